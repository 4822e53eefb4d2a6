import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from '../../lib/password';
import { openDatabase } from '../client';
import { DEMO_PASSWORD } from './demo';
import { runScaleSeed } from './scale-seed';

/**
 * npm run seed:scale -- --professionals 100000 --opportunities 10000 [--reset] [--batch 2000]
 * Fills the database named by DATABASE_URL (else PGlite under DATA_DIR/pglite) for benchmarks. Generated
 * professionals sign in with the demo password.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      professionals: { type: 'string', default: '100000' },
      opportunities: { type: 'string', default: '10000' },
      batch: { type: 'string', default: '2000' },
      reset: { type: 'boolean', default: false },
    },
  });
  const count = (name: string, value: string | undefined): number => {
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0)
      throw new Error(`--${name} must be a whole number, got ${value}`);
    return parsed;
  };
  const databaseUrl = process.env.DATABASE_URL;
  const pgliteDir = path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'pglite');
  console.log(`Scale seed into ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDir}`}`);
  const database = await openDatabase({ databaseUrl, pgliteDir });
  try {
    await database.migrate();
    const result = await runScaleSeed(database, {
      professionals: count('professionals', values.professionals),
      opportunities: count('opportunities', values.opportunities),
      batchSize: Math.max(1, count('batch', values.batch)),
      reset: values.reset === true,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      log: (line) => console.log(`  ${line}`),
    });
    console.log(
      `Done: ${result.professionals} professionals, ${result.skills} skills, ${result.opportunities} opportunities (${result.talents} talents, ${result.pcd} PcD, ${result.euCitizens} EU citizens) in ${(result.ms / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
