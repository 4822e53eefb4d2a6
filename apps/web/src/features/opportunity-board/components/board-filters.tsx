import { NativeSelect, TextInput } from '@mantine/core';
import {
  KANBAN_ALL,
  KANBAN_PRIORITY_OPTIONS,
  type KanbanPriority,
  kanbanPrioritySchema,
} from '@mosaico/domain';
import { IconSearch } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useResponsibles, useSquads } from '../../../lib/catalogues';
import type { BoardFilters as Filters } from '../api/opportunity-board-api';
import classes from './opportunity-board.module.css';

interface BoardFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  words: string;
  onWordsChange: (words: string) => void;
}

/**
 * The board's header filters (002 §2.3): squad, responsible ('-1' all) and priority, and a quick text filter.
 * Native selects: light to load, and the phone's own picker. Memoised: a drag's start and drop re-render the page,
 * and on a phone-class CPU these inputs were a good part of a drop's time.
 */
export const BoardFilters = memo(function BoardFilters({
  filters,
  onChange,
  words,
  onWordsChange,
}: BoardFiltersProps) {
  const { t } = useTranslation('opportunity-board');
  const squads = useSquads();
  const responsibles = useResponsibles();
  const all = { value: KANBAN_ALL, label: t('filters.all') };
  const priorities = [
    ...KANBAN_PRIORITY_OPTIONS.map((option) => ({
      value: String(option.value),
      label: t(`priority.${option.key}`),
    })),
    { value: '-1', label: t('priority.all') },
  ];
  return (
    <div className={classes.filters}>
      <NativeSelect
        label={t('filters.squad')}
        data={[all, ...(squads.data ?? []).map((squad) => ({ value: squad._id, label: squad.name }))]}
        value={filters.squad}
        onChange={(event) => onChange({ ...filters, squad: event.currentTarget.value || KANBAN_ALL })}
      />
      <NativeSelect
        label={t('filters.responsible')}
        data={[
          all,
          ...(responsibles.data ?? [])
            .filter((person) => person._id !== KANBAN_ALL)
            .map((person) => ({ value: person._id, label: person.displayName })),
        ]}
        value={filters.responsible}
        onChange={(event) => onChange({ ...filters, responsible: event.currentTarget.value || KANBAN_ALL })}
      />
      <NativeSelect
        label={t('filters.priority')}
        data={priorities}
        value={String(filters.priority)}
        onChange={(event) => {
          const parsed = kanbanPrioritySchema.safeParse(Number(event.currentTarget.value));
          onChange({ ...filters, priority: (parsed.success ? parsed.data : 4) as KanbanPriority });
        }}
      />
      <TextInput
        label={t('filters.words')}
        placeholder={t('filters.wordsPlaceholder')}
        value={words}
        onChange={(event) => onWordsChange(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
      />
    </div>
  );
});
