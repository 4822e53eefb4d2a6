import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, newDataDir, removeDataDirs, waitForOutput } from './process-helpers';

// Issue 26 item 7: a job whose process is SIGKILLed mid-run runs again within a minute of the restart, not after
// its expiry (10 minutes here, as matching's). On PostgreSQL a second instance stays alive throughout with a long
// job of its own in progress: the restart must hand back the dead instance's job and leave the live one's alone.

const script = path.resolve(import.meta.dirname, 'interrupted-job-script.ts');
const RESUME_LIMIT_MS = 60_000;
const children: ChildProcess[] = [];

function instance(dataDir: string, env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir, ...args], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output };
}

async function kill(child: ChildProcess): Promise<void> {
  child.kill('SIGKILL');
  await exited(child);
}

const serverUrl = process.env.TEST_DATABASE_URL;
const databaseName = `test_resume_${randomBytes(4).toString('hex')}`;
async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}
async function jobStates(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; state: string }>(
      `SELECT name, state FROM pgboss.job WHERE name LIKE 'test-%'`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.state]));
  } finally {
    await client.end();
  }
}

describe('a job interrupted by a SIGKILL', () => {
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) await kill(child);
    removeDataDirs();
    if (serverUrl) await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  });

  it('runs again within a minute of the restart, while a live instance keeps its own long job', async () => {
    const dataDir = newDataDir();
    let env: Record<string, string> = {};
    let url = '';
    if (serverUrl) {
      await admin(`CREATE DATABASE "${databaseName}"`);
      const parsed = new URL(serverUrl);
      parsed.pathname = `/${databaseName}`;
      url = parsed.toString();
      env = { DATABASE_URL: url };
    }

    // A live instance with a long job in progress (PostgreSQL only: the embedded database has one process).
    const live = serverUrl ? instance(dataDir, env, 'hang', 'test-live', 'send') : null;
    if (live) await waitForOutput(live.child.stdout as NodeJS.ReadableStream, /started test-live/, 30_000);

    // The instance that dies: its job is running when the SIGKILL comes.
    const doomed = instance(dataDir, env, 'hang', 'test-interrupted', 'send');
    const started = await waitForOutput(
      doomed.child.stdout as NodeJS.ReadableStream,
      /started test-interrupted (\S+)/,
      30_000,
    );
    await kill(doomed.child);

    // The restart takes both queues: it must run the interrupted job, and must not take the live one's.
    const restartedAt = Date.now();
    const restarted = instance(dataDir, env, 'finish', 'test-interrupted,test-live');
    const ran = await waitForOutput(
      restarted.child.stdout as NodeJS.ReadableStream,
      /ran test-interrupted (\S+)/,
      RESUME_LIMIT_MS + 5_000,
    );
    const resumedMs = Date.now() - restartedAt;
    expect(ran).toBe(started);
    expect(resumedMs).toBeLessThan(RESUME_LIMIT_MS);

    if (live) {
      // Past the restart's first look and one periodic look for orphans (every 10 s): the live job is untouched.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect(restarted.output()).not.toContain('ran test-live');
      expect(live.output().match(/started test-live/g)).toHaveLength(1);
      expect(await jobStates(url)).toEqual({ 'test-interrupted': 'completed', 'test-live': 'active' });
    }
  }, 120_000);
});
