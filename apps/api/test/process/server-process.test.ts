import { afterAll, describe, expect, it } from 'vitest';
import { exited, exitWithin, freePort, removeDataDirs, startServer, waitForOutput } from './process-helpers';

// The real server process: its stops and its start failures.

afterAll(removeDataDirs);

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
