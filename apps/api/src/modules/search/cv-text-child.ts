import { extractCvTextWithReason } from './cv-text-extract';

// The CV text extraction child process (cv-text-isolated.ts starts it, one per document, under a memory,
// address-space and time limit): the document's bytes arrive on stdin, its MIME type as the argument, and the
// result leaves as one JSON line on stdout.
const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const result = await extractCvTextWithReason(new Uint8Array(Buffer.concat(chunks)), process.argv[2] ?? '');
process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(0));
