import { NativeSelect } from '@mantine/core';
import { APPLICANTS_ORDER, type ApplicantsOrder } from '@mosaico/domain';
import { useTranslation } from 'react-i18next';

export function ApplicantsOrderSelect({
  value,
  onChange,
}: {
  value: ApplicantsOrder;
  onChange: (o: ApplicantsOrder) => void;
}) {
  const { t } = useTranslation('professionals');
  return (
    <NativeSelect
      label={t('order.label')}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value) as ApplicantsOrder)}
      data={(Object.entries(APPLICANTS_ORDER) as Array<[string, number]>).map(([key, order]) => ({
        value: String(order),
        label: t(`order.${key}`),
      }))}
      data-testid="applicants-order"
    />
  );
}

export function FilterSelect({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  options: Array<{ value: number; label: string }>;
  onChange: (value: number) => void;
  testId: string;
}) {
  return (
    <NativeSelect
      label={label}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={options.map((option) => ({ value: String(option.value), label: option.label }))}
      data-testid={testId}
    />
  );
}
