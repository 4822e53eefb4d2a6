import { Button, Container, Group, Loader, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure/load-failure';
import { paths } from '../../../config/paths';

/** The professionals screen's states other than its lists: not found, a failed load, processing, loading. */

export function NotFound() {
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

export function ProfessionalsLoadFailure({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
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
export function Processing() {
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

export function CardsSkeleton() {
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
