import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Starting and stopping the real server process (src/server.ts through tsx), as an operator does.

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const serverEntry = path.join(repoRoot, 'apps/api/src/server.ts');
const dataDirs: string[] = [];

/** Removes the data directories the started servers used (call it in afterAll). */
export function removeDataDirs(): void {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

/** A fresh data directory, removed by removeDataDirs. */
export function newDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mosaico-process-'));
  dataDirs.push(dataDir);
  return dataDir;
}

/**
 * Starts `src/server.ts` with the embedded database in `dataDir` (a new one unless given). A variable given as
 * undefined is left unset (NODE_ENV is 'test' unless the case says otherwise).
 */
export function startServer(env: Record<string, string | undefined>, dataDir = newDataDir()): ChildProcess {
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

export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Resolves with the elapsed milliseconds when the process exits, or rejects after `limitMs` (and kills it). */
export async function exitWithin(child: ChildProcess, limitMs: number): Promise<number> {
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

export function waitForOutput(
  stream: NodeJS.ReadableStream,
  pattern: RegExp,
  limitMs: number,
): Promise<string> {
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
