import type { DataExport, DataOrigin } from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import { PERSONAL_DATA_REGISTRY } from '../../db/personal-data-registry';
import type { CurrentUser } from '../../lib/auth';
import * as repository from './data-export.repository';
import type { UserRow } from './users.repository';
import { getUser, requireUserRow } from './users.service';

type Ctx = Pick<AppContext, 'database' | 'storage' | 'queue'>;

/** Where the registration came from (LGPD art. 19 II), from the flags the registration paths set. */
function originOf(row: UserRow): DataOrigin {
  if (row.preRegister) return 'pre-registration';
  if (row.registerRh || row.byRh) return 'registered-by-recruiter';
  return 'self-sign-up';
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * GET users/me/export (LGPD art. 18 II, 19; GDPR art. 15, 20): everything about the signed-in person at once, in one
 * JSON document: the profile as they see it, every application with its stages, the evaluations recruiters wrote of
 * them (LGPD art. 18 II reaches them; the product's screens still show them to recruiters only), the consent they
 * gave, their files with where to download them, what recruiters recorded about them (feed, sheet, talent board), where the data came from, and, from the personal-data registry,
 * every place that keeps data about them, who reads it, why and for how long.
 */
export async function exportOwnData(ctx: Ctx, viewer: CurrentUser): Promise<DataExport> {
  const row = await requireUserRow(ctx, viewer.id);
  const db = ctx.database.db;
  const [profile, applications, evaluations, ownFiles, feed, sheet, talent] = await Promise.all([
    getUser(ctx, viewer, viewer.id),
    repository.listApplications(db, viewer.id),
    repository.listEvaluations(db, viewer.id),
    repository.listOwnFiles(db, viewer.id),
    repository.listFeedEvents(db, viewer.id),
    repository.findRecruiterSheet(db, viewer.id),
    repository.findTalent(db, viewer.id),
  ]);
  const indicadoPor = row.personalData.indicadoPor;
  return {
    generatedAt: new Date().toISOString(),
    profile,
    origin: {
      kind: originOf(row),
      provider: row.provider,
      indicadoPor: typeof indicadoPor === 'string' && indicadoPor.trim() !== '' ? indicadoPor : null,
      registeredAt: row.createdAt.toISOString(),
    },
    applications: applications.map((application) => ({
      ...application,
      steps: application.steps as unknown as Array<Record<string, unknown>>,
      createdAt: application.createdAt.toISOString(),
    })),
    evaluations: evaluations.map((evaluation) => ({ ...evaluation, created: iso(evaluation.created) })),
    consent: row.privacyConsentAt
      ? [
          {
            event: 'privacy-policy-accepted' as const,
            at: row.privacyConsentAt.toISOString(),
            expiresAt: row.privacyConsentExpiresAt?.toISOString() ?? null,
          },
        ]
      : [],
    files: ownFiles.map((file) => ({
      ...file,
      uploadedAt: file.uploadedAt.toISOString(),
      downloadPath: `/api/documents/file/${file.id}`,
    })),
    recruiterRecords: {
      feed: feed.map((event) => ({ ...event, happenedAt: event.happenedAt.toISOString() })),
      sheet: sheet?.values ?? null,
      talent: talent
        ? { group: talent.group, enteredAt: talent.enteredAt.toISOString(), hiredOrQuit: talent.hiredOrQuit }
        : null,
    },
    kept: Object.entries(PERSONAL_DATA_REGISTRY).flatMap(([place, entry]) => {
      const kinds = [...new Set(Object.values(entry.columns))].filter((kind) => kind !== 'none');
      // Places that never hold this person's data (catalogues, shared indexes, recruiters' own notes) are left out.
      if (kinds.length === 0 || entry.erasure.action === 'none') return [];
      return [{ place, kinds, readers: entry.readers, purpose: entry.purpose, retention: entry.retention }];
    }),
  };
}
