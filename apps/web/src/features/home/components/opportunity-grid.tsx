import { SimpleGrid, Skeleton } from '@mantine/core';
import { OpportunityCard } from '../../../components/opportunity-card/opportunity-card';
import type { OpportunityCardData } from '../../../components/opportunity-card/opportunity-card-schema';
import classes from './opportunity-grid.module.css';

const COLUMNS = { base: 1, xs: 2, md: 4 } as const;

/**
 * The opportunity cards of the home sections and of the search results: one to four a row. `row` (home sections)
 * makes phones scroll the cards sideways instead of stacking them.
 */
export function OpportunityGrid({
  opportunities,
  layout = 'grid',
}: {
  opportunities: OpportunityCardData[];
  layout?: 'grid' | 'row';
}) {
  if (layout === 'row') {
    return (
      <div className={classes.row} data-testid="opportunity-row">
        {opportunities.map((opportunity) => (
          <OpportunityCard key={opportunity.id} opportunity={opportunity} />
        ))}
      </div>
    );
  }
  return (
    <SimpleGrid cols={COLUMNS}>
      {opportunities.map((opportunity) => (
        <OpportunityCard key={opportunity.id} opportunity={opportunity} />
      ))}
    </SimpleGrid>
  );
}

/** Placeholders the size of the cards while they load. */
export function OpportunityGridSkeleton({ count }: { count: number }) {
  return (
    <SimpleGrid cols={COLUMNS}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={index} height={118} radius="md" />
      ))}
    </SimpleGrid>
  );
}
