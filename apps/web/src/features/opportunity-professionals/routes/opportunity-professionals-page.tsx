import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  CloseButton,
  Container,
  Group,
  Loader,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  type CompatiblesOrder,
  defaultCompatiblesOrder,
  opportunityStageLabel,
  PAGE_SIZES,
  PROFESSIONALS_TABS,
  type ProfessionalsTab,
  TIMINGS_MS,
} from '@mosaico/domain';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';
import { LoadFailure } from '../../../components/load-failure/load-failure';
import { usePageTitle } from '../../../lib/page-title';
import {
  isNotFound,
  useCompatibles,
  useCompatiblesStatus,
  useOpportunityHeader,
  useOpportunityPreference,
} from '../api/professionals-api';
import { CompatiblesOrderSelect, isCompatiblesOrder } from '../components/compatibles-order-select';
import { ProfessionalCard } from '../components/professional-card';

/** Tabs that arrive with the selection workflow (a later issue): shown, not yet usable. */
const PENDING_TABS: readonly ProfessionalsTab[] = ['enrolled', 'candidates'];

function parseTab(value: string | null): ProfessionalsTab {
  return (PROFESSIONALS_TABS as readonly string[]).includes(value ?? '')
    ? (value as ProfessionalsTab)
    : 'compatibles';
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function parseOrder(value: string | null): CompatiblesOrder | null {
  if (value === null || value === '') return null;
  const order = Number(value);
  return isCompatiblesOrder(order) ? order : null;
}

function NotFound() {
  const { t } = useTranslation('professionals');
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md" data-testid="opportunity-not-found">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.text')}</Text>
        <Button component={Link} to={paths.home}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}

function ProfessionalsLoadFailure({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('professionals');
  return (
    <LoadFailure
      title={t('error.title')}
      text={t('error.text')}
      retryLabel={t('error.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** 001 §2.6: 'Aguarde. Estamos processando as informações.' while the compatibles status is not 'completed'. */
function Processing() {
  const { t } = useTranslation('professionals');
  return (
    <Group
      gap="sm"
      py="xl"
      justify="center"
      role="status"
      aria-live="polite"
      data-testid="compatibles-processing"
    >
      <Loader size="sm" aria-hidden="true" />
      <Text fw={600}>{t('status.processing')}</Text>
    </Group>
  );
}

function CardsSkeleton() {
  const { t } = useTranslation('professionals');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true" aria-label={t('status.loading')}>
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={index} height={180} radius="md" />
      ))}
    </SimpleGrid>
  );
}

function CompatiblesPanel({
  status,
  list,
  order,
  page,
  onOrder,
  onPage,
}: {
  status: ReturnType<typeof useCompatiblesStatus>;
  list: ReturnType<typeof useCompatibles>;
  order: CompatiblesOrder | null;
  page: number;
  onOrder: (order: CompatiblesOrder) => void;
  onPage: (page: number) => void;
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
              <ProfessionalCard item={item} />
            </Box>
          ))}
        </SimpleGrid>
        {pages > 1 && (
          <Box component="nav" aria-label={t('list.pagination')}>
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={changePage}
              siblings={1}
              boundaries={1}
              size="sm"
              getItemProps={(item) => ({ 'aria-label': t('list.page', { page: item }) })}
              getControlProps={(control) => ({ 'aria-label': t(`list.${control}`) })}
              styles={{ root: { display: 'flex', justifyContent: 'center' } }}
            />
          </Box>
        )}
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
        {order !== null ? (
          <CompatiblesOrderSelect value={order} onChange={onOrder} disabled={!completed} />
        ) : (
          <Box />
        )}
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

function PendingTabNotice({ tab, onBack }: { tab: ProfessionalsTab; onBack: () => void }) {
  const { t } = useTranslation('professionals');
  return (
    <Alert
      styles={ALERT_STYLES}
      color="brand"
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      title={t(`tabs.${tab}`)}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('tabs.pending')}</Text>
        <Button variant="default" size="xs" onClick={onBack}>
          {t('tabs.backToCompatibles')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** 001 §2.6: the opportunity professionals screen; this issue builds its compatibles tab. */
export function OpportunityProfessionalsPage() {
  const { t } = useTranslation('professionals');
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const tab = parseTab(search.get('state'));
  const page = parsePage(search.get('page'));
  const orderParam = parseOrder(search.get('order'));
  const pendingHintId = useId();

  const status = useCompatiblesStatus(id);
  const header = useOpportunityHeader(id);
  const preference = useOpportunityPreference(id);
  // 001 §9: PCD-preferring opportunities default to the PCD order; wait for the preference before listing.
  const order: CompatiblesOrder | null =
    orderParam ?? (preference.isFetched ? defaultCompatiblesOrder(preference.data) : null);
  const completed = status.data?.status === 'completed';
  const list = useCompatibles(id, page, order ?? 0, completed && order !== null);
  const opportunityTitle = header.data?.titulo;
  usePageTitle(opportunityTitle ? t('pageTitleFor', { title: opportunityTitle }) : t('pageTitle'));

  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: false },
    );
  const setPage = (next: number) => update({ page: next > 1 ? String(next) : null });
  const setOrder = (next: CompatiblesOrder) => update({ order: String(next), page: null });
  const setTab = (next: ProfessionalsTab) => update({ state: next, page: null });

  if (isNotFound(status.error) || isNotFound(header.error) || isNotFound(list.error)) return <NotFound />;

  const detail = header.data && !header.data.restricted ? header.data : null;
  const title = detail?.titulo ?? header.data?.titulo ?? null;
  const stage = detail ? opportunityStageLabel(detail) : null;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={6} component="header">
          <Text size="sm" c="gray.7" fw={600}>
            {t('eyebrow')}
          </Text>
          {title ? (
            <Title order={1} size="h2">
              <Anchor component={Link} to={paths.opportunity(id)} c="brand.8" inherit>
                {title}
              </Anchor>
            </Title>
          ) : (
            <Skeleton height={34} width="60%" aria-label={t('status.loading')} />
          )}
          {detail && stage && (
            <Group gap="xs" wrap="wrap">
              <Text size="sm" c="gray.8">
                {t('header.number', { number: detail.idOpportunity })}
              </Text>
              <Badge
                variant="light"
                color="brand"
                c="brand.9"
                data-testid="opportunity-stage"
                data-stage={stage}
              >
                {t('header.stage', { stage: t(`stage.${stage}`) })}
              </Badge>
              {detail.isFinished && (
                <Badge variant="light" color="gray" c="gray.9">
                  {t('header.finished')}
                </Badge>
              )}
            </Group>
          )}
        </Stack>

        <Tabs
          value={tab}
          onChange={(value) => {
            const next = parseTab(value);
            if (!PENDING_TABS.includes(next)) setTab(next);
          }}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab
              value="compatibles"
              rightSection={
                list.data ? (
                  <Badge size="sm" variant="light" color="brand" c="brand.9" aria-hidden="true">
                    {list.data.total}
                  </Badge>
                ) : undefined
              }
              aria-label={
                list.data ? t('tabs.compatiblesCount', { count: list.data.total }) : t('tabs.compatibles')
              }
            >
              {t('tabs.compatibles')}
            </Tabs.Tab>
            {PENDING_TABS.map((pending) => (
              <Tooltip
                key={pending}
                label={t('tabs.pending')}
                events={{ hover: true, focus: true, touch: true }}
                multiline
                w={260}
              >
                <Tabs.Tab
                  value={pending}
                  aria-disabled="true"
                  aria-describedby={pendingHintId}
                  c="gray.7"
                  style={{ cursor: 'not-allowed' }}
                  data-pending="true"
                >
                  {t(`tabs.${pending}`)}
                </Tabs.Tab>
              </Tooltip>
            ))}
          </Tabs.List>
          <Text id={pendingHintId} hidden>
            {t('tabs.pending')}
          </Text>

          <Tabs.Panel value="compatibles" pt="lg">
            <CompatiblesPanel
              status={status}
              list={list}
              order={order}
              page={page}
              onOrder={setOrder}
              onPage={setPage}
            />
          </Tabs.Panel>
          {PENDING_TABS.map((pending) => (
            <Tabs.Panel key={pending} value={pending} pt="lg">
              <PendingTabNotice tab={pending} onBack={() => setTab('compatibles')} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
