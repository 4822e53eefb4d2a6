import { Anchor, Badge, Container, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import type { CompatiblesResponse, ParticipantsResponse } from '@mosaico/domain';
import {
  APPLICANTS_ORDER,
  type ApplicantsOrder,
  type CompatiblesOrder,
  defaultApplicantsOrder,
  defaultCompatiblesOrder,
  opportunityStageLabel,
  PROFESSIONALS_TABS,
  type ProfessionalsTab,
} from '@mosaico/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
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
import { useCandidates, useEnrolled } from '../api/selection-api';
import { CandidatesTab } from '../components/candidates-tab';
import { isCompatiblesOrder } from '../components/compatibles-order-select';
import { CompatiblesPanel } from '../components/compatibles-panel';
import { EnrolledTab } from '../components/enrolled-tab';
import { KeywordSearch } from '../components/keyword-search';
import { NotFound } from '../components/professionals-feedback';

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
            <EnrolledTab
              opportunityId={id}
              list={enrolled}
              page={page}
              onPage={setPage}
              filter={enrolledFilter}
              onFilter={setFilter('filter')}
              order={applicantsOrder}
              onOrder={setOrder}
              finished={detail?.isFinished === true}
            />
          </Tabs.Panel>
          <Tabs.Panel value="candidates" pt="lg">
            <CandidatesTab
              opportunityId={id}
              list={candidates}
              page={page}
              onPage={setPage}
              stage={stageFilter}
              onStage={setFilter('stage')}
              status={statusFilter}
              onStatus={setFilter('status')}
              responsible={responsibleFilter}
              onResponsible={(value) => update({ responsible: value === '-1' ? null : value, page: null })}
              order={applicantsOrder}
              onOrder={setOrder}
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
