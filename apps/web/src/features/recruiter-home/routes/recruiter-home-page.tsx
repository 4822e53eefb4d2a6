import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { OPPORTUNITY_LIST_FILTERS } from '@mosaico/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure/load-failure';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/page-title';
import { useLocalizedPlace } from '../../../lib/place-names';
import { type OpportunityListFilter, useOpportunityFeed } from '../api/recruiter-home-api';

/**
 * What a recruiter sees at `/` (issue 8 item 3): the opportunities they run, one list per
 * GET opportunity/filter/{…} feed, never the candidates' home.
 */
export function RecruiterHomePage() {
  const { t } = useTranslation('recruiter');
  const localizePlace = useLocalizedPlace();
  usePageTitle(t('home.pageTitle'));
  const [filter, setFilter] = useState<OpportunityListFilter>('published');
  const feed = useOpportunityFeed(filter);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={1} size="h2">
            {t('home.title')}
          </Title>
          <Button
            component={Link}
            to={paths.opportunityCreate}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('home.create')}
          </Button>
        </Group>
        <ScrollArea type="auto" offsetScrollbars>
          <SegmentedControl
            aria-label={t('home.filterLabel')}
            value={filter}
            onChange={(value) => setFilter(value as OpportunityListFilter)}
            data={OPPORTUNITY_LIST_FILTERS.map((value) => ({ value, label: t(`home.filters.${value}`) }))}
          />
        </ScrollArea>
        {feed.isPending ? (
          <Group justify="center" py="xl">
            <Loader role="status" aria-label={t('home.loading')} />
          </Group>
        ) : feed.isError ? (
          <LoadFailure
            title={t('home.failedTitle')}
            text={t('home.failedText')}
            retryLabel={t('home.retry')}
            onRetry={() => void feed.refetch()}
            retrying={feed.isFetching}
          />
        ) : feed.data.length === 0 ? (
          <Text c="dimmed">{t('home.empty')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {feed.data.map((item) => (
              <Card key={item._id} component="li" withBorder padding="md">
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                    <Anchor component={Link} to={paths.opportunity(item._id)} fw={600}>
                      {t('home.itemTitle', { number: item.idOpportunity, title: item.titulo })}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {[
                        item.cliente,
                        item.homeOffice ? t('home.remote') : item.location && localizePlace(item.location),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                    <Text size="sm">
                      {t('home.candidates', { count: item.quantidadeCandidatos })} ·{' '}
                      {t('home.enrolled', { count: item.quantidadeTriados })}
                    </Text>
                  </Stack>
                  <Stack gap={4} align="flex-end">
                    <Badge
                      variant="light"
                      color={item.isPublic ? 'green' : 'gray'}
                      c={item.isPublic ? '#1b5e20' : 'gray.9'}
                    >
                      {item.isPublic ? t('home.public') : t('home.notPublic')}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {t('home.created', { date: formatDate(item.created) })}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
