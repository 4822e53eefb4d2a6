import { z } from 'zod';
import { opportunityFeedItemSchema } from '../search/search';
import { oneLineText } from '../shared/one-line';
import type { KanbanFeed, OpportunityKanbanColumn } from './kanban';
import { type KanbanPriority, kanbanPrioritySchema } from './priorities';

/**
 * The opportunity kanban's one call (002 §2.3, issue 10): GET opportunity/kanban with the header's filters. The
 * server reads every open opportunity once, places each by 002 §4 and answers the cards once with each column's
 * ids in order (an opportunity with vacancies left and wins or defeats sits in two columns).
 */

/** '-1' is "all" for squad and responsible (002 §3). */
export const KANBAN_ALL = '-1';

export const opportunityBoardQuerySchema = z.object({
  squad: oneLineText().trim().min(1).max(64).default(KANBAN_ALL),
  responsible: oneLineText().trim().min(1).max(64).default(KANBAN_ALL),
  priority: z.coerce.number().pipe(kanbanPrioritySchema).default(4),
});
export type OpportunityBoardQuery = z.infer<typeof opportunityBoardQuerySchema>;

/**
 * A card: 002 §3 'Opportunity (kanban item)', the same shape as the placement feeds' items (one schema for the
 * contract shape), with the days its professionals became Selecionado for 'Vitórias e Derrotas'.
 */
export const opportunityBoardCardSchema = opportunityFeedItemSchema
  .pick({
    _id: true,
    idOpportunity: true,
    titulo: true,
    cliente: true,
    user: true,
    quantidadeVagas: true,
    fase: true,
    label: true,
    squad: true,
    victories: true,
    defeats: true,
    datesDefeats: true,
    periodInCurrentStep: true,
    selectedPriority: true,
    created: true,
  })
  .extend({ victoryDates: z.array(z.string()) });
export type OpportunityBoardCard = z.infer<typeof opportunityBoardCardSchema>;

/**
 * The board as the contract reads it: every card once, and each column's card ids in the board's order. It travels
 * packed by field (board-wire.ts); `opportunityBoardResponseSchema` checks that and gives this shape back.
 */
export interface OpportunityBoardResponse {
  cards: OpportunityBoardCard[];
  columns: Record<OpportunityKanbanColumn, string[]>;
}

/**
 * Which of the three feeds an open opportunity comes from (docs/decisions/boards.md 'filter/{feed}'): not public is the
 * revision feed; public at fase 0–1 the recruitment feed; public at fase 2–4 the in-progress feed.
 */
export function kanbanFeedOf(opportunity: { isPublic: boolean; fase: number }): KanbanFeed {
  if (!opportunity.isPublic) return 'revision';
  return opportunity.fase >= 2 ? 'inProgress' : 'recruitment';
}

/**
 * The priority dropdown (DECISIONS 'Priorities'; docs/decisions/boards.md 'Opportunity kanban'): Mais recente (4, the
 * default) keeps every priority, newest first; Alta, Média or Baixa keeps only that priority, newest first; -1
 * keeps every priority ordered Alta → Baixa, then newest.
 */
export function boardPriorityFilter(priority: KanbanPriority): {
  only: 1 | 2 | 3 | null;
  byPriority: boolean;
} {
  if (priority === 4) return { only: null, byPriority: false };
  if (priority === -1) return { only: null, byPriority: true };
  return { only: priority, byPriority: false };
}

/** Cards whose title, client or number holds the words, for the board's quick filter (accent-insensitive). */
export function boardCardMatches(
  card: Pick<OpportunityBoardCard, 'titulo' | 'cliente' | 'idOpportunity'>,
  words: string,
): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const haystack = fold(`${card.titulo} ${card.cliente ?? ''} #${card.idOpportunity}`);
  return fold(words)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export interface BoardResultEntry {
  opportunityId: string;
  titulo: string;
  squad: string | null;
  date: string;
}

/** 'Vitórias e Derrotas' (002 §2.3): every win and every defeat of the board's cards, newest first. */
export function boardResults(
  cards: readonly Pick<OpportunityBoardCard, '_id' | 'titulo' | 'squad' | 'victoryDates' | 'datesDefeats'>[],
): { victories: BoardResultEntry[]; defeats: BoardResultEntry[] } {
  const entries = (daysOf: (card: (typeof cards)[number]) => string[]) =>
    cards
      .flatMap((card) =>
        daysOf(card).map((date) => ({
          opportunityId: card._id,
          titulo: card.titulo,
          squad: card.squad?.name ?? null,
          date,
        })),
      )
      .sort((a, b) => (a.date === b.date ? a.titulo.localeCompare(b.titulo) : a.date < b.date ? 1 : -1));
  return {
    victories: entries((card) => card.victoryDates),
    defeats: entries((card) => card.datesDefeats.map((defeat) => defeat.date)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 'Vitórias e Derrotas' of a period (002 §2.3, issue 22): GET opportunity/kanban-results. The board holds open
// opportunities only, yet most wins belong to opportunities finished since: the modal asks the server for every
// opportunity, open or finished, with a win or a defeat dated in the period, under the board's filters.
// ---------------------------------------------------------------------------------------------------------------

const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const boardResultsQuerySchema = opportunityBoardQuerySchema
  .extend({ from: isoDaySchema, to: isoDaySchema })
  .refine((query) => query.from <= query.to, { message: 'from after to', path: ['from'] });
export type BoardResultsQuery = z.infer<typeof boardResultsQuerySchema>;

export const boardResultEntrySchema = z.object({
  opportunityId: z.string(),
  titulo: z.string(),
  squad: z.string().nullable(),
  /** YYYY-MM-DD. */
  date: z.string(),
});

export const boardResultsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  victories: z.array(boardResultEntrySchema),
  defeats: z.array(boardResultEntrySchema),
});
export type BoardResultsResponse = z.infer<typeof boardResultsResponseSchema>;

/** The wins and defeats of `cards` dated from `from` to `to` (days, both included), newest first. */
export function boardResultsInPeriod(
  cards: Parameters<typeof boardResults>[0],
  from: string,
  to: string,
): { victories: BoardResultEntry[]; defeats: BoardResultEntry[] } {
  const all = boardResults(cards);
  const within = (entry: BoardResultEntry) => {
    const day = entry.date.slice(0, 10);
    return day >= from && day <= to;
  };
  return { victories: all.victories.filter(within), defeats: all.defeats.filter(within) };
}

/**
 * The period the modal opens on: the last twelve months up to today (local days), so that it is never empty just
 * because a month has begun; the recruiter narrows it from there.
 */
export function defaultResultsPeriod(today = new Date()): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const yearAgo = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate() + 1);
  return { from: day(yearAgo), to: day(today) };
}
