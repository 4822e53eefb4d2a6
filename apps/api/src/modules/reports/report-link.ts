import { createHmac, timingSafeEqual } from 'node:crypto';
import { REPORT_KINDS, REPORT_LINK_LIFETIME_DAYS, type ReportFilters, type ReportKind } from '@mosaico/domain';
import { AppError } from '../../lib/errors';

/**
 * Signed, expiring report links (issue 25 item 6): the token is base64url(JSON {k: kind, f: filters, e: expiry
 * seconds}) + '.' + HMAC-SHA256 of that text with a key derived from the app's secret, so it cannot be altered
 * or forged. The route that reads it admits recruiters only (access table), so it opens the report for a
 * recruiter and no one else; the report itself is then loaded with the reader's own rights.
 */
const keyOf = (secret: string) => createHmac('sha256', secret).update('mosaico report link v1').digest();

const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function signReportLink(
  secret: string,
  report: ReportKind,
  filters: ReportFilters,
  now: Date = new Date(),
  lifetimeDays = REPORT_LINK_LIFETIME_DAYS,
): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + lifetimeDays * 24 * 60 * 60 * 1000);
  const payload = Buffer.from(
    JSON.stringify({ k: report, f: filters, e: Math.floor(expiresAt.getTime() / 1000) }),
    'utf8',
  ).toString('base64url');
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt };
}

/** The report and filters a token opens; 400 REPORT_LINK_INVALID (altered, malformed) or REPORT_LINK_EXPIRED. */
export function readReportLink(
  secret: string,
  token: string,
  now: Date = new Date(),
): { report: ReportKind; filters: ReportFilters; expiresAt: Date } {
  const invalid = () => new AppError(400, 'REPORT_LINK_INVALID');
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw invalid();
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  let parsed: { k?: unknown; f?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (
    typeof parsed.k !== 'string' ||
    !(REPORT_KINDS as readonly string[]).includes(parsed.k) ||
    typeof parsed.e !== 'number' ||
    typeof parsed.f !== 'object' ||
    parsed.f === null
  ) {
    throw invalid();
  }
  const expiresAt = new Date(parsed.e * 1000);
  if (expiresAt.getTime() <= now.getTime()) throw new AppError(400, 'REPORT_LINK_EXPIRED');
  const filters: ReportFilters = {};
  for (const [key, value] of Object.entries(parsed.f as Record<string, unknown>)) {
    if (typeof value === 'string') filters[key] = value;
  }
  return { report: parsed.k as ReportKind, filters, expiresAt };
}
