#!/usr/bin/env node
// Issue 12's stop check: starts the built server (node apps/api/dist/server.js) on one embedded database, puts it
// under load with background jobs running, stops it with SIGTERM or SIGINT, and fails if any stop takes 10 s or
// more. `npm run build` first. Usage: node scripts/stop-test.mjs [runs=20]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 20);
const LIMIT_MS = 10_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'mosaico-stops-'));
const cv = readFileSync(path.join(root, 'apps/api/test/fixtures/cv.pdf'));

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function load(base, untilMs) {
  const signin = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ana@mosaico.test', password: 'mosaico-demo' }),
  }).then((r) => r.json());
  const auth = { authorization: `Bearer ${signin.token}` };
  const id = JSON.parse(Buffer.from(signin.token.split('.')[1], 'base64url').toString()).sub;
  const me = await fetch(`${base}/api/users/me/${id}`, { headers: auth }).then((r) => r.json());
  const tasks = [];
  const deadline = Date.now() + untilMs;
  const loop = async (work) => {
    while (Date.now() < deadline) await work().catch(() => undefined);
  };
  // 40 clients on the home lists, uploads queueing CV extractions, profile saves queueing matching.
  for (let i = 0; i < 40; i += 1)
    tasks.push(loop(() => fetch(`${base}/api/opportunity/list/home`).then((r) => r.arrayBuffer())));
  tasks.push(
    loop(async () => {
      const form = new FormData();
      form.append('file', new Blob([cv]), 'cv.pdf');
      await fetch(`${base}/api/documents/file`, { method: 'POST', body: form }).then((r) => r.arrayBuffer());
    }),
  );
  tasks.push(
    loop(async () => {
      const skills = me.perfilUsuario?.digomais?.lista ?? [];
      const body = {
        ...me,
        perfilUsuario: { ...me.perfilUsuario, digomais: { lista: [...skills].reverse() } },
      };
      await fetch(`${base}/api/users`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.arrayBuffer());
    }),
  );
  return tasks;
}

const results = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        RATE_LIMIT_ENABLED: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stderr.on('data', (chunk) => process.env.STOP_TEST_VERBOSE && process.stderr.write(chunk));
    await new Promise((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(() => reject(new Error(`run ${run}: no start within 90 s`)), 90_000);
      child.stdout.on('data', (chunk) => {
        seen += chunk;
        if (seen.includes('Mosaico is running on')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    // Every third run, the reader of the log output goes away before the stop (a supervisor whose pipe broke).
    if (run % 3 === 0) child.stdout.destroy();
    const tasks = await load(base, 3_000);
    const signal = run % 2 === 0 ? 'SIGINT' : 'SIGTERM';
    const stopped = Date.now();
    child.kill(signal);
    const outcome = await Promise.race([
      new Promise((resolve) => child.once('exit', (code) => resolve({ code, ms: Date.now() - stopped }))),
      new Promise((resolve) => setTimeout(() => resolve(null), LIMIT_MS)),
    ]);
    await Promise.allSettled(tasks);
    if (!outcome) {
      child.kill('SIGKILL');
      results.push({ run, signal, ms: null });
      console.log(`run ${run} ${signal}: still running after ${LIMIT_MS} ms`);
    } else {
      results.push({ run, signal, ...outcome });
      console.log(`run ${run} ${signal}: exited with ${outcome.code} in ${outcome.ms} ms`);
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const late = results.filter((result) => result.ms === null);
const times = results
  .filter((r) => r.ms !== null)
  .map((r) => r.ms)
  .sort((a, b) => a - b);
console.log(
  `${runs} stops: slowest ${times.at(-1)} ms, median ${times[Math.floor(times.length / 2)]} ms, ${late.length} over ${LIMIT_MS} ms`,
);
process.exit(late.length > 0 ? 1 : 0);
