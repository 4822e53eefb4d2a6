import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { PAGE_SIZES } from '@mosaico/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { useEnrolled } from '../api/selection-api';
import { CardActions } from './card-actions';
import { ListPagination } from './list-pagination';
import { ProfessionalCard } from './professional-card';
import { CardsSkeleton, ProfessionalsLoadFailure } from './professionals-feedback';

export type ParticipantsQuery = ReturnType<typeof useEnrolled>;

/** The enrolled and candidates tabs' list: filters above, 12 cards per page with the tab's actions. */
export function ParticipantsPanel({
  opportunityId,
  tab,
  list,
  page,
  onPage,
  controls,
  before,
}: {
  opportunityId: string;
  tab: 'enrolled' | 'candidates';
  list: ParticipantsQuery;
  page: number;
  onPage: (page: number) => void;
  controls: React.ReactNode;
  before?: React.ReactNode;
}) {
  const { t } = useTranslation('professionals');
  const listTop = useRef<HTMLDivElement>(null);
  const total = list.data?.total ?? 0;
  const pageSize = tab === 'enrolled' ? PAGE_SIZES.enrolled : PAGE_SIZES.candidates;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (list.data && total > 0 && page > pages) onPage(pages);
  }, [list.data, total, page, pages, onPage]);

  let body: React.ReactNode;
  if (list.isError) {
    body = <ProfessionalsLoadFailure onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (!list.data) {
    body = <CardsSkeleton />;
  } else if (list.data.usersList.length === 0) {
    body = (
      <Text ta="center" py="xl" fw={600} data-testid={`${tab}-empty`}>
        {t('empty')}
      </Text>
    );
  } else {
    body = (
      <Stack gap="md">
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="md"
          component="ol"
          m={0}
          p={0}
          style={{ listStyle: 'none', opacity: list.isPlaceholderData ? 0.6 : 1 }}
          aria-label={t(`list.${tab}Label`)}
          aria-busy={list.isPlaceholderData}
          data-testid={`${tab}-list`}
        >
          {list.data.usersList.map((item) => (
            <Box component="li" key={item._usuario._id} miw={0}>
              <ProfessionalCard
                item={item}
                actions={
                  <CardActions
                    opportunityId={opportunityId}
                    opportunityTitle={list.data.title}
                    item={item}
                    tab={tab}
                  />
                }
              />
            </Box>
          ))}
        </SimpleGrid>
        <ListPagination
          pages={pages}
          page={page}
          onChange={(next) => {
            onPage(next);
            listTop.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
          }}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="md" ref={listTop} style={{ scrollMarginTop: 80 }}>
      {before}
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          {controls}
        </Group>
        {list.data && (
          <Text size="sm" fw={600} data-testid={`${tab}-total`}>
            {t(`list.${tab}Total`, { count: list.data.total })}
          </Text>
        )}
      </Group>
      {body}
    </Stack>
  );
}
