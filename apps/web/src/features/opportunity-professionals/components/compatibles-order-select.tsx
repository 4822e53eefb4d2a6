import { NativeSelect } from '@mantine/core';
import { COMPATIBLES_ORDER, type CompatiblesOrder } from '@mosaico/domain';
import { useTranslation } from 'react-i18next';

const OPTIONS: Array<{ key: keyof typeof COMPATIBLES_ORDER; value: CompatiblesOrder }> = [
  { key: 'adherence', value: COMPATIBLES_ORDER.adherence },
  { key: 'pcd', value: COMPATIBLES_ORDER.pcd },
  { key: 'talents', value: COMPATIBLES_ORDER.talents },
];

export function isCompatiblesOrder(value: number): value is CompatiblesOrder {
  return OPTIONS.some((option) => option.value === value);
}

/** 001 §9: the compatibles tab's order keys 0 adherence, 1 PCD first, 4 Talents first. */
export function CompatiblesOrderSelect({
  value,
  onChange,
  disabled,
}: {
  value: CompatiblesOrder;
  onChange: (order: CompatiblesOrder) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('professionals');
  return (
    <NativeSelect
      label={t('order.label')}
      value={String(value)}
      disabled={disabled}
      onChange={(event) => {
        const next = Number(event.currentTarget.value);
        if (isCompatiblesOrder(next)) onChange(next);
      }}
      data={OPTIONS.map((option) => ({ value: String(option.value), label: t(`order.${option.key}`) }))}
      w={{ base: '100%', xs: 220 }}
    />
  );
}
