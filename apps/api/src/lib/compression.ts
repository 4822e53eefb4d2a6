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

export function compressAnswer(body: string | Buffer, encoding: AnswerEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, BROTLI_OPTIONS)
    : zlib.gzipSync(body, GZIP_OPTIONS);
}
