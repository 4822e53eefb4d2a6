import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { INTERRUPTED_TOO_OFTEN } from '../../src/lib/queue/job-queue';
import { exited, newDataDir, removeDataDirs } from './process-helpers';

// A job that takes its process down runs once more, alone, and is then failed with its reason: restarts do not
// die again and again (issue 21: a PDF's extraction job killed the server at each of 6 starts). The process is
// real and really dies (SIGKILL from inside the job); the embedded database and, with TEST_DATABASE_URL,
// PostgreSQL (where the restart sees the dead instance and hands the job back) are both tried.

const script = path.resolve(import.meta.dirname, 'crashing-job-script.ts');

async function run(dataDir: string, env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir, ...args], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const { signal } = await exited(child);
  clearTimeout(timer);
  return { signal, output };
}

const databases: Array<{
  name: string;
  env: () => Promise<Record<string, string>>;
  drop?: () => Promise<void>;
}> = [{ name: 'the embedded database', env: async () => ({}) }];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `test_crash_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  databases.push({
    name: 'PostgreSQL',
    env: async () => {
      await admin(`CREATE DATABASE "${name}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return { DATABASE_URL: url.toString() };
    },
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  });
}

describe('a job that crashes its process', () => {
  afterAll(async () => {
    removeDataDirs();
    for (const database of databases) await database.drop?.();
  });

  for (const database of databases) {
    it(`runs once more alone, then is failed with its reason, on ${database.name}`, async () => {
      const dataDir = newDataDir();
      const env = await database.env();

      const first = await run(dataDir, env, 'send');
      expect(first.output).toContain('crash-job-started');
      expect(first.signal).toBe('SIGKILL');

      // Started again: the job was cut off once, so it runs again, alone, and kills the process again.
      const second = await run(dataDir, env);
      expect(second.output).toContain('crash-job-started');
      expect(second.signal).toBe('SIGKILL');

      // The third start does not run it: it is failed with the reason, and the other jobs run.
      const third = await run(dataDir, env);
      expect(third.signal).toBeNull();
      expect(third.output).not.toContain('crash-job-started');
      expect(third.output).toContain('"state":"failed"');
      expect(third.output).toContain(INTERRUPTED_TOO_OFTEN);
      expect(third.output).toMatch(/ok-job-ran \d+/);

      // And never again.
      const fourth = await run(dataDir, env);
      expect(fourth.signal).toBeNull();
      expect(fourth.output).not.toContain('crash-job-started');
    }, 240_000);
  }
});
