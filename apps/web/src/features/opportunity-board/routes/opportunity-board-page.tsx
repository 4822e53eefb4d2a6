import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  boardCardMatches,
  OPPORTUNITY_KANBAN_COLUMNS,
  type OpportunityBoardCard,
  type OpportunityKanbanColumn,
} from '@mosaico/domain';
import { IconTrophy } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure/load-failure';
import { usePageTitle } from '../../../lib/page-title';
import {
  type BoardColumns,
  type BoardFilters as BoardFiltersValue,
  moveCard,
  readBoardFilters,
  useOpportunityBoard,
  writeBoardFilters,
} from '../api/opportunity-board-api';
import { BoardCardView } from '../components/board-card';
import { BoardColumn, twinStages } from '../components/board-column';
import {
  boardCollisions,
  boardKeyboardCoordinates,
  dragIdOf,
  dropOf,
  markDragEnd,
  parseDragId,
} from '../components/board-dnd';
import { BoardFilters } from '../components/board-filters';
import classes from '../components/opportunity-board.module.css';
import { ResultsModal } from '../components/results-modal';

/**
 * The opportunity kanban (002 §2.3) at /kanban: every open opportunity on six columns, placed by the server
 * (002 §4). Cards move by dragging — mouse, touch or keyboard — on this screen only: nothing is saved.
 */
export function OpportunityBoardPage() {
  const { t } = useTranslation('opportunity-board');
  usePageTitle(t('pageTitle'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readBoardFilters(params), [params]);
  const changeFilters = useCallback(
    (next: BoardFiltersValue) => setParams(writeBoardFilters(next), { replace: true }),
    [setParams],
  );
  const board = useOpportunityBoard(filters);
  const data = board.data;

  // The local arrangement, started from each answer of the server.
  const [layout, setLayout] = useState<{ source: BoardColumns; columns: BoardColumns } | null>(null);
  if (data && layout?.source !== data.columns) setLayout({ source: data.columns, columns: data.columns });
  const columns = layout?.columns ?? data?.columns;

  const cards = useMemo(
    () => new Map<string, OpportunityBoardCard>((data?.cards ?? []).map((card) => [card._id, card])),
    [data],
  );
  const twins = useMemo(() => (data ? twinStages(data.columns) : new Map()), [data]);
  const [words, setWords] = useState('');
  const deferredWords = useDeferredValue(words.trim());
  const shown = useMemo(() => {
    if (!columns) return null;
    if (!deferredWords) return columns;
    const keep = (ids: string[]) =>
      ids.filter((id) => {
        const card = cards.get(id);
        return card ? boardCardMatches(card, deferredWords) : false;
      });
    return Object.fromEntries(
      OPPORTUNITY_KANBAN_COLUMNS.map((column) => [column, keep(columns[column])]),
    ) as BoardColumns;
  }, [columns, cards, deferredWords]);

  const [active, setActive] = useState<{ column: OpportunityKanbanColumn; id: string } | null>(null);
  const [resultsOpen, setResultsOpen] = useState(false);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A short press starts a drag on a phone, so a swipe still scrolls the column.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: boardKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const titleOf = (id: string | number | undefined | null): string => {
    const dragged = id === null || id === undefined ? null : parseDragId(id);
    return (dragged && cards.get(dragged.id)?.titulo) || '';
  };
  const placeOf = (over: string | number | null | undefined): string => {
    const [, column] = String(over ?? '').split('|');
    return column ? t(`columns.${column}`) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t('dnd.start', { title: titleOf(a.id) }),
    onDragOver: ({ active: a, over }) =>
      over
        ? t('dnd.over', { title: titleOf(a.id), column: placeOf(over.id) })
        : t('dnd.outside', { title: titleOf(a.id) }),
    onDragEnd: ({ active: a, over }) =>
      over
        ? t('dnd.end', { title: titleOf(a.id), column: placeOf(over.id) })
        : t('dnd.cancel', { title: titleOf(a.id) }),
    onDragCancel: ({ active: a }) => t('dnd.cancel', { title: titleOf(a.id) }),
  };

  const onDragStart = (event: DragStartEvent) => setActive(parseDragId(event.active.id));
  // After a keyboard drop the moved card's handle takes the focus: dnd-kit gives it back to the handle the drag
  // started from, which is gone when the card changed column, and the focus would fall to the page's start.
  const focusAfterDrop = useRef<string | null>(null);
  const onDragEnd = (event: DragEndEvent) => {
    markDragEnd();
    setActive(null);
    const drop = dropOf(event.active.id, event.over?.id);
    if (drop && layout) {
      setLayout({ ...layout, columns: moveCard(layout.columns, drop) });
      if (event.activatorEvent instanceof KeyboardEvent) focusAfterDrop.current = dragIdOf(drop.to, drop.id);
    }
  };
  useEffect(() => {
    const dragId = focusAfterDrop.current;
    if (!layout || !dragId) return;
    focusAfterDrop.current = null;
    document.querySelector<HTMLElement>(`[data-drag-handle="${CSS.escape(dragId)}"]`)?.focus();
  }, [layout]);

  const activeCard = active ? cards.get(active.id) : undefined;
  const total = data?.cards.length ?? 0;

  return (
    <Container fluid py={{ base: 'md', sm: 'lg' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            {data && (
              <Text size="sm" c="gray.7" aria-live="polite">
                {t('count', { count: total })}
              </Text>
            )}
          </Stack>
          <Button
            variant="light"
            leftSection={<IconTrophy size={16} aria-hidden="true" />}
            onClick={() => setResultsOpen(true)}
          >
            {t('results.button')}
          </Button>
        </Group>
        <BoardFilters filters={filters} onChange={changeFilters} words={words} onWordsChange={setWords} />
        <Text size="xs" c="gray.7" visibleFrom="sm">
          {t('hint')}
        </Text>
        {board.isPending ? (
          <Group justify="center" py="xl">
            <Loader role="status" aria-label={t('loading')} />
          </Group>
        ) : board.isError && !data ? (
          <LoadFailure
            title={t('errorTitle')}
            text={t('error')}
            retryLabel={t('retry')}
            onRetry={() => void board.refetch()}
            retrying={board.isFetching}
          />
        ) : shown ? (
          <DndContext
            sensors={sensors}
            collisionDetection={boardCollisions}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            onDragCancel={() => {
              markDragEnd();
              setActive(null);
            }}
            accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
          >
            <div className={classes.board} data-testid="opportunity-board" aria-busy={board.isFetching}>
              {OPPORTUNITY_KANBAN_COLUMNS.map((column) => (
                <BoardColumn
                  key={column}
                  column={column}
                  ids={shown[column]}
                  cards={cards}
                  draggingId={active?.column === column ? active.id : null}
                  twins={twins}
                />
              ))}
            </div>
            <DragOverlay dropAnimation={null}>
              {activeCard ? (
                <div className={`${classes.card} ${classes.overlay}`}>
                  <BoardCardView card={activeCard} />
                </div>
              ) : null}
            </DragOverlay>
          </DndContext>
        ) : null}
      </Stack>
      <ResultsModal opened={resultsOpen} onClose={() => setResultsOpen(false)} filters={filters} />
    </Container>
  );
}
