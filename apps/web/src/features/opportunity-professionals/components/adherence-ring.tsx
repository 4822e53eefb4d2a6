import { RingProgress, Text } from '@mantine/core';
import { adherenceBand, adherenceColor } from '@mosaico/domain';
import { useTranslation } from 'react-i18next';
import { ADHERENCE_RING_COLOR } from './level-colors';

/** The adherence percent in a ring coloured by the domain's band (001 §4). */
export function AdherenceRing({ value, size = 64 }: { value: number; size?: number }) {
  const { t } = useTranslation('professionals');
  return (
    <RingProgress
      size={size}
      thickness={6}
      roundCaps
      role="img"
      aria-label={t('card.adherence', { value })}
      data-testid="adherence"
      data-value={value}
      data-band={adherenceBand(value)}
      sections={[{ value, color: ADHERENCE_RING_COLOR[adherenceColor(value)] }]}
      label={
        <Text ta="center" fw={700} size="sm" c="gray.9" aria-hidden="true">
          {value}%
        </Text>
      }
    />
  );
}
