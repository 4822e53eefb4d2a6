import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
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
}

export function OpportunitySection({
  id,
  title,
  icon,
  emptyText,
  opportunities,
  loading,
  skeletons = 4,
}: OpportunitySectionProps) {
  const headingId = `home-section-${id}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" aria-busy={loading}>
      <Title order={2} size="h3" id={headingId} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        {icon}
        {title}
      </Title>
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
