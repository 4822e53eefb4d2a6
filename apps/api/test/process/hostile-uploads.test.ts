import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { docxWithForgedSizes, pdfStreamBomb } from '../bombs';
import { exited, freePort, newDataDir, removeDataDirs, startServer, waitForOutput } from './process-helpers';

// Issue 21, as the attacker did it: anonymous sign-up CVs that inflate to a GB (a PDF content stream, a DOCX that
// forges its sizes) are accepted, kept without text, and neither stop the real server, nor grow its memory, nor
// stop it at the next start on the same data.

const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

describe('hostile uploads against the real server', () => {
  afterAll(removeDataDirs);

  it('keeps serving through a PDF stream bomb and a forged DOCX, gives the memory back, and starts again', async () => {
    const dataDir = newDataDir();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const start = async (): Promise<ChildProcess & { log: () => string }> => {
      const child = startServer({ PORT: String(port), LOG_LEVEL: 'warn' }, dataDir);
      let log = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        log += chunk.toString();
      });
      await waitForOutput(child.stdout as NodeJS.ReadableStream, /Mosaico is running on/, 90_000);
      return Object.assign(child, { log: () => log });
    };
    let server = await start();
    let healthy = true;
    let checks = 0;
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const response = await fetch(`${base}/api/health`).catch(() => null);
        checks += 1;
        healthy &&= response?.status === 200;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    try {
      const pid = server.pid as number;
      const rssBefore = rssOf(pid);
      for (const [name, bytes] of [
        ['cv.pdf', pdfStreamBomb(1024 ** 3)],
        ['cv.docx', docxWithForgedSizes(1024 ** 3)],
      ] as const) {
        const form = new FormData();
        form.append('file', new Blob([bytes]), name);
        const response = await fetch(`${base}/api/documents/file`, { method: 'POST', body: form });
        expect(response.status).toBe(200);
      }
      const deadline = Date.now() + 90_000;
      while ((server.log().match(/CV kept without searchable text/g) ?? []).length < 2) {
        if (Date.now() > deadline) throw new Error(`the extractions did not end; log: ${server.log()}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(server.exitCode).toBeNull();
      expect(rssOf(pid) - rssBefore).toBeLessThan(300 * 1024 * 1024);
    } finally {
      probing = false;
      await probe;
    }
    expect(healthy).toBe(true);
    expect(checks).toBeGreaterThan(0);

    // Stopped and started again on the same data: it comes up and stays up, with nothing left to retry.
    server.kill('SIGTERM');
    await exited(server);
    server = await start();
    try {
      for (let second = 0; second < 5; second += 1) {
        expect((await fetch(`${base}/api/health`)).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      expect(server.exitCode).toBeNull();
      expect(server.log()).not.toMatch(/CV kept without searchable text/);
    } finally {
      server.kill('SIGTERM');
      await exited(server);
    }
  }, 300_000);
});
