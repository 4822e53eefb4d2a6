import { Alert, Group, Loader, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type BoardResultEntry, defaultResultsPeriod } from '@mosaico/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { type BoardFilters, useBoardResults } from '../api/opportunity-board-api';

/** Stable keys for entries that may repeat (two wins of one opportunity on one day). */
function keyed(entries: BoardResultEntry[]): Array<{ key: string; entry: BoardResultEntry }> {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const base = `${entry.opportunityId}-${entry.date}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { key: `${base}-${n}`, entry };
  });
}

function ResultList({
  id,
  title,
  entries,
  empty,
}: {
  id: string;
  title: string;
  entries: BoardResultEntry[];
  empty: string;
}) {
  const { t } = useTranslation('opportunity-board');
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title order={3} size="h5" id={id}>
        {title} ({entries.length})
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="gray.7">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {keyed(entries).map(({ key, entry }) => (
            <li key={key}>
              <Text
                size="sm"
                fw={600}
                component="a"
                href={paths.kanbanCardDetails(entry.opportunityId)}
                target="_blank"
                rel="noopener"
                c="brand.8"
              >
                {entry.titulo}
              </Text>
              <Text size="xs" c="gray.7">
                {entry.squad ?? t('results.noSquad')} · {formatDate(entry.date)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * 'Vitórias e Derrotas' (002 §2.3): the wins and the defeats of a period, title, squad and date, under the board's
 * filters. The server reads them (GET opportunity/kanban-results), finished opportunities included: the board's
 * own cards are open ones only, and an opportunity's wins are mostly counted once it is finished (issue 22).
 */
export function ResultsModal({
  opened,
  onClose,
  filters,
}: {
  opened: boolean;
  onClose: () => void;
  filters: BoardFilters;
}) {
  const { t } = useTranslation('opportunity-board');
  const [period, setPeriod] = useState(() => defaultResultsPeriod());
  const valid = period.from !== '' && period.to !== '' && period.from <= period.to;
  const results = useBoardResults(filters, period, opened && valid);
  const data = results.data ?? { victories: [], defeats: [] };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('results.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('results.close') }}
    >
      <Stack gap="md">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label={t('results.from')}
            value={period.from}
            max={period.to || undefined}
            onChange={(event) => setPeriod({ ...period, from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('results.to')}
            value={period.to}
            min={period.from || undefined}
            onChange={(event) => setPeriod({ ...period, to: event.currentTarget.value })}
          />
        </Group>
        {!valid ? (
          <Alert color="red" variant="light" role="alert">
            {t('results.badPeriod')}
          </Alert>
        ) : results.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('results.failed')}
          </Alert>
        ) : results.isPending ? (
          <Group justify="center">
            <Loader size="sm" role="status" aria-label={t('results.loading')} />
          </Group>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-testid="board-results">
            <ResultList
              id="board-results-wins"
              title={t('results.wins')}
              entries={data.victories}
              empty={t('results.noWins')}
            />
            <ResultList
              id="board-results-defeats"
              title={t('results.defeats')}
              entries={data.defeats}
              empty={t('results.noDefeats')}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Modal>
  );
}
