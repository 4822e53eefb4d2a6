import { describe, expect, it } from 'vitest';
import { kanbanColumnsOf, placeOnKanban } from './kanban';

const item = (over: Partial<Parameters<typeof kanbanColumnsOf>[1]> = {}) => ({
  fase: 1,
  quantidadeVagas: 1,
  victories: 0,
  defeats: 0,
  showInKanban: false,
  ...over,
});

describe('kanbanColumnsOf (002 §4 placement)', () => {
  it('puts the revision feed in revision, or in closed once it has victories or defeats', () => {
    expect(kanbanColumnsOf('revision', item())).toEqual(['review']);
    expect(kanbanColumnsOf('revision', item({ victories: 1 }))).toEqual(['closed']);
    expect(kanbanColumnsOf('revision', item({ defeats: 2 }))).toEqual(['closed']);
  });

  it('shows the recruitment feed only while showInKanban is on', () => {
    expect(kanbanColumnsOf('recruitment', item({ showInKanban: true }))).toEqual(['recruitment']);
    expect(kanbanColumnsOf('recruitment', item({ showInKanban: false }))).toEqual([]);
    expect(kanbanColumnsOf('recruitment', item({ showInKanban: null }))).toEqual([]);
  });

  it('puts the in-progress feed in evaluation, selection or presentation by fase', () => {
    expect([2, 3, 4].map((fase) => kanbanColumnsOf('inProgress', item({ fase })))).toEqual([
      ['evaluation'],
      ['selection'],
      ['presentation'],
    ]);
  });

  it('moves an in-progress item with results and no vacancy left to closed only', () => {
    expect(kanbanColumnsOf('inProgress', item({ fase: 3, quantidadeVagas: 0, victories: 1 }))).toEqual([
      'closed',
    ]);
    expect(kanbanColumnsOf('inProgress', item({ fase: 4, quantidadeVagas: 0, defeats: 1 }))).toEqual([
      'closed',
    ]);
  });

  it('shows an in-progress item with results and vacancies left in both its stage and closed', () => {
    expect(kanbanColumnsOf('inProgress', item({ fase: 2, quantidadeVagas: 2, victories: 1 }))).toEqual([
      'evaluation',
      'closed',
    ]);
  });

  it('keeps an in-progress item without results in its stage even with no vacancy left', () => {
    expect(kanbanColumnsOf('inProgress', item({ fase: 4, quantidadeVagas: 0 }))).toEqual(['presentation']);
  });
});

describe('placeOnKanban', () => {
  it('builds the six columns from the three feeds, keeping each feed order', () => {
    const a = { ...item(), id: 'a' };
    const b = { ...item({ victories: 1 }), id: 'b' };
    const c = { ...item({ showInKanban: true }), id: 'c' };
    const d = { ...item({ fase: 3, quantidadeVagas: 1, defeats: 1 }), id: 'd' };
    const e = { ...item({ fase: 3 }), id: 'e' };
    const board = placeOnKanban({ revision: [a, b], recruitment: [c], inProgress: [d, e] });
    const ids = Object.fromEntries(
      Object.entries(board).map(([column, items]) => [column, items.map((i) => i.id)]),
    );
    expect(ids).toEqual({
      review: ['a'],
      recruitment: ['c'],
      evaluation: [],
      selection: ['d', 'e'],
      presentation: [],
      closed: ['b', 'd'],
    });
  });
});
