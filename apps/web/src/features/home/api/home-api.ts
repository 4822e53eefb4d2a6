import type { HomeListsResponse } from '@mosaico/domain';
import { useQuery } from '@tanstack/react-query';
import type { OpportunityCardData } from '../../../components/opportunity-card/opportunity-card-schema';
import { apiGet } from '../../../lib/api-client';

export type HomeLists = HomeListsResponse;

const homeListsSchema = () => import('./home-schemas').then((schemas) => schemas.homeListsResponseSchema);

export function useHomeOpportunities(userId: string | null) {
  return useQuery({
    // The answer carries per-user flags (isCandidate, compatibility), so it is cached per user.
    queryKey: ['opportunities', 'home', userId ?? 'anonymous'],
    queryFn: ({ signal }) => apiGet('/opportunity/list/home', homeListsSchema, { signal }),
  });
}

/** The home shows the 2 most compatible opportunities to signed-in professionals (000 §2, §9). */
export const COMPATIBLE_ON_HOME = 2;

export function pickCompatible(lists: HomeLists, limit: number = COMPATIBLE_ON_HOME): OpportunityCardData[] {
  const seen = new Set<string>();
  const all = Object.values(lists).flat();
  const compatible = all.filter((card) => {
    if (!card.isCompatibleCandidate || seen.has(card.id)) return false;
    seen.add(card.id);
    return true;
  });
  compatible.sort((a, b) => b.isCompatibleCandidateLevel - a.isCompatibleCandidateLevel);
  return compatible.slice(0, limit);
}

/**
 * Each opportunity appears once on the home page, in the first section that holds it (sections in the order they
 * are rendered); later sections keep the rest of their cards. Their 'see all' still opens the full search.
 */
export function firstAppearanceOnly<T extends { id: string }>(
  sections: readonly (readonly T[] | undefined)[],
): (T[] | undefined)[] {
  const seen = new Set<string>();
  return sections.map((cards) =>
    cards?.filter((card) => {
      if (seen.has(card.id)) return false;
      seen.add(card.id);
      return true;
    }),
  );
}
