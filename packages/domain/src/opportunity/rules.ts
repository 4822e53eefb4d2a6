import { z } from 'zod';

// 001 §3 / §9: label '1' = active in the kanban, '2' = inactive (default).
export const OPPORTUNITY_LABELS = { active: '1', inactive: '2' } as const;
export type OpportunityLabel = (typeof OPPORTUNITY_LABELS)[keyof typeof OPPORTUNITY_LABELS];
export const DEFAULT_OPPORTUNITY_LABEL: OpportunityLabel = '2';
export const opportunityLabelSchema = z.enum(['1', '2']);

/** 000 §4 / 001 §4: applications and stages of an inactive opportunity (label '2') cannot change. */
export function isOpportunityActive(label: string | null | undefined): boolean {
  return label === OPPORTUNITY_LABELS.active;
}

// 000 §9 / 001 §2.2: search radius in km, default 50.
export const DEFAULT_RANGE_KM = 50;

// 000 §9 / 001 §9: a card's hot badge needs a level above 70. Compatible and high compatibility (above 60 %)
// are matching rules: matching/compatibility.ts.
export const HOT_LEVEL_THRESHOLD = 70;
export function isHot(level: number | null | undefined): boolean {
  return (level ?? 0) > HOT_LEVEL_THRESHOLD;
}
// 002 §2.6: the talent card lists the first 3 high-compatibility opportunities.
export const HIGH_COMPATIBLE_OPPORTUNITIES_SHOWN = 3;

// Text limits: card title 27 (000 §2), expanded-card details 600 (001 §2.4), finishing description
// 80 (001 §5), feed comments truncated from 20 characters (002 §5).
export const CARD_TITLE_MAX_LENGTH = 27;
export const DETAILS_MAX_LENGTH = 600;
export const FINISH_DESCRIPTION_MAX_LENGTH = 80;
export const FEED_COMMENT_TRUNCATE_LENGTH = 20;
export const ELLIPSIS = '…';

/** Keeps the first `max` characters and appends an ellipsis when the text was longer. */
export function truncateText(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}${ELLIPSIS}` : text;
}

// 001 §3: criterion weights 1 to 3; required = 3, desirable = 2 or 1.
export const CRITERION_WEIGHTS = { desirableLow: 1, desirable: 2, required: 3 } as const;
export const MIN_CRITERION_WEIGHT = 1;
export const MAX_CRITERION_WEIGHT = 3;
export const REQUIRED_CRITERION_WEIGHT = 3;
export const criterionWeightSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export function isRequiredCriterion(weight: number): boolean {
  return weight === REQUIRED_CRITERION_WEIGHT;
}

// 001 §3: close reasons (stable keys; the stored selectedReason.label is the translated text).
export const CLOSE_REASONS = [
  'closedWithProviderCandidate',
  'closedWithOtherConsultancy',
  'cancellation',
  'cancellationWithoutClientReply',
  'others',
] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
export const closeReasonSchema = z.enum(CLOSE_REASONS);
// 001 §5 / §9: "notify all candidates" defaults on when finishing.
export const DEFAULT_NOTIFY_ON_FINISH = true;

export const finishDescriptionSchema = z.string().trim().min(1).max(FINISH_DESCRIPTION_MAX_LENGTH);

// 001 §3 / §7: pre-register types and become-candidate conversion types.
export const PRE_REGISTER_TYPES = ['registered', 'candidate'] as const;
export const CONVERSION_TYPES = ['inscribe', 'candidate'] as const;
export const conversionTypeSchema = z.enum(CONVERSION_TYPES);

/** 001 §5: a positions amount below 0 becomes 0; empty input is ignored (null). */
export function normalizePositionsAmount(value: number | null | undefined): number | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  return Math.max(0, Math.trunc(value));
}
