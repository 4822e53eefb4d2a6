import zlib from 'node:zlib';

/** Answers from this size up are compressed for clients that accept it (issue 11; decisions 'Opportunity kanban'). */
export const COMPRESSION_THRESHOLD_BYTES = 32 * 1024;

/** The encodings answers travel in, preferred first when a client accepts both. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

// Brotli at quality 4 compresses the board's 1.1 MB to about 87 KB in a few milliseconds; higher qualities
// gain little and cost tens of milliseconds per answer.
export const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
export const GZIP_OPTIONS = { level: 6 };

/** The compression plugin's settings (app.ts registers them; tests beside it use the same). */
export const COMPRESS_PLUGIN_OPTIONS = {
  global: true,
  threshold: COMPRESSION_THRESHOLD_BYTES,
  encodings: [...ANSWER_ENCODINGS],
  brotliOptions: BROTLI_OPTIONS,
  zlibOptions: GZIP_OPTIONS,
};

/**
 * From this size an answer is compressed at the fastest levels (issue 27 item 2). The opportunity kanban of 10,000
 * cards is 1.5 MB of JSON packed by field, whose repetition the fastest levels already find: brotli 1 gives 356 KB in
 * 10 ms where brotli 4 gives 327 KB in 27 ms, gzip 1 370 KB in 16 ms where gzip 6 gives 329 KB in 43 ms (load
 * average 4–5 on the 2-core machine). Compressing it is part of the first call after every change, so the
 * milliseconds count more than the last 30 KB.
 */
export const LARGE_ANSWER_BYTES = 512 * 1024;
const LARGE_BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };
const LARGE_GZIP_OPTIONS = { level: 1 };

/** The gzip (deflate) level of an answer of this many bytes. */
export function gzipOptionsFor(bytes: number): { level: number } {
  return bytes >= LARGE_ANSWER_BYTES ? LARGE_GZIP_OPTIONS : GZIP_OPTIONS;
}

export function compressAnswer(body: string | Buffer, encoding: AnswerEncoding): Buffer {
  const bytes = Buffer.byteLength(body);
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, bytes >= LARGE_ANSWER_BYTES ? LARGE_BROTLI_OPTIONS : BROTLI_OPTIONS)
    : zlib.gzipSync(body, gzipOptionsFor(bytes));
}
