import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  REPORT_KINDS,
  REPORT_LINK_LIFETIME_DAYS,
  type ReportFilters,
  type ReportKind,
} from '@mosaico/domain';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reportLinks } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * Signed, expiring report links (issue 25 item 6). The token is `<id>.<signature>`: the id of a `report_links` row
 * (the report kind, its filters and the expiry) and an HMAC-SHA256 over id + kind + filters + expiry with a key
 * derived from the app's secret. Altering the token, or the row, breaks the signature. The route that reads it
 * admits recruiters only (access table), so a link opens its report for a recruiter and for no one else, and the
 * report is then loaded with the reader's own rights.
 */
const keyOf = (secret: string) => createHmac('sha256', secret).update('mosaico report link v1').digest();

/** Filters in a stable order, so the signature does not depend on how the object was built. */
const canonical = (filters: ReportFilters) =>
  JSON.stringify(
    Object.keys(filters)
      .sort()
      .map((key) => [key, filters[key]]),
  );

export function signatureOf(
  secret: string,
  link: { id: string; kind: string; filters: ReportFilters; expiresAt: Date },
): string {
  return createHmac('sha256', keyOf(secret))
    .update([link.id, link.kind, canonical(link.filters), String(link.expiresAt.getTime())].join('\n'))
    .digest('base64url')
    .slice(0, 32);
}

export async function createReportLink(
  db: Database,
  secret: string,
  input: { report: ReportKind; filters: ReportFilters; createdBy: string | null; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + REPORT_LINK_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  const id = randomBytes(16).toString('base64url');
  await db.insert(reportLinks).values({
    id,
    kind: input.report,
    filters: input.filters,
    createdBy: input.createdBy,
    createdAt: now,
    expiresAt,
  });
  const signature = signatureOf(secret, { id, kind: input.report, filters: input.filters, expiresAt });
  return { token: `${id}.${signature}`, expiresAt };
}

/** The report and filters a token opens; 400 REPORT_LINK_INVALID (altered, unknown) or REPORT_LINK_EXPIRED. */
export async function readReportLink(
  db: Database,
  secret: string,
  token: string,
  now: Date = new Date(),
): Promise<{ report: ReportKind; filters: ReportFilters; expiresAt: Date }> {
  const invalid = () => new AppError(400, 'REPORT_LINK_INVALID');
  const [id, signature, extra] = token.split('.');
  if (!id || !signature || extra !== undefined || id.length > 64) throw invalid();
  const [row] = await db.select().from(reportLinks).where(eq(reportLinks.id, id)).limit(1);
  if (!row || !(REPORT_KINDS as readonly string[]).includes(row.kind)) throw invalid();
  const expected = Buffer.from(signatureOf(secret, row));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(400, 'REPORT_LINK_EXPIRED');
  return { report: row.kind as ReportKind, filters: row.filters, expiresAt: row.expiresAt };
}

/**
 * How long an expired link's row is kept after its expiry: meanwhile the link still answers REPORT_LINK_EXPIRED
 * ("ask for a new one"), not REPORT_LINK_INVALID, which would read as a tampered link.
 */
export const REPORT_LINK_PURGE_GRACE_DAYS = 30;

/** Deletes the links expired more than the grace period before `now`; answers how many went. */
export async function purgeExpiredReportLinks(db: Database, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - REPORT_LINK_PURGE_GRACE_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(reportLinks)
    .where(lt(reportLinks.expiresAt, before))
    .returning({ id: reportLinks.id });
  return deleted.length;
}
