import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Start and end days of a report (YYYY-MM-DD inputs), each capping the other so they stay in order. */
export function ReportPeriodFields(props: {
  start: string;
  end: string;
  onChange: (period: { start: string; end: string }) => void;
  maxEnd?: string;
}) {
  const { t } = useTranslation('reports-more');
  return (
    <Group grow align="flex-start" wrap="wrap">
      <TextInput
        type="date"
        label={t('period.start')}
        value={props.start}
        max={props.end || undefined}
        onChange={(event) => props.onChange({ start: event.currentTarget.value, end: props.end })}
      />
      <TextInput
        type="date"
        label={t('period.end')}
        value={props.end}
        min={props.start || undefined}
        max={props.maxEnd}
        onChange={(event) => props.onChange({ start: props.start, end: event.currentTarget.value })}
      />
    </Group>
  );
}

/** Today as YYYY-MM-DD in the browser's time zone (what the date inputs show). */
export function localDay(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00`);
  date.setDate(date.getDate() + days);
  return localDay(date);
}
