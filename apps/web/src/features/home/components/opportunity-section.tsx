import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OpportunityCardData } from '../../../components/opportunity-card/opportunity-card-schema';
import { OpportunityGrid, OpportunityGridSkeleton } from './opportunity-grid';

interface OpportunitySectionProps {
  id: string;
  title: string;
  icon?: ReactNode;
  emptyText: string;
  opportunities: OpportunityCardData[] | undefined;
  loading: boolean;
  skeletons?: number;
  /** Where 'see all' leads: the search narrowed to this section. */
  seeAll?: { to: string; label: string };
  /** The full section holds opportunities, even when all of them are shown in a section above. */
  hasMore?: boolean;
}

export function OpportunitySection({
  id,
  title,
  icon,
  emptyText,
  opportunities,
  loading,
  skeletons = 4,
  seeAll,
  hasMore = false,
}: OpportunitySectionProps) {
  const headingId = `home-section-${id}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" aria-busy={loading}>
      <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
        <Title order={2} size="h3" id={headingId} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {icon}
          {title}
        </Title>
        {seeAll && (hasMore || (opportunities && opportunities.length > 0)) && (
          <Anchor
            component={Link}
            to={seeAll.to}
            fw={600}
            style={{ whiteSpace: 'nowrap' }}
            aria-label={`${seeAll.label}: ${title}`}
          >
            {seeAll.label}
          </Anchor>
        )}
      </Group>
      {loading ? (
        <OpportunityGridSkeleton count={skeletons} />
      ) : opportunities && opportunities.length > 0 ? (
        <OpportunityGrid opportunities={opportunities} layout="row" />
      ) : (
        <Text c="gray.7">{emptyText}</Text>
      )}
    </Stack>
  );
}
