import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exitWithin,
  freePort,
  removeDataDirs,
  repoRoot,
  startServer,
  waitForOutput,
} from './process-helpers';

// Issue 22 item 2: `npm start` (the web build, then the server) works whatever NODE_ENV says. README documents
// NODE_ENV=development as the default, and users export it: the web build must still be a production build, and
// the JavaScript budget (scripts/js-budget.mjs) must not keep the app from starting; it fails `npm test` only.

const webDir = path.join(repoRoot, 'apps/web');
const viteBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);
const budgetScript = path.join(repoRoot, 'scripts/js-budget.mjs');
const tempDirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};

/** Runs a node script; resolves with its exit code and output whatever the code (execFile rejects on non-zero). */
function runNode(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(process.execPath, args, { ...options, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** React's development build carries its warnings' texts; the production build names its errors by a URL instead. */
const DEVELOPMENT_REACT = /cannot be a descendant of|Expected static flag was missing/;
const PRODUCTION_REACT = 'react.dev/errors/';

afterAll(() => {
  removeDataDirs();
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm start whatever NODE_ENV says', () => {
  let dist = '';

  beforeAll(async () => {
    // The web workspace's build (vite.config.ts) as `npm start` runs it, with NODE_ENV=development exported, into a
    // directory of the test's own (precompression left out: it does not read NODE_ENV).
    dist = tempDir('mosaico-web-build-');
    const { NODE_ENV: _, ...inherited } = process.env;
    const build = await runNode([viteBin, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: webDir,
      env: { ...inherited, NODE_ENV: 'development' },
    });
    expect(build.code, build.output).toBe(0);
  }, 300_000);

  it('builds the web app with React’s production bundle even under NODE_ENV=development', () => {
    const scripts = readdirSync(path.join(dist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(dist, 'assets', file), 'utf8'))
      .join('\n');
    // Booleans: a failure should not print the whole bundle.
    expect(scripts.includes(PRODUCTION_REACT), 'React’s production bundle in the build').toBe(true);
    expect(DEVELOPMENT_REACT.test(scripts), 'React’s development bundle in the build').toBe(false);
  });

  // The two servers start side by side: each start is mostly waiting on its own process.
  it.concurrent.for([
    ['development', 'development'],
    ['unset', undefined],
  ] as [string, string | undefined][])(
    'starts with NODE_ENV %s: healthy, and the page it serves loads production React',
    { timeout: 150_000 },
    async ([, nodeEnv], { expect }) => {
      const port = await freePort();
      const child = startServer({ PORT: String(port), WEB_DIST_DIR: dist, NODE_ENV: nodeEnv });
      try {
        await waitForOutput(child.stdout as NodeJS.ReadableStream, /Mosaico is running on/, 110_000);
        const base = `http://127.0.0.1:${port}`;
        expect((await fetch(`${base}/api/health`)).status).toBe(200);
        const page = await fetch(`${base}/`);
        expect(page.status).toBe(200);
        const html = await page.text();
        // The entry script and the chunks index.html preloads (React's among them), as the browser asks for them.
        const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(([, src]) => src);
        expect(scripts.length).toBeGreaterThan(1);
        const served = await Promise.all(
          scripts.map((src) => fetch(`${base}${src}`).then((answer) => answer.text())),
        );
        const code = served.join('\n');
        expect(code.includes(PRODUCTION_REACT), 'React’s production bundle served').toBe(true);
        expect(DEVELOPMENT_REACT.test(code), 'React’s development bundle served').toBe(false);
      } finally {
        child.kill('SIGTERM');
        await exitWithin(child, 10_000);
      }
    },
  );
});

describe('the JavaScript budget', () => {
  /** A built app whose first page carries `kb` KB of JavaScript that gzip cannot shrink. */
  const overBudgetDist = (kb: number) => {
    const dist = tempDir('mosaico-budget-');
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, 'assets/index.js'),
      `export const x = ${JSON.stringify(randomBytes(kb * 1024).toString('latin1'))};`,
    );
    writeFileSync(path.join(dist, 'assets/landing.js'), 'export const y = 1;');
    writeFileSync(path.join(dist, 'assets/catalogue.js'), 'export const z = {};');
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/features/recruiter-home/routes/landing-page.tsx': { file: 'assets/landing.js' },
      '_catalogue.js': { file: 'assets/catalogue.js', name: 'shell-catalogue-en-US' },
    };
    writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
    return dist;
  };
  const { JS_BUDGET: _, ...inherited } = process.env;

  it('only warns past the budget in a user’s build (npm start), so the app still starts', async () => {
    const run = await runNode([budgetScript, overBudgetDist(200)], { cwd: repoRoot, env: inherited });
    expect(run.output).toMatch(/js-budget: [\d.]+ KB is over the 170 KB budget/);
    expect(run.code).toBe(0);
  });

  it('fails the build past the budget under JS_BUDGET=enforce, as npm test (and so CI) sets it', async () => {
    const run = await runNode([budgetScript, overBudgetDist(200)], {
      cwd: repoRoot,
      env: { ...inherited, JS_BUDGET: 'enforce' },
    });
    expect(run.output).toMatch(/js-budget: [\d.]+ KB is over the 170 KB budget/);
    expect(run.code).toBe(1);
    const rootPackage = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    expect(rootPackage.scripts.test).toContain('JS_BUDGET=enforce npm run build');
  });
});
