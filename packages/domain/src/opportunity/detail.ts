import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { mosaicPositionSchema } from '../mosaic/grid';
import { searchPlaceSchema } from '../search/search';
import { oneLineText } from '../shared/one-line';
import { opportunityLabelSchema } from './rules';
import { OPPORTUNITY_DISPLAY_STATUS_LABELS, OPPORTUNITY_STAGE_LABELS } from './stage';

// ---------------------------------------------------------------------------------------------------------------
// GET opportunity/{id} (000 §7, 001 §2.3): the opportunity as the detail screen shows it.
// ---------------------------------------------------------------------------------------------------------------

/** One read-only mosaic tile (001 §3 "Mosaic tile"): the piece's name and its place on the 6-column grid. */
export const opportunityMosaicTileSchema = z.object({
  detalhe: z.object({ nome: z.string() }),
  posicao: mosaicPositionSchema,
});
export type OpportunityMosaicTile = z.infer<typeof opportunityMosaicTileSchema>;

export const opportunityDetailCriterionSchema = z.object({
  nome: z.string(),
  termos: z.array(z.string()),
  peso: z.number().int(),
  necessary: z.boolean(),
});

const namedSchema = z.object({ _id: z.string(), nome: z.string() });

const stageKeys = Object.keys(OPPORTUNITY_STAGE_LABELS) as [
  keyof typeof OPPORTUNITY_STAGE_LABELS,
  ...Array<keyof typeof OPPORTUNITY_STAGE_LABELS>,
];
const statusKeys = Object.keys(OPPORTUNITY_DISPLAY_STATUS_LABELS) as [
  keyof typeof OPPORTUNITY_DISPLAY_STATUS_LABELS,
  ...Array<keyof typeof OPPORTUNITY_DISPLAY_STATUS_LABELS>,
];

/**
 * The whole opportunity: what a professional or visitor reads while it is available, and what a recruiter
 * always reads. `available` says whether professionals may see and apply to it (isOpportunityAvailableToProfessionals).
 * The recruiter-only fields (client, squad, responsible, refer-and-earn) are null for everyone else.
 */
export const opportunityDetailFullSchema = z.object({
  restricted: z.literal(false),
  available: z.boolean(),
  _id: z.string(),
  idOpportunity: z.number().int(),
  titulo: z.string(),
  /** ISO 8601; shown DD/MM/YYYY. */
  created: z.string(),
  /** Rich text written by recruiters (HTML): the client must sanitise it before rendering. */
  detalhes: z.string(),
  detalhesEn: z.string().nullable(),
  location: z.array(searchPlaceSchema),
  /** The remote mark: home office or the remote type. */
  homeOffice: z.boolean(),
  opportunityType: z.object({ remote: z.boolean(), hybrid: z.boolean(), inPerson: z.boolean() }),
  hiringModel: z.object({ clt: z.boolean(), pj: z.boolean(), others: z.boolean() }),
  mosaico: z.array(opportunityMosaicTileSchema),
  criterias: z.array(opportunityDetailCriterionSchema),
  careers: z.array(namedSchema),
  interests: z.array(namedSchema),
  isPublic: z.boolean(),
  isFinished: z.boolean(),
  quantidadeVagas: z.number().int(),
  fase: z.number().int(),
  label: opportunityLabelSchema,
  /** opportunityStageLabel key (closed, review, recruitment, evaluation, selection, presentation). */
  stage: z.enum(stageKeys),
  /** opportunityDisplayStatus key (finished, published, notPublished). */
  status: z.enum(statusKeys),
  /** The signed-in person's place in it: false / null for visitors and recruiters who took no part. */
  isCandidate: z.boolean(),
  isEnrolled: z.boolean(),
  /** Adherence 0–100: the candidature's when taking part, else the engine's compatibility; null when unknown. */
  nivelAderencia: z.number().nullable(),
  // Recruiters only (null for everyone else).
  client: z.string().nullable(),
  squad: z.object({ _id: z.string(), name: z.string() }).nullable(),
  responsible: z.object({ _id: z.string(), displayName: z.string() }).nullable(),
  specialReferAndEarn: z.boolean().nullable(),
  /** Decimal text such as '1500.00'. */
  rewardAmount: z.string().nullable(),
  /** The instant it was first published (the recruitment period's start, 002 §4). */
  publicationDate: z.string().nullable(),
  /** The Refer-and-Earn programme's own date, the form's 'publication date' (001 §2.2). */
  referAndEarnDate: z.string().nullable(),
  /**
   * Whether DELETE opportunity/{id} would accept it (001 §4: no candidates nor enrolled professionals), decided by
   * the server's own deletion rule; recruiters only (null for everyone else).
   */
  canDelete: z.boolean().nullable(),
});
export type OpportunityDetailFull = z.infer<typeof opportunityDetailFullSchema>;

/**
 * A finished, unpublished or filled opportunity as a professional or visitor gets it (001 §2.3: "A oportunidade
 * não está mais disponível."): its title only, and whether the signed-in person took part in it.
 */
export const opportunityDetailRestrictedSchema = z.object({
  restricted: z.literal(true),
  available: z.literal(false),
  _id: z.string(),
  titulo: z.string(),
  isCandidate: z.boolean(),
  isEnrolled: z.boolean(),
});
export type OpportunityDetailRestricted = z.infer<typeof opportunityDetailRestrictedSchema>;

export const opportunityDetailSchema = z.discriminatedUnion('restricted', [
  opportunityDetailFullSchema,
  opportunityDetailRestrictedSchema,
]);
export type OpportunityDetail = z.infer<typeof opportunityDetailSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST opportunity/{id}/becomeCandidate (000 §7, 001 §7): a professional applying.
// ---------------------------------------------------------------------------------------------------------------

/** The referrer's name typed in the candidature modal (optional). */
export const REFERRER_MAX_LENGTH = 120;

/**
 * A professional applying sends {activeLanguage, attachmentUrl: null, indicadoPor, _usuario: {_id}}. The
 * recruiter variant (conversionType, triageRecruitmentOptions, byRH, recruiter) is accepted by the schema so the
 * API can answer it with a clear error until it is built.
 */
export const becomeCandidateBodySchema = z.object({
  activeLanguage: z.enum(LANGUAGES).optional(),
  attachmentUrl: oneLineText().max(500).nullable().optional(),
  indicadoPor: oneLineText()
    .max(REFERRER_MAX_LENGTH)
    .nullable()
    .optional()
    .transform((value) => {
      const trimmed = value?.replace(/\s+/g, ' ').trim() ?? '';
      return trimmed === '' ? null : trimmed;
    }),
  _usuario: z.object({ _id: z.string().min(1).max(100) }),
  conversionType: oneLineText().max(60).optional(),
  triageRecruitmentOptions: z.unknown().optional(),
  byRH: z.boolean().optional(),
  recruiter: z.unknown().optional(),
});
export type BecomeCandidateBody = z.input<typeof becomeCandidateBodySchema>;

/** Success code of becomeCandidate; `message` carries its text in the request's language. */
export const CANDIDATURE_SUCCESS_CODE = 'CANDIDATURE_CONFIRMED_WITH_SUCCESS';

export const becomeCandidateResponseSchema = z.object({
  message: z.string(),
  /** The professional's own application, or a recruiter's enrolment (ENROLLED_BY_RH) or conversion. */
  code: z.enum([CANDIDATURE_SUCCESS_CODE, 'ENROLLED_BY_RH', 'MADE_CANDIDATE_BY_RH']),
  opportunityId: z.string(),
  candidatureId: z.string(),
});
export type BecomeCandidateResponse = z.infer<typeof becomeCandidateResponseSchema>;

/** Capture and channel stored for a professional's own application (step 0). */
export function ownApplicationCapture(indicadoPor: string | null | undefined): {
  capture: 'Indicação' | 'Divulgação';
  source: 'Outros';
} {
  return { capture: indicadoPor ? 'Indicação' : 'Divulgação', source: 'Outros' };
}

/**
 * The details text to show: the English version in en-US when one was written (non-blank once tags are
 * dropped), else the Portuguese one.
 */
export function detailsForLanguage(
  opp: { detalhes: string; detalhesEn: string | null },
  language: string,
): string {
  const english = opp.detalhesEn ?? '';
  const hasEnglish =
    english
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== '';
  return language === 'en-US' && hasEnglish ? english : opp.detalhes;
}

/** GET opportunity/{id}/get-opportunity-preference (001 §7): the PCD preference behind the default list order. */
export const opportunityPreferenceSchema = z.object({ pcdPref: z.boolean() });
export type OpportunityPreference = z.infer<typeof opportunityPreferenceSchema>;
