import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VALIDATORS, validatorSource } from './contract-validators';

const folder = path.resolve(import.meta.dirname, '../src/lib/contract-validators/generated');
for (const [name, schema] of Object.entries(CONTRACT_VALIDATORS)) {
  writeFileSync(path.join(folder, `${name}.js`), validatorSource(schema));
  console.log(`wrote ${name}.js`);
}
