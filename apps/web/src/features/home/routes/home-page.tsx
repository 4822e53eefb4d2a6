import { Box, Container, Stack, Text } from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconDeviceLaptop,
  IconSparkles,
  IconStar,
  IconWorld,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure/load-failure';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { useAuth } from '../../auth';
import { firstAppearanceOnly, pickCompatible, useHomeOpportunities } from '../api/home-api';
import { Hero, HeroTitle } from '../components/hero';
import { OpportunitySection } from '../components/opportunity-section';
import { SearchForm } from '../components/search-form';

const ICON = { size: 22, 'aria-hidden': true } as const;

export function HomePage() {
  const { t } = useTranslation('home');
  usePageTitle(t('pageTitle'));
  const { user, isRecruiter } = useAuth();
  const home = useHomeOpportunities(user?.id ?? null);
  const loading = home.isPending;
  const failed = home.isError;
  const lists = home.data;

  const showCompatible = Boolean(user && !isRecruiter);
  // One card per opportunity, in the first section (as rendered) that holds it (docs/decisions/web-shell.md).
  const [compatible, remote, news, brazil, europe, northAmerica] = firstAppearanceOnly([
    showCompatible && lists ? pickCompatible(lists) : undefined,
    lists?.recentHomeOfficeOpportunities,
    lists?.recentPresentialOpportunities,
    lists?.brazillianOpportunities,
    lists?.europeanOpportunities,
    lists?.northAmericanOpportunities,
  ]);
  const regional = [
    {
      id: 'remote',
      icon: <IconDeviceLaptop {...ICON} />,
      data: remote,
      all: lists?.recentHomeOfficeOpportunities,
    },
    { id: 'news', icon: <IconSparkles {...ICON} />, data: news, all: lists?.recentPresentialOpportunities },
    { id: 'brazil', icon: <IconWorld {...ICON} />, data: brazil, all: lists?.brazillianOpportunities },
    { id: 'europe', icon: <IconWorld {...ICON} />, data: europe, all: lists?.europeanOpportunities },
    {
      id: 'northAmerica',
      icon: <IconBuildingSkyscraper {...ICON} />,
      data: northAmerica,
      all: lists?.northAmericanOpportunities,
    },
  ] as const;

  return (
    <>
      <Hero py={{ base: 40, md: 72 }}>
        <Stack gap="md" maw={760}>
          <HeroTitle>{t('hero.title')}</HeroTitle>
          <Text size="lg" c="gray.0">
            {t('hero.subtitle')}
          </Text>
        </Stack>
        <Box mt="xl">
          <SearchForm />
        </Box>
      </Hero>

      <Container size="lg" py="xl">
        <Stack gap={40}>
          {showCompatible && (
            <OpportunitySection
              id="compatible"
              title={t('sections.compatible.title')}
              icon={<IconStar {...ICON} />}
              emptyText={t('sections.compatible.empty')}
              opportunities={compatible}
              loading={loading}
              skeletons={2}
            />
          )}
          {failed ? (
            <LoadFailure
              title={t('sections.errorTitle')}
              text={t('sections.error')}
              retryLabel={t('sections.retry')}
              onRetry={() => void home.refetch()}
              retrying={home.isFetching}
            />
          ) : (
            regional.map((section) => (
              <OpportunitySection
                key={section.id}
                id={section.id}
                title={t(`sections.${section.id}.title`)}
                icon={section.icon}
                emptyText={
                  section.all && section.all.length > 0
                    ? t('sections.shownAbove')
                    : t(`sections.${section.id}.empty`)
                }
                opportunities={section.data}
                hasMore={Boolean(section.all && section.all.length > 0)}
                loading={loading}
                seeAll={{
                  to: paths.search({ section: section.id }),
                  label: t('sections.seeAll', { section: t(`sections.${section.id}.title`) }),
                }}
              />
            ))
          )}
        </Stack>
      </Container>
    </>
  );
}
