import { CV_MIME_TYPES } from '@mosaico/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import { rowsOf } from './search-sql';

/**
 * CV text for professional search (issue 4): the text of every uploaded PDF and DOCX is extracted in a background
 * job ('cv-text' on ctx.queue) into files.text_content, whose generated tsvector (migration 0007) is indexed.
 */

export const CV_TEXT_JOB = 'cv-text';

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

/**
 * The job: reads the file's bytes from storage and stores its text. Idempotent: a file that is gone (deleted
 * since) or is not a CV is skipped; running it twice writes the same text.
 */
export async function runCvTextExtraction(ctx: AppContext, fileId: string): Promise<void> {
  const db = ctx.database.db;
  const [file] = await db
    .select({ id: files.id, kind: files.kind, storageKey: files.storageKey, mimeType: files.mimeType })
    .from(files)
    .where(eq(files.id, fileId));
  if (file?.kind !== 'cv') return;
  const bytes = await ctx.storage.get(file.storageKey);
  if (!bytes) return;
  const text = await extractCvText(bytes, file.mimeType);
  await db.update(files).set({ textContent: text }).where(eq(files.id, fileId));
}

/** Starts this instance's CV text worker (called once when the search module registers). */
export async function registerCvTextJob(ctx: AppContext): Promise<void> {
  await ctx.queue.work<{ fileId: string }>(
    CV_TEXT_JOB,
    async ({ fileId }) => runCvTextExtraction(ctx, fileId),
    {
      retryLimit: 3,
      retryDelay: 2,
      retryBackoff: true,
      // A huge PDF takes seconds, not minutes: a job running longer than this crashed and is retried.
      expireInSeconds: 5 * 60,
      pollingIntervalSeconds: 2,
    },
  );
}

/**
 * Asks for a CV's text to be extracted in the background. Call it after the file row is committed (the upload
 * module does, for every CV). Repeated requests for one file while one is queued are coalesced.
 */
export async function requestCvTextExtraction(ctx: Pick<AppContext, 'queue'>, fileId: string): Promise<void> {
  await ctx.queue.send(CV_TEXT_JOB, { fileId }, { singletonKey: fileId });
}

/** The text of a professional's attached CVs, oldest first, joined by blank lines (null when none has text). */
export async function cvTextOf(db: Database, userId: string): Promise<string | null> {
  const rows = await db
    .select({ text: files.textContent })
    .from(files)
    .where(
      and(
        eq(files.ownerId, userId),
        eq(files.kind, 'cv'),
        isNotNull(files.attachedAt),
        isNotNull(files.textContent),
      ),
    )
    .orderBy(files.uploadedAt);
  const texts = rows.map((row) => row.text).filter((text): text is string => !!text);
  return texts.length > 0 ? texts.join('\n\n') : null;
}

/**
 * Which of these criterion terms (names or synonyms) appear in the professional's attached CVs, by the same
 * accent-insensitive, stemmed full-text matching as the search (a term of several words must appear as a
 * phrase). The matching engine uses it to mark a criterion 'found in CV'. Answers the terms as given.
 */
export async function cvTermsFor(
  ctx: Pick<AppContext, 'database'>,
  userId: string,
  terms: readonly string[],
): Promise<string[]> {
  const wanted = [...new Set(terms.map((term) => term.trim()).filter((term) => term !== ''))];
  if (wanted.length === 0) return [];
  const list = sql.join(
    wanted.map((term) => sql`${term}`),
    sql`, `,
  );
  const rows = rowsOf<{ term: string }>(
    await ctx.database.db.execute(sql`SELECT t.term FROM unnest(ARRAY[${list}]::text[]) AS t(term)
      WHERE EXISTS (SELECT 1 FROM files f
        WHERE f.owner_id = ${userId} AND f.kind = 'cv' AND f.attached_at IS NOT NULL
          AND f.text_search @@ (phraseto_tsquery('portuguese', search_pt_text(t.term))
            || phraseto_tsquery('english', public.immutable_unaccent(t.term))))`),
  );
  const found = new Set(rows.map((row) => row.term));
  return wanted.filter((term) => found.has(term));
}
