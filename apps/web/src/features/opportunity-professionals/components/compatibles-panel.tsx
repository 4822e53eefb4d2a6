import { Alert, Box, CloseButton, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { type CompatiblesOrder, HIGH_COMPATIBILITY_THRESHOLD, PAGE_SIZES, TIMINGS_MS } from '@mosaico/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';
import type { useCompatibles, useCompatiblesStatus } from '../api/professionals-api';
import { CardActions } from './card-actions';
import { CompatiblesOrderSelect } from './compatibles-order-select';
import { ListPagination } from './list-pagination';
import { ProfessionalCard } from './professional-card';
import { CardsSkeleton, Processing, ProfessionalsLoadFailure } from './professionals-feedback';

/** 001 §2.6: the compatibles tab: the status poll, the ranked list with its order, 12 per page. */
export function CompatiblesPanel({
  opportunityId,
  status,
  list,
  order,
  page,
  weaker,
  onOrder,
  onPage,
  onWeaker,
}: {
  opportunityId: string;
  status: ReturnType<typeof useCompatiblesStatus>;
  list: ReturnType<typeof useCompatibles>;
  order: CompatiblesOrder | null;
  page: number;
  weaker: boolean;
  onOrder: (order: CompatiblesOrder) => void;
  onPage: (page: number) => void;
  onWeaker: (weaker: boolean) => void;
}) {
  const { t } = useTranslation('professionals');
  const completed = status.data?.status === 'completed';
  const listTop = useRef<HTMLDivElement>(null);
  const [sawProcessing, setSawProcessing] = useState(false);
  const [ready, setReady] = useState(false);

  // 001 §2.6: after waiting, 'Sua vaga está pronta!' shows while the list loads (and a while after).
  useEffect(() => {
    if (status.data?.status === 'processing') setSawProcessing(true);
    if (status.data?.status === 'completed' && sawProcessing) {
      setReady(true);
      setSawProcessing(false);
    }
  }, [status.data?.status, sawProcessing]);
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => setReady(false), TIMINGS_MS.bannerHide);
    return () => window.clearTimeout(timer);
  }, [ready]);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZES.compatibles));

  // A page past the end (a stale link, a shorter list after a recompute) goes to the last page.
  useEffect(() => {
    if (list.data && total > 0 && page > pages) onPage(pages);
  }, [list.data, total, page, pages, onPage]);

  const changePage = (next: number) => {
    onPage(next);
    listTop.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  let body: React.ReactNode;
  if (status.isError) {
    body = <ProfessionalsLoadFailure onRetry={() => void status.refetch()} retrying={status.isFetching} />;
  } else if (!completed) {
    body = <Processing />;
  } else if (list.isError) {
    body = <ProfessionalsLoadFailure onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (!list.data) {
    body = <CardsSkeleton />;
  } else if (list.data.usersList.length === 0) {
    body = (
      <Text ta="center" py="xl" fw={600} data-testid="compatibles-empty">
        {t('empty')}
      </Text>
    );
  } else {
    const first = (page - 1) * PAGE_SIZES.compatibles + 1;
    const last = first + list.data.usersList.length - 1;
    body = (
      <Stack gap="md">
        <Text size="sm" c="gray.8" aria-live="polite" data-testid="compatibles-range">
          {t('list.range', { first, last, total })}
        </Text>
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="md"
          component="ol"
          m={0}
          p={0}
          style={{ listStyle: 'none', opacity: list.isPlaceholderData ? 0.6 : 1 }}
          aria-label={t('list.label')}
          aria-busy={list.isPlaceholderData}
          data-testid="compatibles-list"
        >
          {list.data.usersList.map((item) => (
            <Box component="li" key={item._usuario._id} miw={0}>
              <ProfessionalCard
                item={item}
                belowThreshold={item.nivelAderencia <= HIGH_COMPATIBILITY_THRESHOLD}
                actions={
                  <CardActions
                    opportunityId={opportunityId}
                    opportunityTitle={list.data.title}
                    item={item}
                    tab="compatibles"
                  />
                }
              />
            </Box>
          ))}
        </SimpleGrid>
        <ListPagination pages={pages} page={page} onChange={changePage} />
      </Stack>
    );
  }

  return (
    <Stack gap="md" ref={listTop} style={{ scrollMarginTop: 80 }}>
      {ready && (
        <Alert
          styles={ALERT_STYLES}
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden="true" />}
          role="status"
          data-testid="compatibles-ready"
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600}>
              {t('status.ready')}
            </Text>
            <CloseButton size="sm" aria-label={t('status.closeReady')} onClick={() => setReady(false)} />
          </Group>
        </Alert>
      )}
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Group gap="md" align="flex-end" wrap="wrap">
          {order !== null && (
            <CompatiblesOrderSelect value={order} onChange={onOrder} disabled={!completed} />
          )}
          <Switch
            label={t('list.weaker')}
            checked={weaker}
            onChange={(event) => onWeaker(event.currentTarget.checked)}
            disabled={!completed}
            data-testid="weaker-switch"
          />
        </Group>
        {list.data && (
          <Text size="sm" fw={600} data-testid="compatibles-total">
            {t('list.total', { count: list.data.total })}
          </Text>
        )}
      </Group>
      {body}
    </Stack>
  );
}
