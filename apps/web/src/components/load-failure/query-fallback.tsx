import { Container, Group, Loader } from '@mantine/core';
import type { TFunction } from 'i18next';
import { isNotFound } from '../../lib/api-client';
import { NotFoundPanel } from '../not-found/not-found-panel';
import { LoadFailure } from './load-failure';

/**
 * What a screen shows while the query it is about loads or when it failed: a loader, the not-found panel for a
 * 404, or the failure with a retry. The screen's namespace gives the texts (`loading`, `notFound.title|text|home`,
 * `loadFailed.title|text|retry`).
 */
/** The parts of a TanStack Query result this reads. */
interface QueryState {
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function QueryFallback({ query, t }: { query: QueryState; t: TFunction }) {
  if (query.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Group>
    );
  }
  if (isNotFound(query.error)) {
    return (
      <NotFoundPanel title={t('notFound.title')} text={t('notFound.text')} homeLabel={t('notFound.home')} />
    );
  }
  return (
    <Container size="sm" py="xl">
      <LoadFailure
        title={t('loadFailed.title')}
        text={t('loadFailed.text')}
        retryLabel={t('loadFailed.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    </Container>
  );
}
