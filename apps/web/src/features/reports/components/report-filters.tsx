import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { RecruitmentGroupBy, RecruitmentMediaMode } from '@mosaico/domain';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field/date-field';
import { useResponsibles, useSquads } from '../../../lib/catalogues';

export interface ReportFilterValues {
  by: RecruitmentGroupBy;
  /** A responsible's or squad's id; '' for all. */
  id: string;
  start: string;
  end: string;
  mode: RecruitmentMediaMode;
}

/**
 * The recruitment report's filters (002 §2.12): 'Responsável' or 'Esquadrão', the period (DD/MM/YYYY in every
 * language) and how averages are read. Only a manager may choose another responsible, all, or a squad (002 §6):
 * anyone else reads their own opportunities, and the server holds the same rule.
 */
export function ReportFilters({
  value,
  onChange,
  manager,
  today,
}: {
  value: ReportFilterValues;
  onChange: (value: ReportFilterValues) => void;
  manager: boolean;
  today: string;
}) {
  const { t } = useTranslation('reports');
  const squads = useSquads(manager && value.by === 'squad');
  const responsibles = useResponsibles(manager && value.by === 'responsible');
  const all = { value: '', label: t('filters.all') };
  const options =
    value.by === 'squad'
      ? [all, ...(squads.data ?? []).map((squad) => ({ value: squad._id, label: squad.name }))]
      : [
          all,
          ...(responsibles.data ?? []).map((person) => ({ value: person._id, label: person.displayName })),
        ];
  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end" wrap="wrap">
        {manager ? (
          <>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="report-group-by">
                {t('filters.groupBy')}
              </Text>
              <SegmentedControl
                aria-labelledby="report-group-by"
                value={value.by}
                onChange={(by) => onChange({ ...value, by: by as RecruitmentGroupBy, id: '' })}
                data={[
                  { value: 'responsible', label: t('filters.responsible') },
                  { value: 'squad', label: t('filters.squad') },
                ]}
              />
            </Stack>
            <Select
              label={value.by === 'squad' ? t('filters.squad') : t('filters.responsible')}
              data={options}
              value={value.id}
              onChange={(id) => onChange({ ...value, id: id ?? '' })}
              allowDeselect={false}
              searchable
              w={{ base: '100%', xs: 240 }}
            />
          </>
        ) : (
          <Text size="sm" data-testid="report-self-only">
            {t('filters.ownOnly')}
          </Text>
        )}
        <DateField
          label={t('filters.start')}
          value={value.start}
          max={today}
          onChange={(start) => onChange({ ...value, start: start ?? '' })}
          w={{ base: '100%', xs: 170 }}
        />
        <DateField
          label={t('filters.end')}
          value={value.end}
          max={today}
          onChange={(end) => onChange({ ...value, end: end ?? '' })}
          w={{ base: '100%', xs: 170 }}
        />
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="report-mode">
          {t('filters.mode')}
        </Text>
        <SegmentedControl
          aria-labelledby="report-mode"
          value={value.mode}
          onChange={(mode) => onChange({ ...value, mode: mode as RecruitmentMediaMode })}
          data={[
            { value: 'elapsedUntilStage', label: t('filters.elapsedUntilStage') },
            { value: 'intervalPerStage', label: t('filters.intervalPerStage') },
          ]}
          fullWidth
          maw={640}
        />
      </Stack>
    </Stack>
  );
}
