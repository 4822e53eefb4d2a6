import type { ChildProcess } from 'node:child_process';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../../src/db/seed/demo';
import { totpCode } from '../helpers';
import { exited, freePort, newDataDir, removeDataDirs, startServer, waitForOutput } from './process-helpers';

// No lost work (issue 12): the server is killed (SIGKILL, nothing flushed) while the demo world's matching
// recomputation runs, and again right after a CV upload queued its text extraction; started again on the same
// embedded database, it finishes both, and the CV is attached exactly once.

const UNIQUE_WORD = 'Zanzibarcoder';

async function pdfWith(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  page.drawText(text, { x: 50, y: 700, size: 14, font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function until<T>(what: string, check: () => Promise<T | null | false>, limitMs: number): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('killed mid-work', () => {
  afterAll(removeDataDirs);

  it('finishes the interrupted matching and CV extraction after a restart, nothing lost or done twice', async () => {
    const dataDir = newDataDir();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const start = async (): Promise<ChildProcess> => {
      const child = startServer({ PORT: String(port), SEED_DEMO: 'true', LOG_LEVEL: 'warn' }, dataDir);
      await waitForOutput(child.stdout as NodeJS.ReadableStream, /Mosaico is running on/, 90_000);
      return child;
    };
    const kill = async (child: ChildProcess) => {
      child.kill('SIGKILL');
      await exited(child);
    };
    // Signs in as a client does: the password, then (recruiters) the demo world's second factor.
    const signIn = async (email: string): Promise<string> => {
      const first = await json<{ token?: string; challenge?: string }>(
        await fetch(`${base}/api/auth/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'mosaico-demo' }),
        }),
      );
      if (first.token) return first.token;
      const second = await json<{ token: string }>(
        await fetch(`${base}/api/auth/second-factor`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ challenge: first.challenge, code: totpCode(DEMO_TOTP_SECRET) }),
        }),
      );
      return second.token;
    };

    // 1. The demo world loads and queues a recomputation per opportunity; the process dies as they run.
    await kill(await start());

    // 2. Ana uploads a CV and attaches it; the process dies as its text extraction is queued or running.
    let server = await start();
    const ana = await signIn('ana@mosaico.test');
    const anaId = JSON.parse(Buffer.from(ana.split('.')[1] ?? '', 'base64url').toString()).sub as string;
    const auth = { authorization: `Bearer ${ana}` };
    const before = await json<unknown[]>(
      await fetch(`${base}/api/users/${anaId}/attachments`, { headers: auth }),
    );
    const form = new FormData();
    form.append(
      'file',
      new Blob([await pdfWith(`Ana Souza ${UNIQUE_WORD} platform engineer`)]),
      'cv-kill.pdf',
    );
    const uploaded = await json<{ fileName: string; url: string }>(
      await fetch(`${base}/api/documents/file`, { method: 'POST', headers: auth, body: form }),
    );
    await json(
      await fetch(`${base}/api/documents/file/uploadCv`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ _id: anaId, file: uploaded, comment: 'after a crash' }),
      }),
    );
    await kill(server);

    // 3. Started again on the same data: everything finishes.
    server = await start();
    try {
      const rh = { authorization: `Bearer ${await signIn('rh@mosaico.test')}` };
      const mine = await json<Array<{ _id: string }>>(
        await fetch(`${base}/api/opportunity/filter/published`, { headers: rh }),
      );
      const opportunities = mine.map((item) => item._id);
      expect(opportunities.length).toBeGreaterThan(0);
      await until(
        'every opportunity’s compatibles',
        async () => {
          for (const id of opportunities) {
            const { status } = await json<{ status: string }>(
              await fetch(`${base}/api/opportunity/${id}/get-status-compativeis`, { headers: rh }),
            );
            if (status !== 'completed') return false;
          }
          return true;
        },
        60_000,
      );
      const found = await until(
        'the CV text to be searchable',
        async () => {
          const page = await json<{ usersList: Array<{ _id: string }> }>(
            await fetch(`${base}/api/users/find/${UNIQUE_WORD}/12/1`, { headers: rh }),
          );
          return page.usersList.length > 0 ? page.usersList : false;
        },
        60_000,
      );
      expect(found.map((user) => user._id)).toEqual([anaId]);
      const after = await json<Array<{ url: string }>>(
        await fetch(`${base}/api/users/${anaId}/attachments`, { headers: auth }),
      );
      expect(after.length).toBe(before.length + 1);
      expect(after.filter((attachment) => attachment.url === uploaded.url)).toHaveLength(1);
    } finally {
      server.kill('SIGTERM');
      await exited(server);
    }
  }, 300_000);
});
