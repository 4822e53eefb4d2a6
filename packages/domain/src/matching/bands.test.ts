import { describe, expect, it } from 'vitest';
import { adherenceBand, adherenceColor, levelDisplay } from './bands';

describe('adherence bands (001 §4)', () => {
  it.each([
    [100, 'full', 'green'],
    [99.5, 'full', 'green'],
    [99, 'high', 'lightGreen'],
    [75, 'high', 'lightGreen'],
    [74, 'medium', 'yellow'],
    [51, 'medium', 'yellow'],
    [50, 'half', 'yellow'],
    [49, 'low', 'red'],
    [25, 'low', 'red'],
    [24, 'minimal', 'red'],
    [0, 'minimal', 'red'],
  ])('%d %% is %s (%s)', (percent, band, color) => {
    expect(adherenceBand(percent)).toBe(band);
    expect(adherenceColor(percent)).toBe(color);
  });
});

describe('levelDisplay (001 §4)', () => {
  it('maps 3/2/1 to green 100, yellow 66, red 33, else 0', () => {
    expect(levelDisplay(3)).toEqual({ color: 'green', percent: 100 });
    expect(levelDisplay(2)).toEqual({ color: 'yellow', percent: 66 });
    expect(levelDisplay(1)).toEqual({ color: 'red', percent: 33 });
    expect(levelDisplay(0)).toEqual({ color: 'none', percent: 0 });
    expect(levelDisplay(undefined)).toEqual({ color: 'none', percent: 0 });
  });
});
