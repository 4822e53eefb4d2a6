import { Button, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { PAGE_SIZES } from '@mosaico/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure/load-failure';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { useAuth } from '../../auth';
import { readSearchInput, useOpportunitySearch } from '../api/search-api';
import { Hero, HeroTitle } from '../components/hero';
import { OpportunityGrid, OpportunityGridSkeleton } from '../components/opportunity-grid';
import { SearchForm } from '../components/search-form';

const SKELETONS = 8;

/** Search results (000 §2): the search form filled from the URL, then a paginated grid of 36 cards. */
export function SearchPage() {
  const { t } = useTranslation('search');
  usePageTitle(t('pageTitle'));
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const input = readSearchInput(params);
  const search = useOpportunitySearch(input, user?.id ?? null);
  const data = search.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || PAGE_SIZES.search))) : 1;

  const goBack = () => {
    // The first page of the tab has no history entry to go back to.
    if (location.key === 'default') void navigate(paths.home);
    else void navigate(-1);
  };

  const goToPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <Hero py={{ base: 24, md: 40 }}>
        <Stack gap="md">
          <Group>
            <Button
              variant="white"
              size="compact-md"
              leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
              onClick={goBack}
            >
              {t('back')}
            </Button>
          </Group>
          <HeroTitle>{t('title')}</HeroTitle>
          <SearchForm
            key={params.toString()}
            initial={{
              keywords: input.keywords,
              location: input.location,
              placeId: input.placeId,
              homeOffice: input.homeOffice,
              radius: input.radius,
            }}
          />
        </Stack>
      </Hero>

      <Container size="lg" py="xl">
        <Stack
          component="section"
          aria-labelledby="search-results-heading"
          gap="md"
          aria-busy={search.isFetching}
        >
          <Title order={2} size="h3" id="search-results-heading">
            {input.section
              ? t('sectionResults', { section: t(`home:sections.${input.section}.title`) })
              : t('results')}
          </Title>
          {search.isPending ? (
            <OpportunityGridSkeleton count={SKELETONS} />
          ) : search.isError ? (
            <LoadFailure
              title={t('errorTitle')}
              text={t('error')}
              retryLabel={t('retry')}
              onRetry={() => void search.refetch()}
              retrying={search.isFetching}
            />
          ) : data && data.opportunities.length > 0 ? (
            <>
              <Text c="gray.7" aria-live="polite">
                {t('count', { count: data.total })}
              </Text>
              <OpportunityGrid opportunities={data.opportunities} />
              {pageCount > 1 && (
                <Group justify="center" mt="md">
                  <Pagination
                    total={pageCount}
                    value={Math.min(input.page, pageCount)}
                    onChange={goToPage}
                    getControlProps={(control) => ({
                      'aria-label': t(`pagination.${control}`),
                    })}
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
      </Container>
    </>
  );
}
