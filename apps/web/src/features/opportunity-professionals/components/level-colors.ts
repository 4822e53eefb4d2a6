import type { AdherenceColor, LevelColor } from '@mosaico/domain';

// The domain's colours as Mantine shades dark enough to read on white (the same the candidature screen uses).
export const ADHERENCE_RING_COLOR: Record<AdherenceColor, string> = {
  green: 'green.8',
  lightGreen: 'lime.8',
  yellow: 'yellow.6',
  red: 'red.8',
};

export const LEVEL_COLOR: Record<LevelColor, string> = {
  green: 'green.8',
  yellow: 'yellow.6',
  red: 'red.8',
  none: 'gray.5',
};
