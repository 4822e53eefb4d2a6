// 001 §4 / 002 §5: adherence icon bands. Each band has its own icon; colours repeat.
export const ADHERENCE_BANDS = {
  full: 'green', // over 99
  high: 'lightGreen', // 75 to 99
  medium: 'yellow', // over 50, below 75
  half: 'yellow', // 50
  low: 'red', // 25 to 49
  minimal: 'red', // under 25
} as const;
export type AdherenceBand = keyof typeof ADHERENCE_BANDS;
export type AdherenceColor = (typeof ADHERENCE_BANDS)[AdherenceBand];

/** Band for an adherence percent; a fraction between 49 and 50 reads as 25–49. */
export function adherenceBand(percent: number): AdherenceBand {
  if (percent > 99) return 'full';
  if (percent >= 75) return 'high';
  if (percent > 50) return 'medium';
  if (percent === 50) return 'half';
  if (percent >= 25) return 'low';
  return 'minimal';
}

export function adherenceColor(percent: number): AdherenceColor {
  return ADHERENCE_BANDS[adherenceBand(percent)];
}

// 001 §4 / 002 §5: a user's level on a criterion: 3 green 100 %, 2 yellow 66 %, 1 red 33 %, else 0.
export const LEVEL_DISPLAY = {
  3: { color: 'green', percent: 100 },
  2: { color: 'yellow', percent: 66 },
  1: { color: 'red', percent: 33 },
} as const;
export type LevelColor = 'green' | 'yellow' | 'red' | 'none';

export function levelDisplay(level: number | null | undefined): { color: LevelColor; percent: number } {
  return level === 1 || level === 2 || level === 3 ? LEVEL_DISPLAY[level] : { color: 'none', percent: 0 };
}
