import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../lib/worker-entry';

/** The heap one extraction may use: a real CV needs a few tens of MB; a bomb dies here, not in the API. */
export const EXTRACTION_HEAP_MB = 192;
/** A real CV takes well under a second; past this the worker is stopped. */
export const EXTRACTION_TIME_LIMIT_MS = 30_000;

export type ExtractionOutcome =
  | { ok: true; text: string | null }
  | { ok: false; reason: 'out-of-memory' | 'timeout' | 'crashed' };

/**
 * Extracts a CV's text in a worker thread with its own heap limit and a time limit (issue 12), so a document
 * that unpacks to hundreds of MB, or loops, ends the worker and never the API process.
 */
export function extractCvTextIsolated(bytes: Uint8Array, mimeType: string): Promise<ExtractionOutcome> {
  // Beside the bundle in production (dist/cv-text-worker.js), the TypeScript source otherwise.
  const { entry, eval: isEval } = workerEntry(
    new URL('./cv-text-worker.ts', import.meta.url),
    import.meta.url,
  );
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: ExtractionOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const worker = new Worker(entry, {
      eval: isEval,
      workerData: { bytes, mimeType },
      resourceLimits: { maxOldGenerationSizeMb: EXTRACTION_HEAP_MB, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    const timer = setTimeout(() => settle({ ok: false, reason: 'timeout' }), EXTRACTION_TIME_LIMIT_MS);
    worker.once('message', (message: { text: string | null }) => settle({ ok: true, text: message.text }));
    worker.once('error', (error: Error & { code?: string }) =>
      settle({ ok: false, reason: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out-of-memory' : 'crashed' }),
    );
    worker.once('exit', () => settle({ ok: false, reason: 'crashed' }));
  });
}
