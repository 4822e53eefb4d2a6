// STUB: replaced at merge by FLAGS task
import { z } from 'zod';

export type ProfessionalBadge =
  | 'star'
  | 'negative'
  | 'expired'
  | 'talent'
  | 'provider-member'
  | 'ex-member'
  | 'indicated'
  | 'international'
  | 'pcd'
  | 'registered-by-recruiter'
  | 'incomplete-registration'
  | 'pre-registered'
  | 'eu-citizen'
  | 'linkedin-provider';

export const professionalBadgeSchema = z.enum([
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
]);

export type ProfessionalBadgeInput = Record<string, unknown>;

export function professionalBadges(_input: ProfessionalBadgeInput, _now: Date): ProfessionalBadge[] {
  return [];
}
