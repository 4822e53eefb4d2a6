import { z } from 'zod';
import { evaluationFlags } from '../evaluation/flags';

/**
 * 002 §6 "Badges": the marks a professional's card or page shows to recruiters. The server decides them with
 * `professionalBadges` and sends them as `badges`; the screens only draw them (ProfessionalBadges).
 */
export const PROFESSIONAL_BADGES = [
  'star',
  'negative',
  'expired',
  'talent',
  'provider-member',
  'ex-member',
  'indicated',
  'international',
  'pcd',
  'registered-by-recruiter',
  'incomplete-registration',
  'pre-registered',
  'eu-citizen',
  'linkedin-provider',
] as const;
export type ProfessionalBadge = (typeof PROFESSIONAL_BADGES)[number];
export const professionalBadgeSchema = z.enum(PROFESSIONAL_BADGES);

/** What the rule reads of a professional: the flags kept with a status, how they registered, their evaluations. */
export interface ProfessionalBadgeInput {
  /** flags.talent */
  talent: boolean;
  /** flags.eluminer: a member of the provider's programme (DECISIONS "Provider": the name is a setting). */
  providerMember: boolean;
  /** flags.ex_eluminer: an ex-collaborator of the provider. */
  exMember: boolean;
  /** flags.indication_user: referred by the provider. */
  indicated: boolean;
  /** flags.location_international */
  international: boolean;
  /** europeanUnionCitizenship.status */
  euCitizen: boolean;
  /** dadosPessoais.pcdUser.isUserPCD */
  pcd: boolean;
  /** registerRh: a recruiter registered (or pre-registered) the professional. */
  registerRh: boolean;
  preRegister: boolean;
  validRegistration: boolean;
  /** The professional network that brought them (e.g. 'linkedin'), if any. */
  provider: string | null;
  /** avaliacoesUsuario: grade 0–10 and when it was made. */
  evaluations: ReadonlyArray<{ resultado: number; created: Date | string }>;
}

/**
 * The evaluation badges of a professional with several evaluations: star and negative come from the evaluations of
 * the last year (one star and one negative both show); when every evaluation is a year old or more, the most
 * recent one's verdict shows with 'expired', so an old verdict never reads as a current one.
 */
function evaluationBadges(
  evaluations: ProfessionalBadgeInput['evaluations'],
  now: Date,
): ProfessionalBadge[] {
  if (evaluations.length === 0) return [];
  const judged = evaluations.map((evaluation) => ({
    at: new Date(evaluation.created).getTime(),
    ...evaluationFlags(evaluation.resultado, evaluation.created, now),
  }));
  const current = judged.filter((evaluation) => !evaluation.expired);
  const badges: ProfessionalBadge[] = [];
  if (current.length > 0) {
    if (current.some((evaluation) => evaluation.star)) badges.push('star');
    if (current.some((evaluation) => evaluation.negative)) badges.push('negative');
    return badges;
  }
  const latest = judged.reduce((a, b) => (b.at > a.at ? b : a));
  if (latest.star) badges.push('star');
  if (latest.negative) badges.push('negative');
  badges.push('expired');
  return badges;
}

/**
 * 002 §6: the ONE rule deciding a professional's badges, in the order of PROFESSIONAL_BADGES.
 * - star / negative / expired: evaluationBadges above (DECISIONS "Evaluations": star ≥ 8, negative < 5, expired at a
 *   year);
 * - the flags a recruiter sets (talent, provider member, ex-member, indicated, international), PcD and EU citizenship
 *   when their status is on;
 * - registered-by-recruiter when a recruiter registered them; pre-registered while a pre-registration waits for the
 *   person; incomplete-registration when a recruiter registered them and they have not finished it yet (a
 *   pre-registration already says so with its own badge); linkedin-provider when LinkedIn brought them.
 */
export function professionalBadges(input: ProfessionalBadgeInput, now: Date): ProfessionalBadge[] {
  const on: Partial<Record<ProfessionalBadge, boolean>> = {
    talent: input.talent,
    'provider-member': input.providerMember,
    'ex-member': input.exMember,
    indicated: input.indicated,
    international: input.international,
    pcd: input.pcd,
    'registered-by-recruiter': input.registerRh,
    'incomplete-registration': input.registerRh && !input.validRegistration && !input.preRegister,
    'pre-registered': input.preRegister,
    'eu-citizen': input.euCitizen,
    'linkedin-provider': input.provider?.trim().toLowerCase() === 'linkedin',
  };
  const evaluation = new Set(evaluationBadges(input.evaluations, now));
  return PROFESSIONAL_BADGES.filter((badge) => evaluation.has(badge) || on[badge] === true);
}
