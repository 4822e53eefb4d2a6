import { Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type BoardResultEntry, boardResults, type OpportunityBoardCard } from '@mosaico/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';

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

/** 'Vitórias e Derrotas' (002 §2.3): the wins and the defeats of the cards on the board, title, squad and date. */
export function ResultsModal({
  opened,
  onClose,
  cards,
}: {
  opened: boolean;
  onClose: () => void;
  cards: readonly OpportunityBoardCard[];
}) {
  const { t } = useTranslation('opportunity-board');
  const results = useMemo(
    () => (opened ? boardResults(cards) : { victories: [], defeats: [] }),
    [opened, cards],
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('results.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('results.close') }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ResultList
          id="board-results-wins"
          title={t('results.wins')}
          entries={results.victories}
          empty={t('results.noWins')}
        />
        <ResultList
          id="board-results-defeats"
          title={t('results.defeats')}
          entries={results.defeats}
          empty={t('results.noDefeats')}
        />
      </SimpleGrid>
    </Modal>
  );
}
