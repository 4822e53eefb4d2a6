import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import { type ExtractionOutcome, extractCvTextIsolated } from './cv-text-isolated';
import { rowsOf } from './search-sql';

export { cleanCvText, extractCvText, MAX_CV_TEXT_LENGTH } from './cv-text-extract';

/**
 * CV text for professional search (issue 4): the text of every uploaded PDF and DOCX is extracted in a background
 * job ('cv-text' on ctx.queue) into files.text_content, whose generated tsvector (migration 0007) is indexed.
 */

export const CV_TEXT_JOB = 'cv-text';

/**
 * The job: reads the file's bytes from storage and stores its text. Idempotent: a file that is gone (deleted
 * since) or is not a CV is skipped; running it twice writes the same text.
 */
export async function runCvTextExtraction(
  ctx: AppContext,
  fileId: string,
): Promise<ExtractionOutcome | null> {
  const db = ctx.database.db;
  const [file] = await db
    .select({ id: files.id, kind: files.kind, storageKey: files.storageKey, mimeType: files.mimeType })
    .from(files)
    .where(eq(files.id, fileId));
  if (file?.kind !== 'cv') return null;
  const bytes = await ctx.storage.get(file.storageKey);
  if (!bytes) return null;
  // A document over the caps, or one that exhausts the child's memory or time, stays attached without searchable
  // text: no retry can make it readable, and retrying a bomb would only spend the machine again. Its owner is told
  // nothing: the upload itself is fine.
  const outcome = await extractCvTextIsolated(bytes, file.mimeType);
  await db
    .update(files)
    .set({ textContent: outcome.ok ? outcome.text : null })
    .where(eq(files.id, fileId));
  return outcome;
}

/** Starts this instance's CV text worker (called once when the search module registers). */
export async function registerCvTextJob(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  await ctx.queue.work<{ fileId: string }>(
    CV_TEXT_JOB,
    async ({ fileId }) => {
      const outcome = await runCvTextExtraction(ctx, fileId);
      if (outcome && (!outcome.ok || outcome.reason === 'over-limits' || outcome.reason === 'unreadable')) {
        log.warn({ fileId, reason: outcome.reason }, 'CV kept without searchable text');
      }
    },
    {
      retryLimit: 3,
      retryDelay: 2,
      retryBackoff: true,
      // The extraction's own limit is 30 s: a job running longer than this crashed and is retried.
      expireInSeconds: 2 * 60,
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
