import { Container, Progress, Stack, Text, Title } from '@mantine/core';
import { TALENT_PHASES } from '@mosaico/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure/load-failure';
import { usePageTitle } from '../../../lib/page-title';
import { useTalentBoard } from '../api/talent-board-api';
import {
  readTalentFilters,
  type TalentFilters as TalentFiltersValue,
  writeTalentFilters,
} from '../api/talent-board-url';
import classes from '../components/talent-board.module.css';
import { TalentColumn } from '../components/talent-column';
import { TalentFilters } from '../components/talent-filters';

/**
 * The talent hunters kanban (002 §2.5) at /kanban/talents: every talent on three phases placed by the server's
 * phase rule, fetched page after page with a progress bar. Cards are not dragged (002 §4: the drag does nothing).
 */
export function TalentBoardPage() {
  const { t } = useTranslation('talent-board');
  usePageTitle(t('pageTitle'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readTalentFilters(params), [params]);
  const changeFilters = useCallback(
    (next: TalentFiltersValue) => setParams(writeTalentFilters(next), { replace: true }),
    [setParams],
  );
  const board = useTalentBoard(filters);
  const loading = board.enabled && board.progress < 100 && !board.query.isError;

  return (
    <Container fluid py={{ base: 'md', sm: 'lg' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          {!loading && board.query.data && (
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('count', { count: board.total })}
            </Text>
          )}
        </Stack>
        <TalentFilters
          // A new URL (another link, back) starts the header's local fields again.
          key={params.toString()}
          filters={filters}
          onChange={changeFilters}
          disabled={!board.ready}
        />
        {loading && (
          <div className={classes.progress}>
            <Text size="sm" id="talent-board-progress">
              {t('loading')}{' '}
              <span data-testid="talent-board-percent">{t('percent', { value: board.progress })}</span>
            </Text>
            <Progress.Root size="lg">
              {/* 002 §9: the progress in percent, on the bar and beside the text. No moving stripes: the bar itself
                  moves, and stripes repaint every frame (a core's worth of drawing on a machine without a GPU). */}
              <Progress.Section value={board.progress} aria-labelledby="talent-board-progress">
                <Progress.Label>{t('percent', { value: board.progress })}</Progress.Label>
              </Progress.Section>
            </Progress.Root>
          </div>
        )}
        {board.query.isError && !board.query.data ? (
          <LoadFailure
            title={t('errorTitle')}
            text={t('error')}
            retryLabel={t('retry')}
            onRetry={() => void board.query.refetch()}
            retrying={board.query.isFetching}
          />
        ) : (
          <div className={classes.board} data-testid="talent-board" aria-busy={loading}>
            {TALENT_PHASES.map((phase) => (
              <TalentColumn key={phase} phase={phase} cards={board.columns[phase]} />
            ))}
          </div>
        )}
      </Stack>
    </Container>
  );
}
