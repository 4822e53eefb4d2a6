import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import 'dayjs/locale/pt';
import 'dayjs/locale/pt-br';
import { useTranslation } from 'react-i18next';
import { dateFormatFor, parseTypedDate } from '../../lib/dates';

// The calendar's month and weekday names come from dayjs's locale of the reader's language.
const DAYJS_LOCALES: Record<string, string> = { 'en-US': 'en', 'pt-BR': 'pt-br', 'pt-PT': 'pt' };

type DateFieldProps = Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'maxDate' | 'minDate' | 'locale'
> & {
  /** The calendar day 'YYYY-MM-DD', or '' / null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Last day that can be chosen ('YYYY-MM-DD'). */
  max?: string;
};

/**
 * A date typed or picked in the one order of the reader's language (lib/dates DATE_FORMATS, DD/MM/YYYY in all
 * three; issue 22): the browser's own date input follows the browser's locale (month first in en-US) whatever
 * the page shows, so pickers use this field instead. The value stays the calendar day 'YYYY-MM-DD'.
 */
export function DateField({ value, onChange, max, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const format = dateFormatFor(language);
  return (
    <DateInput
      {...props}
      value={value || null}
      onChange={onChange}
      valueFormat={format}
      dateParser={(text) => parseTypedDate(text, language)}
      placeholder={props.placeholder ?? format}
      locale={DAYJS_LOCALES[language] ?? 'en'}
      maxDate={max}
      nextLabel={t('dateField.next')}
      previousLabel={t('dateField.previous')}
      // Mantine's clear button has no name of its own.
      clearButtonProps={{ 'aria-label': t('dateField.clear'), ...props.clearButtonProps }}
      popoverProps={{ withinPortal: true, ...props.popoverProps }}
    />
  );
}
