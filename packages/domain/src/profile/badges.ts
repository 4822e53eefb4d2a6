// STUB: replaced at merge by FLAGS task
import { z } from 'zod';

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
// biome-ignore lint/suspicious/noExplicitAny: stub; the FLAGS task defines the input
export type ProfessionalBadgeInput = any;
export function professionalBadges(_input: ProfessionalBadgeInput, _now: Date): ProfessionalBadge[] {
  return [];
}
