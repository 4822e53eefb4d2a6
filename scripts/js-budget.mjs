#!/usr/bin/env node
// The initial JavaScript of `/` (issue 11): the entry script of index.html, every chunk it imports statically,
// the home page's lazy chunk with its static imports (the router loads it at once on `/`) and one language's shell
// catalogues (the largest; they load before the first render). Their gzip sizes
// (level 9, as precompress.mjs serves them) are summed and compared with the budget. Past it, the build fails under
// JS_BUDGET=enforce, which `npm test` (and so CI) sets; any other build (a user's `npm start`, a deployment's
// `npm run build`) only warns and goes on, since a size check is the tests' business, not a reason for the app not to
// start (issue 22).
// The budget is issue 11's: 170 KB. How `/` stays within it is in docs/decisions/serving-speed.md ('What `/` keeps off its first
// page', 'Initial JavaScript'): the declarative router, the shell's Mantine in one chunk, what no first paint shows
// loaded on use.
// Usage: [JS_BUDGET=enforce] node scripts/js-budget.mjs apps/web/dist
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
// The module whose lazy chunk `/` renders (the candidates' home, or the recruiters' board loaded lazily from it).
const HOME_ROUTE = 'src/features/recruiter-home/routes/landing-page.tsx';

const root = path.resolve(process.argv[2] ?? 'apps/web/dist');
const manifestDir = path.join(root, '.vite');
const manifest = JSON.parse(readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8'));
// The manifest is only for this measurement: it does not ship with the app.
rmSync(manifestDir, { recursive: true, force: true });

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error('js-budget: no entry in the Vite manifest');
visit(entry);
if (!manifest[HOME_ROUTE]) throw new Error(`js-budget: ${HOME_ROUTE} is not a chunk of its own any more`);
visit(HOME_ROUTE);
// The current language's shell catalogues load before the first render (src/i18n/resources.ts): the largest
// language's chunk counts.
const catalogues = Object.values(manifest).filter((chunk) => chunk.name?.startsWith('shell-catalogue-'));
if (catalogues.length === 0) throw new Error('js-budget: no shell-catalogue-* chunk in the Vite manifest');
const gzipped = (file) => gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length;
visit(
  Object.keys(manifest).find(
    (key) => manifest[key] === catalogues.sort((a, b) => gzipped(b.file) - gzipped(a.file))[0],
  ),
);

let total = 0;
const rows = [];
for (const file of files) {
  const size = gzipped(file);
  total += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`initial JavaScript of /: ${kb(total)} gzipped in ${files.size} files (budget ${BUDGET_KB} KB)`);
for (const [file, size] of rows.slice(0, 8)) console.log(`  ${kb(size).padStart(9)}  ${file}`);
if (total > BUDGET_KB * 1024) {
  const enforced = process.env.JS_BUDGET === 'enforce';
  console.error(
    `js-budget: ${kb(total)} is over the ${BUDGET_KB} KB budget` +
      (enforced ? '' : ' (a warning here; `npm test` fails on it)'),
  );
  if (enforced) process.exit(1);
}
