import { CV_MIME_TYPES } from '@mosaico/domain';
import { inspectPdf } from '../../lib/pdf-inspect';
import { DOCX_LIMITS, docxWithinLimits, zipUnpacksWithin } from '../../lib/zip-inspect';

// The text of a CV's bytes, with no database or storage: it runs inside the extraction child process
// (cv-text-child.ts), away from the API's memory and event loop.

// PostgreSQL refuses a tsvector over 1 MB; a CV's first 100,000 characters (about 40 pages) are plenty to search.
export const MAX_CV_TEXT_LENGTH = 100_000;

const [PDF_MIME, DOCX_MIME] = CV_MIME_TYPES;

/** Why a document gave no text: it has none, a library could not read it, or it is over a cap (a bomb). */
export type NoTextReason = 'no-text' | 'unreadable' | 'over-limits' | 'not-a-cv-type';

export type CvTextResult = { text: string } | { text: null; reason: NoTextReason };

/**
 * The plain text of a PDF or DOCX: composed Unicode (a PDF may spell 'é' as 'e' + a combining accent, which the
 * database's unaccent would not fold), NUL bytes dropped, runs of spaces collapsed, at most 100,000 characters.
 * Null for other types, for documents without text (scanned images), for documents the libraries cannot read and
 * for documents whose real decoded size is over the caps (issue 21).
 */
export async function extractCvText(bytes: Uint8Array, mimeType: string): Promise<string | null> {
  return (await extractCvTextWithReason(bytes, mimeType)).text;
}

export async function extractCvTextWithReason(bytes: Uint8Array, mimeType: string): Promise<CvTextResult> {
  let text: string;
  try {
    if (mimeType === PDF_MIME) {
      // What the streams really inflate to is measured, capped, before pdf.js decodes anything.
      if (!inspectPdf(bytes).withinLimits) return { text: null, reason: 'over-limits' };
      text = await pdfText(bytes);
    } else if (mimeType === DOCX_MIME) {
      // Declared sizes first (cheap), then the real ones: each part inflated with a cap on its output.
      if (!docxWithinLimits(bytes) || !zipUnpacksWithin(bytes, DOCX_LIMITS.maxUncompressedBytes)) {
        return { text: null, reason: 'over-limits' };
      }
      const mammoth = await import('mammoth');
      ({ value: text } = await mammoth.default.extractRawText({ buffer: Buffer.from(bytes) }));
    } else {
      return { text: null, reason: 'not-a-cv-type' };
    }
  } catch {
    return { text: null, reason: 'unreadable' };
  }
  const cleaned = cleanCvText(text);
  return cleaned === null ? { text: null, reason: 'no-text' } : { text: cleaned };
}

/**
 * A PDF's text page by page (as unpdf's extractText with mergePages joins it), stopping once the text kept
 * (MAX_CV_TEXT_LENGTH) is reached: the pages after it are never decoded.
 */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocumentProxy } = await import('unpdf');
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const document = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const pages: string[] = [];
    let length = 0;
    for (
      let pageNumber = 1;
      pageNumber <= document.numPages && length <= MAX_CV_TEXT_LENGTH;
      pageNumber += 1
    ) {
      const page = await document.getPage(pageNumber);
      const content = await page.getTextContent();
      const pageText = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      pages.push(pageText);
      length += pageText.length;
    }
    return pages
      .join('\n')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n');
  } finally {
    await document.destroy();
  }
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
