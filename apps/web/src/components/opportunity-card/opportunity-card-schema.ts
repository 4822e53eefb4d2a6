import type { OpportunityCard } from '@mosaico/domain';

/** An opportunity card as the home and search lists send it (000 §2 "Card data"; schema in @mosaico/domain). */
export type OpportunityCardData = OpportunityCard;

/** Card titles are cut at 27 characters (000 §9); the full title stays available as a tooltip. */
export const CARD_TITLE_MAX_LENGTH = 27;
/** The 'hot' badge shows when the compatibility level is above 70 (000 §2). */
export const HOT_LEVEL_THRESHOLD = 70;

export function truncateTitle(title: string, max: number = CARD_TITLE_MAX_LENGTH): string {
  return title.length > max ? `${title.slice(0, max).trimEnd()}…` : title;
}

export function isHot(card: Pick<OpportunityCardData, 'isCompatibleCandidateLevel'>): boolean {
  return card.isCompatibleCandidateLevel > HOT_LEVEL_THRESHOLD;
}
