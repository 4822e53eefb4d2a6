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
  NativeSelect,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import type { CompatiblesResponse, ParticipantsResponse } from '@mosaico/domain';
import {
  APPLICANTS_ORDER,
  type ApplicantsOrder,
  CANDIDATE_STATUS_LABELS,
  type CompatiblesOrder,
  defaultApplicantsOrder,
  defaultCompatiblesOrder,
  HIGH_COMPATIBILITY_THRESHOLD,
  opportunityStageLabel,
  PAGE_SIZES,
  PROFESSIONALS_TABS,
  type ProfessionalsTab,
  TIMINGS_MS,
} from '@mosaico/domain';
import { IconCircleCheck, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';
import { LoadFailure } from '../../../components/load-failure/load-failure';
import { errorMessage } from '../../../lib/api-client';
import { useResponsibles } from '../../../lib/catalogues';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import {
  isNotFound,
  type TabCounts,
  useCompatibles,
  useCompatiblesStatus,
  useOpportunityHeader,
  useOpportunityPreference,
  useTabCounts,
} from '../api/professionals-api';
import { useAllCandidates, useCandidates, useEnrolled, useSelectionAction } from '../api/selection-api';
import { CandidateKanban } from '../components/candidate-kanban';
import { CardActions } from '../components/card-actions';
import { CompatiblesOrderSelect, isCompatiblesOrder } from '../components/compatibles-order-select';
import { DismissModal } from '../components/dismiss-modal';
import { KeywordSearch } from '../components/keyword-search';
import { ProfessionalCard } from '../components/professional-card';

function parseTab(value: string | null): ProfessionalsTab {
  return (PROFESSIONALS_TABS as readonly string[]).includes(value ?? '')
    ? (value as ProfessionalsTab)
    : 'compatibles';
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const APPLICANTS_ORDERS = Object.values(APPLICANTS_ORDER) as ApplicantsOrder[];

function parseApplicantsOrder(value: string | null): ApplicantsOrder | null {
  if (value === null || value === '') return null;
  const order = Number(value) as ApplicantsOrder;
  return APPLICANTS_ORDERS.includes(order) ? order : null;
}

/** A filter value from the URL, or 99 (all) when absent or not one of `allowed`. */
function parseFilter(value: string | null, allowed: readonly number[]): number {
  const filter = Number(value);
  return value !== null && allowed.includes(filter) ? filter : 99;
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
    <SimpleGrid
      cols={{ base: 1, md: 2 }}
      spacing="md"
      role="status"
      aria-busy="true"
      aria-label={t('status.loading')}
    >
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={index} height={180} radius="md" />
      ))}
    </SimpleGrid>
  );
}

function CompatiblesPanel({
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

/** The tabs' page navigation (only with more than one page). */
function ListPagination({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('professionals');
  if (pages <= 1) return null;
  return (
    <Box component="nav" aria-label={t('list.pagination')}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        size="sm"
        getItemProps={(item) => ({ 'aria-label': t('list.page', { page: item }) })}
        getControlProps={(control) => ({ 'aria-label': t(`list.${control}`) })}
        styles={{ root: { display: 'flex', justifyContent: 'center' } }}
      />
    </Box>
  );
}

type ParticipantsQuery = ReturnType<typeof useEnrolled>;

/** The enrolled and candidates tabs' list: filters above, 12 cards per page with the tab's actions. */
function ParticipantsPanel({
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

function ApplicantsOrderSelect({
  value,
  onChange,
}: {
  value: ApplicantsOrder;
  onChange: (o: ApplicantsOrder) => void;
}) {
  const { t } = useTranslation('professionals');
  return (
    <NativeSelect
      label={t('order.label')}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value) as ApplicantsOrder)}
      data={(Object.entries(APPLICANTS_ORDER) as Array<[string, number]>).map(([key, order]) => ({
        value: String(order),
        label: t(`order.${key}`),
      }))}
      data-testid="applicants-order"
    />
  );
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  options: Array<{ value: number; label: string }>;
  onChange: (value: number) => void;
  testId: string;
}) {
  return (
    <NativeSelect
      label={label}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={options.map((option) => ({ value: String(option.value), label: option.label }))}
      data-testid={testId}
    />
  );
}

/** 001 §4: dismissing every enrolled professional at once, with an optional e-mail. */
function DismissAllEnrolled({ opportunityId, disabled }: { opportunityId: string; disabled: boolean }) {
  const { t } = useTranslation('professionals');
  const action = useSelectionAction(opportunityId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" color="red" size="xs" disabled={disabled} onClick={() => setOpen(true)}>
        {t('actions.dismissAll')}
      </Button>
      {open && (
        <DismissModal
          opened
          title={t('actions.dismissAll')}
          text={t('actions.dismissAllText')}
          pending={action.isPending}
          onClose={() => setOpen(false)}
          onConfirm={(sendMail) =>
            action.mutate(
              { kind: 'dismissAll', sendMail },
              {
                onSuccess: (message) => {
                  notifySuccess(message);
                  setOpen(false);
                },
                onError: () => notifyError(t('actions.dismissAllFailed')),
              },
            )
          }
        />
      )}
    </>
  );
}

/** 001 §4: dismissing the candidates who have no victory date (final-dispense). */
function DismissWithoutVictory({ opportunityId, userIds }: { opportunityId: string; userIds: string[] }) {
  const { t } = useTranslation('professionals');
  const action = useSelectionAction(opportunityId);
  return (
    <Button
      variant="subtle"
      color="red"
      size="xs"
      disabled={userIds.length === 0}
      loading={action.isPending}
      onClick={() =>
        action.mutate(
          { kind: 'finalDispense', userIds },
          {
            onSuccess: (message) => notifySuccess(message),
            onError: (error) => notifyError(errorMessage(error, t('actions.finalDispenseFailed'))),
          },
        )
      }
    >
      {t('actions.finalDispense')}
    </Button>
  );
}

/**
 * 001 §2.6 'the counters': all three tabs show their count whatever tab is open. The open tab's own answer counts
 * it (fresh after paging or an action); the others come from the opportunity's counters (useTabCounts). The
 * compatibles count is the tab's above 60 % (DECISIONS 'Compatible'), also with 'weaker matches' shown, and none while
 * the compatibles are still computing.
 */
function tabCounts(input: {
  completed: boolean;
  compatibles: CompatiblesResponse | undefined;
  weaker: boolean;
  participants: ParticipantsResponse | undefined;
  counters: TabCounts | undefined;
}): Record<ProfessionalsTab, number | undefined> {
  const { completed, compatibles, weaker, participants, counters } = input;
  return {
    compatibles: completed ? (compatibles && !weaker ? compatibles.total : counters?.compatibles) : undefined,
    enrolled: participants?.triadosTotal ?? counters?.enrolled,
    candidates: participants?.candidatosTotal ?? counters?.candidates,
  };
}

/** 001 §2.6: the opportunity professionals screen: compatibles, enrolled and candidates (with their kanban). */
export function OpportunityProfessionalsPage() {
  const { t } = useTranslation('professionals');
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const tab = parseTab(search.get('state'));
  const page = parsePage(search.get('page'));
  const orderParam = parseOrder(search.get('order'));
  const applicantsOrderParam = parseApplicantsOrder(search.get('order'));
  const enrolledFilter = parseFilter(search.get('filter'), [0, 1]);
  const stageFilter = parseFilter(search.get('stage'), [1, 2, 3, 4]);
  const statusFilter = parseFilter(search.get('status'), [0, 1, 2, 3, 4, 5, 6]);
  const responsibleFilter = search.get('responsible') ?? '-1';

  const status = useCompatiblesStatus(id);
  const header = useOpportunityHeader(id);
  const counters = useTabCounts(id);
  const preference = useOpportunityPreference(id);
  // 001 §9: PCD-preferring opportunities default to the PCD order; wait for the preference before listing.
  const order: CompatiblesOrder | null =
    orderParam ?? (preference.isFetched ? defaultCompatiblesOrder(preference.data) : null);
  const applicantsOrder: ApplicantsOrder | null =
    applicantsOrderParam ?? (preference.isFetched ? defaultApplicantsOrder(preference.data) : null);
  const completed = status.data?.status === 'completed';
  const weaker = search.get('weaker') === '1';
  const list = useCompatibles(
    id,
    page,
    order ?? 0,
    weaker,
    tab === 'compatibles' && completed && order !== null,
  );
  const enrolled = useEnrolled(
    id,
    page,
    enrolledFilter,
    applicantsOrder ?? 0,
    tab === 'enrolled' && applicantsOrder !== null,
  );
  const candidates = useCandidates(
    id,
    page,
    stageFilter,
    statusFilter,
    applicantsOrder ?? 0,
    responsibleFilter,
    tab === 'candidates' && applicantsOrder !== null,
  );
  const responsibles = useResponsibles(tab === 'candidates');
  const kanban = useAllCandidates(id, tab === 'candidates');
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
  const setOrder = (next: number) => update({ order: String(next), page: null });
  const setFilter = (name: string) => (value: number) =>
    update({ [name]: value === 99 ? null : String(value), page: null });
  // Each tab has its own order keys and filters: switching keeps none of the other's.
  const setTab = (next: ProfessionalsTab) =>
    update({
      state: next,
      page: null,
      order: null,
      filter: null,
      stage: null,
      status: null,
      responsible: null,
      weaker: null,
    });

  if (isNotFound(status.error) || isNotFound(header.error) || isNotFound(list.error)) return <NotFound />;

  const detail = header.data && !header.data.restricted ? header.data : null;
  const title = detail?.titulo ?? header.data?.titulo ?? null;
  const stage = detail ? opportunityStageLabel(detail) : null;
  // Only the open tab's answer: another tab's cached page may predate an action taken since.
  const participants =
    tab === 'enrolled' ? enrolled.data : tab === 'candidates' ? candidates.data : undefined;
  const counts = tabCounts({
    completed,
    compatibles: tab === 'compatibles' ? list.data : undefined,
    weaker,
    participants,
    counters: counters.data,
  });
  const statusOptions = [
    { value: 99, label: t('filters.all') },
    ...Object.keys(CANDIDATE_STATUS_LABELS).map((key) => ({
      value: Number(key),
      label: t(`candidateStatus.${key}`),
    })),
  ];
  const withoutVictory = (kanban.data?.candidates ?? [])
    .filter((candidate) => ![3, 4, 5, 6].includes(candidate.statusCurrent))
    .map((candidate) => candidate.userId);

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
            <Skeleton height={34} width="60%" role="status" aria-label={t('status.loading')} />
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

        <KeywordSearch
          opportunityId={id}
          query={search.get('q') ?? ''}
          page={parsePage(search.get('kpage'))}
          onSearch={(query) => update({ q: query, kpage: null })}
          onPage={(next) => update({ kpage: next > 1 ? String(next) : null })}
        />

        <Tabs value={tab} onChange={(value) => setTab(parseTab(value))} keepMounted={false}>
          <Tabs.List>
            {PROFESSIONALS_TABS.map((name) => {
              const count = counts[name];
              return (
                <Tabs.Tab
                  key={name}
                  value={name}
                  rightSection={
                    count !== undefined ? (
                      <Badge size="sm" variant="light" color="brand" c="brand.9" aria-hidden="true">
                        {count}
                      </Badge>
                    ) : undefined
                  }
                  aria-label={count !== undefined ? t(`tabs.${name}Count`, { count }) : t(`tabs.${name}`)}
                >
                  {t(`tabs.${name}`)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>

          <Tabs.Panel value="compatibles" pt="lg">
            <CompatiblesPanel
              opportunityId={id}
              status={status}
              list={list}
              order={order}
              page={page}
              weaker={weaker}
              onOrder={setOrder}
              onPage={setPage}
              onWeaker={(next) => update({ weaker: next ? '1' : null, page: null })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="enrolled" pt="lg">
            <ParticipantsPanel
              opportunityId={id}
              tab="enrolled"
              list={enrolled}
              page={page}
              onPage={setPage}
              controls={
                <>
                  <FilterSelect
                    label={t('filters.enrolled')}
                    value={enrolledFilter}
                    onChange={setFilter('filter')}
                    options={[
                      { value: 99, label: t('filters.all') },
                      { value: 0, label: t('filters.byRh') },
                      { value: 1, label: t('filters.own') },
                    ]}
                    testId="enrolled-filter"
                  />
                  {applicantsOrder !== null && (
                    <ApplicantsOrderSelect value={applicantsOrder} onChange={setOrder} />
                  )}
                  <DismissAllEnrolled
                    opportunityId={id}
                    disabled={(enrolled.data?.triadosTotal ?? 0) === 0 || detail?.isFinished === true}
                  />
                </>
              }
            />
          </Tabs.Panel>
          <Tabs.Panel value="candidates" pt="lg">
            <ParticipantsPanel
              opportunityId={id}
              tab="candidates"
              list={candidates}
              page={page}
              onPage={setPage}
              before={
                <Stack gap="sm">
                  <Group justify="space-between" wrap="wrap" gap="sm">
                    <Title order={2} size="h4">
                      {t('kanban.title')}
                    </Title>
                    <Group gap="sm">
                      <Button
                        component={Link}
                        to={paths.preRegister(id)}
                        size="xs"
                        variant="light"
                        leftSection={<IconUserPlus size={14} aria-hidden="true" />}
                      >
                        {t('actions.preRegister')}
                      </Button>
                      <DismissWithoutVictory opportunityId={id} userIds={withoutVictory} />
                    </Group>
                  </Group>
                  {kanban.data ? (
                    <CandidateKanban opportunityId={id} candidates={kanban.data.candidates} />
                  ) : kanban.isError ? (
                    <ProfessionalsLoadFailure
                      onRetry={() => void kanban.refetch()}
                      retrying={kanban.isFetching}
                    />
                  ) : (
                    <Skeleton height={160} radius="md" />
                  )}
                </Stack>
              }
              controls={
                <>
                  <FilterSelect
                    label={t('filters.stage')}
                    value={stageFilter}
                    onChange={setFilter('stage')}
                    options={[
                      { value: 99, label: t('filters.all') },
                      { value: 1, label: t('stage.recruitment') },
                      { value: 2, label: t('stage.evaluation') },
                      { value: 3, label: t('stage.selection') },
                      { value: 4, label: t('stage.presentation') },
                    ]}
                    testId="stage-filter"
                  />
                  <FilterSelect
                    label={t('filters.status')}
                    value={statusFilter}
                    onChange={setFilter('status')}
                    options={statusOptions}
                    testId="status-filter"
                  />
                  <NativeSelect
                    label={t('filters.responsible')}
                    value={responsibleFilter}
                    onChange={(event) =>
                      update({
                        responsible: event.currentTarget.value === '-1' ? null : event.currentTarget.value,
                        page: null,
                      })
                    }
                    data={[
                      { value: '-1', label: t('filters.all') },
                      ...(responsibles.data ?? []).map((person) => ({
                        value: person._id,
                        label: person.displayName,
                      })),
                    ]}
                    data-testid="responsible-filter"
                  />
                  {applicantsOrder !== null && (
                    <ApplicantsOrderSelect value={applicantsOrder} onChange={setOrder} />
                  )}
                </>
              }
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
