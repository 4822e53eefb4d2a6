import { Anchor, Badge, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure/load-failure';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/page-title';
import { useAuth } from '../../auth';
import { useUserProfile } from '../api/candidature-api';
import { AdherenceCircle } from '../components/adherence-circle';
import { CandidatureProgress } from '../components/candidature-progress';

/** My applications (000 §2): newest first, each with adherence, title and the five-step bar. */
export function MyCandidaturesPage() {
  const { t } = useTranslation('candidature');
  usePageTitle(t('list.pageTitle'));
  const { user } = useAuth();
  const profile = useUserProfile(user?.id);
  const items = useMemo(
    () =>
      [...(profile.data?.opportunitiesRelated.allCandidatures ?? [])].sort(
        (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
      ),
    [profile.data],
  );

  let content: React.ReactNode;
  if (profile.isPending) {
    content = (
      <Stack role="status" aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={104} radius="md" />
        ))}
      </Stack>
    );
  } else if (profile.isError) {
    content = (
      <LoadFailure
        title={t('list.errorTitle')}
        text={t('list.error')}
        retryLabel={t('retry')}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  } else if (items.length === 0) {
    content = (
      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text>{t('list.empty')}</Text>
          <Button component={Link} to={paths.home}>
            {t('list.goToOpportunities')}
          </Button>
        </Stack>
      </Card>
    );
  } else {
    content = (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <li key={item._id}>
            <Card
              withBorder
              padding="md"
              radius="md"
              component={Link}
              to={paths.candidatureDetails(item._id)}
              aria-label={t('list.open', { title: item.title })}
              data-testid="candidature-item"
              style={{ textDecoration: 'none', color: 'inherit' }}
            >
              <Group gap="md" wrap="nowrap" align="center">
                <AdherenceCircle value={item.nivelAderencia} size={72} />
                <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fw={700} truncate title={item.title}>
                      {item.title}
                    </Text>
                    {item.isFinished && (
                      <Badge color="gray" variant="light" c="gray.9" style={{ flexShrink: 0 }}>
                        {t('progress.closed')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="gray.7">
                    {t('list.appliedOn', { date: formatDate(item.createdAt) })}
                  </Text>
                  <CandidatureProgress
                    candidateStep={item.candidateStep}
                    currentStatus={item.currentStatus}
                  />
                </Stack>
              </Group>
            </Card>
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1} size="h2">
            {t('list.title')}
          </Title>
          <Anchor component={Link} to={paths.home} size="sm">
            {t('list.browse')}
          </Anchor>
        </Group>
        {content}
      </Stack>
    </Container>
  );
}
