import { describe, expect, it } from 'vitest';
import {
  boardCardMatches,
  boardPriorityFilter,
  boardResults,
  boardResultsInPeriod,
  boardResultsQuerySchema,
  defaultResultsPeriod,
  kanbanFeedOf,
  opportunityBoardQuerySchema,
} from './board';

describe('kanbanFeedOf (the three feeds the board is built from)', () => {
  it('puts a not public opportunity in revision whatever its fase', () => {
    expect(kanbanFeedOf({ isPublic: false, fase: 0 })).toBe('revision');
    expect(kanbanFeedOf({ isPublic: false, fase: 3 })).toBe('revision');
  });
  it('puts a public one in recruitment at fase 0–1 and in progress at 2–4', () => {
    expect([0, 1, 2, 3, 4].map((fase) => kanbanFeedOf({ isPublic: true, fase }))).toEqual([
      'recruitment',
      'recruitment',
      'inProgress',
      'inProgress',
      'inProgress',
    ]);
  });
});

describe('boardPriorityFilter', () => {
  it('keeps every priority newest first for Mais recente (4), one priority for 1–3, by priority for -1', () => {
    expect(boardPriorityFilter(4)).toEqual({ only: null, byPriority: false });
    expect(boardPriorityFilter(2)).toEqual({ only: 2, byPriority: false });
    expect(boardPriorityFilter(-1)).toEqual({ only: null, byPriority: true });
  });
  it('defaults the query to all squads, all responsibles and Mais recente, and refuses other priorities', () => {
    expect(opportunityBoardQuerySchema.parse({})).toEqual({ squad: '-1', responsible: '-1', priority: 4 });
    expect(opportunityBoardQuerySchema.parse({ priority: '-1' }).priority).toBe(-1);
    expect(opportunityBoardQuerySchema.safeParse({ priority: '5' }).success).toBe(false);
    expect(opportunityBoardQuerySchema.safeParse({ priority: 'x' }).success).toBe(false);
  });
});

describe('boardResults (Vitórias e Derrotas)', () => {
  const card = (id: string, victoryDates: string[], defeatDays: string[], squad: string | null = null) => ({
    _id: id,
    titulo: `Opp ${id}`,
    squad: squad ? { _id: squad, name: `Squad ${squad}` } : null,
    victoryDates,
    datesDefeats: defeatDays.map((date) => ({ date })),
  });
  it('lists every win and every defeat with title, squad and day, newest first', () => {
    const results = boardResults([
      card('a', ['2026-10-01', '2026-11-02'], [], 's1'),
      card('b', ['2026-10-15'], ['2026-09-01']),
    ]);
    expect(results.victories.map((entry) => [entry.titulo, entry.date, entry.squad])).toEqual([
      ['Opp a', '2026-11-02', 'Squad s1'],
      ['Opp b', '2026-10-15', null],
      ['Opp a', '2026-10-01', 'Squad s1'],
    ]);
    expect(results.defeats).toEqual([
      { opportunityId: 'b', titulo: 'Opp b', squad: null, date: '2026-09-01' },
    ]);
  });
  it('answers two empty lists for a board without results', () => {
    expect(boardResults([card('a', [], [])])).toEqual({ victories: [], defeats: [] });
  });
  it('keeps a period’s days, both ends included, whether days or instants are stored', () => {
    const results = boardResultsInPeriod(
      [card('a', ['2026-10-01', '2026-10-31'], ['2026-11-01T15:00:00.000Z', '2026-09-30'])],
      '2026-10-01',
      '2026-11-01',
    );
    expect(results.victories.map((entry) => entry.date)).toEqual(['2026-10-31', '2026-10-01']);
    expect(results.defeats.map((entry) => entry.date)).toEqual(['2026-11-01T15:00:00.000Z']);
  });
  it('opens on the last twelve months and refuses a period that ends before it starts', () => {
    expect(defaultResultsPeriod(new Date(2026, 10, 27))).toEqual({ from: '2025-11-28', to: '2026-11-27' });
    expect(boardResultsQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(false);
    expect(boardResultsQuerySchema.parse({ from: '2026-11-01', to: '2026-11-01' })).toMatchObject({
      squad: '-1',
      priority: 4,
    });
  });
});

describe('boardCardMatches (the board’s quick filter)', () => {
  const card = { titulo: 'Desenvolvedor Java Sênior', cliente: 'Banco Azul', idOpportunity: 42 };
  it('matches every word in title, client or number, ignoring case and accents', () => {
    expect(boardCardMatches(card, 'java senior')).toBe(true);
    expect(boardCardMatches(card, 'azul')).toBe(true);
    expect(boardCardMatches(card, '#42')).toBe(true);
    expect(boardCardMatches(card, 'java python')).toBe(false);
    expect(boardCardMatches(card, '   ')).toBe(true);
  });
});
