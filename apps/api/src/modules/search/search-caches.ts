import type { HomeListsResponse, OpportunitySearchResponse } from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import type { NotifiedCache } from '../../lib/notified-cache';
import type { OpportunityRow } from './opportunity-search.repository';
import type { CardSource } from './opportunity-search.service';
import { createOpportunityTextIndex, type OpportunityTextIndex } from './opportunity-text-index';

/** The home lists as a visitor sees them, with the rows the per-user fields are laid over. */
export interface HomeSnapshot {
  /** Card ids per section, in section order. */
  sections: string[][];
  rows: OpportunityRow[];
  anonymous: HomeListsResponse;
}

/** One page of a professional's or visitor's search, before the per-user fields. */
export interface SearchSnapshot {
  /** What the page's cards are made of, in order (the per-user fields are laid over them). */
  sources: CardSource[];
  anonymous: OpportunitySearchResponse;
}

/**
 * What a visitor sees of the opportunities is the same for everyone and changes only when an opportunity does,
 * so the home lists and search pages are kept per instance until the database notifies a change
 * (lib/notified-cache.ts). Signed-in professionals get the same rows with their own fields laid over.
 */
export interface SearchCaches {
  home: NotifiedCache<HomeSnapshot>;
  search: NotifiedCache<SearchSnapshot>;
  /** Every opportunity's search document, followed row by row (opportunity-text-index.ts). */
  text: OpportunityTextIndex;
}

// Distinct search pages kept; a page of 36 cards is about 20 KB, so the bound is a few MB.
const MAX_SEARCH_PAGES = 500;

export function createSearchCaches(ctx: Pick<AppContext, 'database' | 'opportunityCaches'>): SearchCaches {
  return {
    home: ctx.opportunityCaches.cache<HomeSnapshot>({ maxEntries: 1 }),
    search: ctx.opportunityCaches.cache<SearchSnapshot>({ maxEntries: MAX_SEARCH_PAGES }),
    text: createOpportunityTextIndex(ctx),
  };
}
