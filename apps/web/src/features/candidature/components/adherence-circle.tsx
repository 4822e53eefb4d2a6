import { RingProgress, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { ADHERENCE_ANIMATION_MS, type AdherenceColor, adherenceColor } from '@mosaico/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// 001 §4 bands → Mantine colours dark enough to read on white.
const RING_COLOR: Record<AdherenceColor, string> = {
  green: 'green.8',
  lightGreen: 'lime.8',
  yellow: 'yellow.6',
  red: 'red.8',
};

/** Counts from 0 up to `target` over about 2.8 s (000 §2: 2.6 to 3 s); immediately with reduced motion. */
function useAnimatedValue(target: number, animate: boolean): number {
  const reduced = useReducedMotion();
  const [value, setValue] = useState(animate && !reduced ? 0 : target);
  useEffect(() => {
    if (!animate || reduced) {
      setValue(target);
      return;
    }
    const duration = (ADHERENCE_ANIMATION_MS.min + ADHERENCE_ANIMATION_MS.max) / 2;
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / duration);
      // Ease out: quick at first, settling on the value.
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, animate, reduced]);
  return value;
}

interface AdherenceCircleProps {
  value: number;
  size?: number;
  animate?: boolean;
}

/** The adherence percentage in a ring coloured by its band. Screen readers get the final value. */
export function AdherenceCircle({ value, size = 120, animate = false }: AdherenceCircleProps) {
  const { t } = useTranslation('candidature');
  const shown = useAnimatedValue(value, animate);
  const thickness = Math.max(6, Math.round(size / 10));
  return (
    <RingProgress
      size={size}
      thickness={thickness}
      roundCaps={shown > 0}
      role="img"
      aria-label={t('adherence.label', { value })}
      data-testid="adherence-circle"
      data-value={value}
      sections={[{ value: shown, color: RING_COLOR[adherenceColor(value)] }]}
      label={
        <Text ta="center" fw={700} size={size >= 100 ? 'xl' : 'sm'} aria-hidden="true" c="gray.9">
          {shown}%
        </Text>
      }
    />
  );
}
