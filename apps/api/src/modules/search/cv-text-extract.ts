import { CV_MIME_TYPES } from '@mosaico/domain';
import { docxWithinLimits } from '../../lib/zip-inspect';

// The text of a CV's bytes, with no database or storage: it runs inside the extraction worker
// (cv-text-worker.ts), away from the API's heap and event loop.

// PostgreSQL refuses a tsvector over 1 MB; a CV's first 100,000 characters (about 40 pages) are plenty to search.
export const MAX_CV_TEXT_LENGTH = 100_000;

const [PDF_MIME, DOCX_MIME] = CV_MIME_TYPES;

/**
 * The plain text of a PDF or DOCX: composed Unicode (a PDF may spell 'é' as 'e' + a combining accent, which the
 * database's unaccent would not fold), NUL bytes dropped, runs of spaces collapsed, at most 100,000 characters.
 * Null for other types, for documents without text (scanned images) and for documents the libraries cannot read.
 */
export async function extractCvText(bytes: Uint8Array, mimeType: string): Promise<string | null> {
  let text: string;
  try {
    if (mimeType === PDF_MIME) {
      const { extractText, getDocumentProxy } = await import('unpdf');
      // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
      const document = await getDocumentProxy(new Uint8Array(bytes));
      ({ text } = await extractText(document, { mergePages: true }));
    } else if (mimeType === DOCX_MIME) {
      // A decompression bomb is refused from its declared sizes before anything is inflated.
      if (!docxWithinLimits(bytes)) return null;
      const mammoth = await import('mammoth');
      ({ value: text } = await mammoth.default.extractRawText({ buffer: Buffer.from(bytes) }));
    } else {
      return null;
    }
  } catch {
    return null;
  }
  return cleanCvText(text);
}

export function cleanCvText(text: string): string | null {
  const cleaned = text
    .normalize('NFC')
    .replaceAll(String.fromCharCode(0), '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  if (cleaned === '') return null;
  return [...cleaned].slice(0, MAX_CV_TEXT_LENGTH).join('');
}
