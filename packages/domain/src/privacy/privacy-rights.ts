import { z } from 'zod';
import { userProfileSchema } from '../users/user-profile';

/**
 * The data-subject rights of issue 26 item 4 (LGPD art. 18–20, GDPR art. 15, 17, 20): GET users/me/export answers
 * everything about the signed-in person at once; DELETE users answers the erasure receipt. Both sides parse these.
 */

/** Where a person's data came from (LGPD art. 19 II: the origin of the data). */
export const DATA_ORIGINS = ['self-sign-up', 'registered-by-recruiter', 'pre-registration'] as const;
export type DataOrigin = (typeof DATA_ORIGINS)[number];

export const exportedApplicationSchema = z.object({
  opportunityId: z.string(),
  opportunityNumber: z.number().nullable(),
  opportunityTitle: z.string(),
  /** enrolled by a recruiter ('triado') or candidate. */
  kind: z.string(),
  statusCurrent: z.number(),
  statusHistory: z.array(z.object({ status: z.number(), date: z.string() })),
  /** The stages as recorded: key (1–4), date, whether the stage was met, and the recruiter's notes. */
  steps: z.array(z.record(z.string(), z.unknown())),
  indicadoPor: z.string().nullable(),
  createdAt: z.string(),
});

export const exportedEvaluationSchema = z.object({
  type: z.string(),
  opportunityTitle: z.string().nullable(),
  result: z.number(),
  conteudo: z.string(),
  created: z.string(),
});

export const exportedFileSchema = z.object({
  id: z.string(),
  kind: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
  /** The API path that downloads it (GET, the person's bearer token). */
  downloadPath: z.string(),
});

/** One place the person's data is kept, from the personal-data registry: what kinds, who reads it, why, how long. */
export const keptDataSchema = z.object({
  place: z.string(),
  kinds: z.array(z.string()),
  readers: z.string(),
  purpose: z.string(),
  retention: z.string(),
});

export const dataExportSchema = z.object({
  generatedAt: z.string(),
  profile: userProfileSchema,
  origin: z.object({
    kind: z.enum(DATA_ORIGINS),
    provider: z.string().nullable(),
    indicadoPor: z.string().nullable(),
    registeredAt: z.string(),
  }),
  applications: z.array(exportedApplicationSchema),
  evaluations: z.array(exportedEvaluationSchema),
  consent: z.array(
    z.object({
      event: z.literal('privacy-policy-accepted'),
      at: z.string(),
      expiresAt: z.string().nullable(),
    }),
  ),
  files: z.array(exportedFileSchema),
  /** What recruiters recorded about the person: the activity feed, the recruiter sheet, the talent board. */
  recruiterRecords: z.object({
    feed: z.array(
      z.object({
        happenedAt: z.string(),
        type: z.string(),
        opportunityTitle: z.string().nullable(),
        /** Sanitised rich text as recruiters wrote it. */
        comment: z.string(),
      }),
    ),
    sheet: z.record(z.string(), z.unknown()).nullable(),
    talent: z
      .object({ group: z.string().nullable(), enteredAt: z.string(), hiredOrQuit: z.boolean() })
      .nullable(),
  }),
  kept: z.array(keptDataSchema),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** DELETE users: what was removed where. The person keeps it (shown, and offered as a file): no mailbox is left. */
export const erasureReceiptSchema = z.object({
  erasedAt: z.string(),
  lines: z.array(
    z.object({ place: z.string(), action: z.enum(['deleted', 'anonymised']), rows: z.number() }),
  ),
  storage: z.object({ filesRemoved: z.number(), filesFailed: z.number() }),
  /** 002 §3 keeps the deleted-profile record: the name, the e-mail, when, and the comment. */
  kept: z.object({ place: z.literal('deleted_profiles'), fields: z.array(z.string()) }),
});
export type ErasureReceipt = z.infer<typeof erasureReceiptSchema>;
