import { describe, expect, it } from 'vitest';
import { firstAppearanceOnly } from './home-api';

const card = (id: string) => ({ id });

describe('firstAppearanceOnly (home sections)', () => {
  it('keeps each opportunity only in the first section that holds it', () => {
    const sections = firstAppearanceOnly([
      [card('a'), card('b')],
      [card('b'), card('c'), card('a')],
      [card('c'), card('d')],
    ]);
    expect(sections.map((cards) => cards?.map((c) => c.id))).toEqual([['a', 'b'], ['c'], ['d']]);
  });

  it('leaves a section that is still loading as it is and does not count it', () => {
    const sections = firstAppearanceOnly([undefined, [card('a')], [card('a'), card('b')]]);
    expect(sections.map((cards) => cards?.map((c) => c.id))).toEqual([undefined, ['a'], ['b']]);
  });

  it('empties a section whose every opportunity was shown above', () => {
    const sections = firstAppearanceOnly([[card('a')], [card('a')]]);
    expect(sections[1]).toEqual([]);
  });
});
