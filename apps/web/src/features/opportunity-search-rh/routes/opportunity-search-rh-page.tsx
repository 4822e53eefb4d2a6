import { Container, Group, Loader, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PAGE_SIZES } from '@mosaico/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure/load-failure';
import { usePageTitle } from '../../../lib/page-title';
import {
  hasSearched,
  motiveOptions,
  type RecruiterSearchFormInput,
  type RecruiterSearchInput,
  readRecruiterSearch,
  useCareers,
  useClientNames,
  useRecruiterOpportunitySearch,
  writeRecruiterSearch,
} from '../api/opportunity-search-rh-api';
import { RecruiterOpportunityCard } from '../components/recruiter-opportunity-card';
import { RecruiterSearchForm } from '../components/recruiter-search-form';
import { ResultFilters, type ResultFilterValues } from '../components/result-filters';

const COLUMNS = { base: 1, sm: 2, md: 3, lg: 4 } as const;

/**
 * The recruiters' opportunity search (002 §2.7) at /opportunities/search: every opportunity, published,
 * unpublished or finalized, 36 a page. The whole search lives in the URL query.
 */
export function OpportunitySearchRhPage() {
  const { t } = useTranslation('recruiter-search');
  usePageTitle(t('pageTitle'));
  const [params, setParams] = useSearchParams();
  const input = readRecruiterSearch(params);
  const searched = hasSearched(params);
  const search = useRecruiterOpportunitySearch(input, searched);
  const clients = useClientNames();
  const careers = useCareers();
  const data = searched ? search.data : undefined;
  const pageSize = data?.pageSize || PAGE_SIZES.kanbanSearch;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  const go = (next: RecruiterSearchInput) => setParams(writeRecruiterSearch(next));

  const submit = (form: RecruiterSearchFormInput) =>
    go({ ...input, ...form, motive: form.status === 'finalized' ? input.motive : '', page: 1 });

  const filter = (values: ResultFilterValues) => go({ ...input, ...values, page: 1 });

  const goToPage = (page: number) => {
    go({ ...input, page });
    window.scrollTo({ top: 0 });
  };

  // The form is rebuilt when the URL's search changes (back, forward), not when only a filter or page does.
  const formKey = JSON.stringify([
    input.keywords,
    input.location,
    input.placeId,
    input.status,
    input.homeOffice,
  ]);

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <RecruiterSearchForm
          key={formKey}
          initial={{
            keywords: input.keywords,
            location: input.location,
            placeId: input.placeId,
            status: input.status,
            homeOffice: input.homeOffice,
          }}
          onSubmit={submit}
        />

        {searched ? (
          <Stack
            component="section"
            aria-labelledby="recruiter-search-results"
            gap="md"
            aria-busy={search.isFetching}
          >
            <Title order={2} size="h3" id="recruiter-search-results">
              {t('results')}
            </Title>
            <ResultFilters
              values={{ client: input.client, career: input.career, motive: input.motive }}
              clients={clients.data ?? []}
              careers={[...new Set((careers.data ?? []).map((career) => career.nome))]}
              motives={
                input.status === 'finalized'
                  ? motiveOptions(
                      (data?.opportunities ?? []).map((opportunity) => opportunity.motive),
                      input.motive,
                    )
                  : null
              }
              onChange={filter}
            />
            {search.isPending ? (
              <Group justify="center" py="xl">
                <Loader role="status" aria-label={t('loading')} />
              </Group>
            ) : search.isError ? (
              <LoadFailure
                title={t('errorTitle')}
                text={t('error')}
                retryLabel={t('retry')}
                onRetry={() => void search.refetch()}
                retrying={search.isFetching}
              />
            ) : data && data.total > 0 ? (
              <>
                <Text c="gray.7" aria-live="polite">
                  {t('count', { count: data.total })}
                </Text>
                <SimpleGrid cols={COLUMNS} data-testid="recruiter-search-grid">
                  {data.opportunities.map((opportunity) => (
                    <RecruiterOpportunityCard key={opportunity.id} opportunity={opportunity} />
                  ))}
                </SimpleGrid>
                {pageCount > 1 && (
                  <Group justify="center" mt="md">
                    <Pagination
                      total={pageCount}
                      value={Math.min(input.page, pageCount)}
                      onChange={goToPage}
                      withEdges
                      siblings={0}
                      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
                      getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
                    />
                  </Group>
                )}
              </>
            ) : (
              <Text c="gray.7" aria-live="polite">
                {t('empty')}
              </Text>
            )}
          </Stack>
        ) : (
          <Text c="gray.7">{t('prompt')}</Text>
        )}
      </Stack>
    </Container>
  );
}
