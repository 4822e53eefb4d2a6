import { Button, CloseButton, NativeSelect, Pill, TextInput } from '@mantine/core';
import {
  ALL_RESPONSIBLES_ID,
  TALENT_GROUP_FILTERS,
  TALENT_KEYWORD_MAX_LENGTH,
  TALENT_KEYWORDS_MAX,
  TALENT_SORT,
  type TalentGroupFilter,
} from '@mosaico/domain';
import { IconSearch } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field/date-field';
import { useResponsibles } from '../../../lib/catalogues';
import { useTalentGroups } from '../api/talent-board-api';
import type { TalentFilters as Filters } from '../api/talent-board-url';
import classes from './talent-board.module.css';

interface TalentFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** 002 §2.5: the controls stay disabled until loading is about 99 % done. */
  disabled: boolean;
}

const SORT_KEYS = Object.keys(TALENT_SORT) as Array<keyof typeof TALENT_SORT>;

/**
 * The board's header (002 §2.5, §5): group, responsible, the period (both dates needed, in order), sort, and
 * keyword chips applied with Buscar. Every applied filter lives in the URL.
 */
export const TalentFilters = memo(function TalentFilters({
  filters,
  onChange,
  disabled,
}: TalentFiltersProps) {
  const { t } = useTranslation('talent-board');
  const groups = useTalentGroups();
  const responsibles = useResponsibles();
  const [start, setStart] = useState<string | null>(filters.start);
  const [end, setEnd] = useState<string | null>(filters.end);
  const [chips, setChips] = useState<string[]>(filters.keywords);
  const [word, setWord] = useState('');
  const outOfOrder = Boolean(start && end && start > end);

  const changeDates = (nextStart: string | null, nextEnd: string | null) => {
    setStart(nextStart);
    setEnd(nextEnd);
    // 002 §5: the board loads only once both dates are set (and in order).
    if (nextStart && nextEnd && nextStart <= nextEnd)
      onChange({ ...filters, start: nextStart, end: nextEnd });
  };
  const addChip = () => {
    const next = word.trim().slice(0, TALENT_KEYWORD_MAX_LENGTH);
    if (
      next &&
      chips.length < TALENT_KEYWORDS_MAX &&
      !chips.some((chip) => chip.toLowerCase() === next.toLowerCase())
    ) {
      setChips([...chips, next]);
    }
    setWord('');
    return next;
  };
  const search = () => {
    const added = addChip();
    const words = added && !chips.includes(added) ? [...chips, added] : chips;
    onChange({ ...filters, keywords: words });
  };
  const groupLabel = (value: TalentGroupFilter) => {
    if (value === 'all') return t('filters.allGroups');
    if (value === 'none') return t('filters.noCategory');
    const group = groups.data?.find((item) => item.name === value);
    return group ? `${group.name} – ${group.description}` : value;
  };

  return (
    <div className={classes.filters}>
      <NativeSelect
        label={t('filters.group')}
        disabled={disabled}
        data={TALENT_GROUP_FILTERS.map((value) => ({ value, label: groupLabel(value) }))}
        value={filters.group}
        onChange={(event) => onChange({ ...filters, group: event.currentTarget.value as TalentGroupFilter })}
      />
      <NativeSelect
        label={t('filters.responsible')}
        disabled={disabled}
        data={[
          { value: ALL_RESPONSIBLES_ID, label: t('filters.allResponsibles') },
          ...(responsibles.data ?? [])
            .filter((person) => person._id !== ALL_RESPONSIBLES_ID)
            .map((person) => ({ value: person._id, label: person.displayName })),
        ]}
        value={filters.responsible}
        onChange={(event) =>
          onChange({ ...filters, responsible: event.currentTarget.value || ALL_RESPONSIBLES_ID })
        }
      />
      <DateField
        label={t('filters.start')}
        disabled={disabled}
        value={start}
        onChange={(value) => changeDates(value, end)}
        error={outOfOrder ? t('filters.outOfOrder') : !start ? t('filters.dateRequired') : undefined}
      />
      <DateField
        label={t('filters.end')}
        disabled={disabled}
        value={end}
        onChange={(value) => changeDates(start, value)}
        error={!end ? t('filters.dateRequired') : undefined}
      />
      <NativeSelect
        label={t('filters.sort')}
        disabled={disabled}
        data={SORT_KEYS.map((key) => ({ value: String(TALENT_SORT[key]), label: t(`sort.${key}`) }))}
        value={String(filters.sort)}
        onChange={(event) => onChange({ ...filters, sort: Number(event.currentTarget.value) })}
      />
      <div className={classes.keywords}>
        <TextInput
          label={t('filters.keywords')}
          placeholder={t('filters.keywordsPlaceholder')}
          disabled={disabled}
          maxLength={TALENT_KEYWORD_MAX_LENGTH}
          value={word}
          onChange={(event) => setWord(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addChip();
            }
          }}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
        />
        <Button onClick={search} disabled={disabled}>
          {t('filters.search')}
        </Button>
      </div>
      {chips.length > 0 && (
        <ul className={classes.chips} aria-label={t('filters.chips')}>
          {chips.map((chip) => (
            <li key={chip}>
              <Pill size="md">
                {chip}
                <CloseButton
                  size="xs"
                  disabled={disabled}
                  aria-label={t('filters.removeChip', { word: chip })}
                  onClick={() => {
                    const next = chips.filter((item) => item !== chip);
                    setChips(next);
                    onChange({ ...filters, keywords: next });
                  }}
                />
              </Pill>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
