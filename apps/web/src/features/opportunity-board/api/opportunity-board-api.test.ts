import { describe, expect, it } from 'vitest';
import { type BoardColumns, moveCard, readBoardFilters, writeBoardFilters } from './opportunity-board-api';

const board = (): BoardColumns => ({
  review: ['a', 'b'],
  recruitment: ['c'],
  evaluation: [],
  selection: ['d', 'e', 'f'],
  presentation: ['g'],
  closed: ['g', 'h'],
});

describe('moveCard (local drag, 002 §2.3)', () => {
  it('moves a card to another column before a given card, or to its end', () => {
    const moved = moveCard(board(), { from: 'review', id: 'a', to: 'selection', beforeId: 'e' });
    expect(moved.review).toEqual(['b']);
    expect(moved.selection).toEqual(['d', 'a', 'e', 'f']);
    expect(
      moveCard(board(), { from: 'review', id: 'a', to: 'evaluation', beforeId: null }).evaluation,
    ).toEqual(['a']);
  });

  it('reorders inside a column and keeps the other columns as they were', () => {
    const before = board();
    const moved = moveCard(before, { from: 'selection', id: 'f', to: 'selection', beforeId: 'd' });
    expect(moved.selection).toEqual(['f', 'd', 'e']);
    expect(moved.review).toBe(before.review);
    expect(moved.closed).toBe(before.closed);
  });

  it('does not duplicate a card already in the target column', () => {
    const moved = moveCard(board(), { from: 'presentation', id: 'g', to: 'closed', beforeId: null });
    expect(moved.presentation).toEqual([]);
    expect(moved.closed).toEqual(['h', 'g']);
  });

  it('ignores a drop on the card itself or of a card not in its column', () => {
    const before = board();
    expect(moveCard(before, { from: 'review', id: 'a', to: 'review', beforeId: 'a' })).toBe(before);
    expect(moveCard(before, { from: 'review', id: 'x', to: 'closed', beforeId: null })).toBe(before);
  });
});

describe('board filters in the URL', () => {
  it('reads back what it writes and leaves defaults out', () => {
    const filters = { squad: 's1', responsible: 'u1', priority: -1 as const };
    expect(readBoardFilters(writeBoardFilters(filters))).toEqual(filters);
    expect(writeBoardFilters({ squad: '-1', responsible: '-1', priority: 4 }).toString()).toBe('');
  });
  it('falls back to Mais recente for an unknown priority', () => {
    expect(readBoardFilters(new URLSearchParams('priority=9')).priority).toBe(4);
  });
});
