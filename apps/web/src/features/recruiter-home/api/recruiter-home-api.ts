import { type OPPORTUNITY_LIST_FILTERS, opportunityFeedResponseSchema } from '@mosaico/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type OpportunityListFilter = (typeof OPPORTUNITY_LIST_FILTERS)[number];

/** One of the recruiter boards' lists (GET opportunity/filter/{filter}, 001 §7). */
export function useOpportunityFeed(filter: OpportunityListFilter) {
  return useQuery({
    queryKey: ['opportunities', 'filter', filter],
    queryFn: ({ signal }) =>
      apiGet(`/opportunity/filter/${encodeURIComponent(filter)}`, opportunityFeedResponseSchema, { signal }),
  });
}
