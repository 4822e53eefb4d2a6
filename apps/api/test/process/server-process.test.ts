import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real server process (src/server.ts through tsx), as an operator starts it: its stops and its start failures.

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const serverEntry = path.join(repoRoot, 'apps/api/src/server.ts');
const dataDirs: string[] = [];

afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

function startServer(env: Record<string, string>): ChildProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mosaico-process-'));
  dataDirs.push(dataDir);
  const inherited = { ...process.env };
  // The embedded database unless the case gives DATABASE_URL.
  delete inherited.DATABASE_URL;
  return spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      RATE_LIMIT_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Resolves with the elapsed milliseconds when the process exits, or rejects after `limitMs` (and kills it). */
async function exitWithin(child: ChildProcess, limitMs: number): Promise<number> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    exited(child).then(() => 'exited' as const),
    new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), limitMs);
    }),
  ]);
  clearTimeout(timer);
  if (outcome === 'late') {
    child.kill('SIGKILL');
    throw new Error(`the server was still running ${limitMs} ms after the signal`);
  }
  return Date.now() - started;
}

function waitForOutput(stream: NodeJS.ReadableStream, pattern: RegExp, limitMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} within ${limitMs} ms; saw: ${seen}`)),
      limitMs,
    );
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = pattern.exec(seen);
      if (match) {
        clearTimeout(timer);
        stream.off('data', onData);
        resolve(match[1] ?? match[0]);
      }
    };
    stream.on('data', onData);
  });
}

describe('the server process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'ends within 10 s of %s after the reader of its log output has gone, with requests still logging',
    async (signal) => {
      const port = await freePort();
      const child = startServer({ PORT: String(port) });
      await waitForOutput(child.stdout as NodeJS.ReadableStream, /Mosaico is running on/, 90_000);
      // The reader goes away: every later write to the pipe fails with EPIPE.
      child.stdout?.destroy();
      // Requests keep the logger writing (one line each at info level) into the broken pipe.
      const base = `http://127.0.0.1:${port}`;
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          fetch(`${base}/api/${index % 2 ? 'health' : 'opportunity/list/home'}`).then(
            (response) => response.status,
          ),
        ),
      );
      expect(answers.every((status) => status === 200)).toBe(true);
      child.kill(signal);
      const elapsed = await exitWithin(child, 10_000);
      expect(elapsed).toBeLessThan(10_000);
      expect((await exited(child)).code).toBe(0);
    },
    120_000,
  );

  it('refuses to start on an unreachable DATABASE_URL with one line naming the setting and no stack trace', async () => {
    const closedPort = await freePort();
    const child = startServer({ DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/mosaico` });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    await exitWithin(child, 60_000);
    const { code } = await exited(child);
    expect(code).not.toBe(0);
    expect(stderr).toContain('DATABASE_URL');
    expect(stderr).toContain(`127.0.0.1:${closedPort}`);
    expect(stderr).toContain('ECONNREFUSED');
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 90_000);
});
