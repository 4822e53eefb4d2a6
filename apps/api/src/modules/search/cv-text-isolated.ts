import { spawn } from 'node:child_process';
import { childEntry } from '../../lib/child-entry';
import type { CvTextResult, NoTextReason } from './cv-text-extract';

/** The JavaScript heap one extraction may use: a real CV needs a few tens of MB. */
export const EXTRACTION_HEAP_MB = 192;
/**
 * The address space of the extraction process, set by the kernel (`ulimit -v`): it bounds what the heap limit
 * does not, the ArrayBuffers a PDF or ZIP library inflates into. Node alone reserves some 760 MB of it at start.
 */
export const EXTRACTION_ADDRESS_SPACE_MB = 1_536;
/** A real CV takes well under a second; past this the process is killed. */
export const EXTRACTION_TIME_LIMIT_MS = 30_000;
/** The most a child may print: its answer is at most 100,000 characters of text. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

export type ExtractionOutcome =
  | { ok: true; text: string | null; reason?: NoTextReason }
  | { ok: false; reason: 'out-of-memory' | 'timeout' | 'crashed' };

/**
 * Extracts a CV's text in a child process of its own (issue 21), started through `sh` so that the kernel limits
 * its address space, with V8's heap limit and a time limit beside it. Whatever a document does to the PDF or ZIP
 * libraries (a stream that inflates to a GB, a loop), it ends that process and never the API: a worker thread's
 * heap limit did not bound ArrayBuffers, and its out-of-memory aborted the whole process. The child gets no
 * environment but PATH: no database address or secret reaches code that reads hostile files.
 */
export async function extractCvTextIsolated(bytes: Uint8Array, mimeType: string): Promise<ExtractionOutcome> {
  const entry = await childEntry(new URL('./cv-text-child.ts', import.meta.url), import.meta.url);
  return new Promise((resolve) => {
    const child = spawn(
      '/bin/sh',
      // `ulimit -v` is in KB; a platform without it (not Linux) still has the heap and time limits.
      [
        '-c',
        'ulimit -v "$0" 2>/dev/null; exec "$@"',
        String(EXTRACTION_ADDRESS_SPACE_MB * 1024),
        process.execPath,
        `--max-old-space-size=${EXTRACTION_HEAP_MB}`,
        entry,
        mimeType,
      ],
      { stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } },
    );
    const answer: Buffer[] = [];
    let answerBytes = 0;
    let diagnostics = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, EXTRACTION_TIME_LIMIT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      answerBytes += chunk.length;
      if (answerBytes > MAX_ANSWER_BYTES) child.kill('SIGKILL');
      else answer.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      diagnostics = (diagnostics + chunk.toString('latin1')).slice(-4096);
    });
    // The child may die before it has read everything (EPIPE): its exit says what happened.
    child.stdin.on('error', () => undefined);
    child.once('error', () => {
      clearTimeout(timer);
      resolve({ ok: false, reason: 'crashed' });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      if (timedOut) return resolve({ ok: false, reason: 'timeout' });
      if (code === 0) {
        try {
          const result = JSON.parse(Buffer.concat(answer).toString('utf8')) as CvTextResult;
          return resolve(
            result.text === null
              ? { ok: true, text: null, reason: result.reason }
              : { ok: true, text: result.text },
          );
        } catch {
          return resolve({ ok: false, reason: 'crashed' });
        }
      }
      resolve({ ok: false, reason: outOfMemory(diagnostics) ? 'out-of-memory' : 'crashed' });
    });
    child.stdin.end(bytes);
  });
}

/** V8's and the kernel's ways of saying a process ran out of memory, as Node prints them before it aborts. */
function outOfMemory(diagnostics: string): boolean {
  return /heap out of memory|Reached heap limit|allocation failed|Failed to reserve|Cannot allocate memory|OOM/i.test(
    diagnostics,
  );
}
