import { z } from 'zod';
import type { OpportunityBoardCard, OpportunityBoardResponse } from './board';
import { opportunityBoardCardSchema } from './board';
import type { OpportunityKanbanColumn } from './kanban';
import { priorityLabel } from './priorities';
import { OPPORTUNITY_KANBAN_COLUMNS } from './stage';

/**
 * How GET opportunity/kanban travels (issue 27 item 2): the same contract, `{cards, columns}` with the cards of
 * 002 §3 'Opportunity (kanban item)', packed by field instead of by card. Sent card by card, 10,000 open
 * opportunities were 5.5 MB of JSON and 500 KB brotli-compressed, most of it the same keys, responsibles and
 * squads written again on every card and every id written twice (cards, then columns). Packed:
 *
 * - `cards` holds one array per field, keyed by the field's name, all as long as the board (card i is element i
 *   of each);
 * - `user` and `squad` are indexes into `users` and `squads`, which list each responsible and squad once (null:
 *   none);
 * - `selectedPriority` is the priority's value (its label is the domain's, `priorityLabel`), `datesDefeats` each
 *   card's defeat days;
 * - each column lists indexes into `cards` instead of ids, in the board's order.
 *
 * `opportunityBoardResponseSchema` checks the packed answer and restores the card-by-card shape, so the screen and
 * the tests read the contract as before; `packBoard` is its inverse (board-wire.test.ts checks the round trip).
 */

const card = opportunityBoardCardSchema.shape;
const responsibleSchema = card.user.unwrap();
const squadSchema = card.squad.unwrap();

type JsonType = 'string' | 'integer' | 'number' | 'null';

/**
 * A packed field: a list whose every element passes `is`, checked in one loop, documented as the JSON schema
 * `items`. `z.array(z.string())` checks each element through zod's machinery, which the page cannot compile (its
 * content security policy forbids eval): checking a board of 10,000 cards so took 440 ms of a 4× throttled visit.
 */
function field<T>(what: string, items: Record<string, unknown>, is: (value: unknown) => value is T) {
  return z
    .custom<T[]>((value) => Array.isArray(value) && value.every(is), {
      message: `expected a list of ${what}`,
    })
    .meta({ type: 'array', items });
}
const typed = (...types: JsonType[]) => ({ type: types.length === 1 ? types[0] : types });
const isString = (value: unknown): value is string => typeof value === 'string';
const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isIndex = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const orNull =
  <T>(is: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || is(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isLabel = (value: unknown): value is '1' | '2' => value === '1' || value === '2';
const isDays = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const days = { type: 'array', items: { type: 'string' } };
const index = { type: 'integer', minimum: 0 };

export const opportunityBoardWireSchema = z.object({
  cards: z.object({
    _id: field('ids', typed('string'), isString),
    idOpportunity: field('whole numbers', typed('integer'), isInteger),
    titulo: field('texts', typed('string'), isString),
    cliente: field('texts or null', typed('string', 'null'), orNull(isString)),
    /** Index into `users`, null for no responsible. */
    user: field('indexes or null', { anyOf: [index, { type: 'null' }] }, orNull(isIndex)),
    quantidadeVagas: field('whole numbers', typed('integer'), isInteger),
    fase: field('whole numbers', typed('integer'), isInteger),
    label: field("'1' or '2'", { type: 'string', enum: ['1', '2'] }, isLabel),
    /** Index into `squads`, null for no squad. */
    squad: field('indexes or null', { anyOf: [index, { type: 'null' }] }, orNull(isIndex)),
    victories: field('whole numbers', typed('integer'), isInteger),
    defeats: field('whole numbers', typed('integer'), isInteger),
    /** Each card's defeat days (the contract's `[{date}]`). */
    datesDefeats: field('lists of days', days, isDays),
    periodInCurrentStep: field('numbers or null', typed('number', 'null'), orNull(isNumber)),
    /** The priority's value (1–3); the contract's `{label, value}` takes its label from `priorityLabel`. */
    selectedPriority: field('whole numbers', typed('integer'), isInteger),
    created: field('instants', typed('string'), isString),
    victoryDates: field('lists of days', days, isDays),
  }),
  /** Each responsible on the board once. */
  users: z.array(responsibleSchema),
  /** Each squad on the board once. */
  squads: z.array(squadSchema),
  /** Each column's cards as indexes into `cards`, in the board's order. */
  columns: z.object(
    Object.fromEntries(
      OPPORTUNITY_KANBAN_COLUMNS.map((column) => [column, field('indexes', index, isIndex)]),
    ) as Record<OpportunityKanbanColumn, ReturnType<typeof field<number>>>,
  ),
});
export type OpportunityBoardWire = z.infer<typeof opportunityBoardWireSchema>;

type CardFields = OpportunityBoardWire['cards'];
const CARD_FIELDS = Object.keys(opportunityBoardWireSchema.shape.cards.shape) as Array<keyof CardFields>;

/** The packed board unpacked, or the first thing that does not hold together (lengths, indexes). */
export function unpackBoard(wire: OpportunityBoardWire): OpportunityBoardResponse | { error: string } {
  const fields = wire.cards;
  const count = fields._id.length;
  for (const field of CARD_FIELDS) {
    if (fields[field].length !== count) return { error: `cards.${field} is not as long as cards._id` };
  }
  const cards: OpportunityBoardCard[] = [];
  for (let i = 0; i < count; i++) {
    const userAt = fields.user[i] ?? null;
    const squadAt = fields.squad[i] ?? null;
    const user = userAt === null ? null : wire.users[userAt];
    const squad = squadAt === null ? null : wire.squads[squadAt];
    if (user === undefined) return { error: `cards.user[${i}] names no user` };
    if (squad === undefined) return { error: `cards.squad[${i}] names no squad` };
    const priority = fields.selectedPriority[i] as number;
    cards.push({
      _id: fields._id[i] as string,
      idOpportunity: fields.idOpportunity[i] as number,
      titulo: fields.titulo[i] as string,
      cliente: fields.cliente[i] ?? null,
      user,
      quantidadeVagas: fields.quantidadeVagas[i] as number,
      fase: fields.fase[i] as number,
      label: fields.label[i] as OpportunityBoardCard['label'],
      squad,
      victories: fields.victories[i] as number,
      defeats: fields.defeats[i] as number,
      datesDefeats: (fields.datesDefeats[i] as string[]).map((date) => ({ date })),
      periodInCurrentStep: fields.periodInCurrentStep[i] ?? null,
      selectedPriority: { label: priorityLabel(priority) ?? '', value: priority },
      created: fields.created[i] as string,
      victoryDates: fields.victoryDates[i] as string[],
    });
  }
  const columns = {} as OpportunityBoardResponse['columns'];
  for (const column of OPPORTUNITY_KANBAN_COLUMNS) {
    const ids: string[] = [];
    for (const at of wire.columns[column]) {
      const id = fields._id[at];
      if (id === undefined) return { error: `columns.${column} names card ${at}, past the board's end` };
      ids.push(id);
    }
    columns[column] = ids;
  }
  return { cards, columns };
}

/**
 * GET opportunity/kanban's answer as the contract reads it: the packed answer checked, then unpacked card by card
 * (an answer that does not hold together fails like any other that breaks its schema).
 */
export const opportunityBoardResponseSchema = opportunityBoardWireSchema.transform((wire, ctx) => {
  const board = unpackBoard(wire);
  if ('error' in board) {
    ctx.addIssue({ code: 'custom', message: board.error, input: wire });
    return z.NEVER;
  }
  return board;
});

/** A card on the board with the columns it is placed in (002 §4: one, or its stage and Posições Encerradas). */
export interface PlacedBoardCard {
  card: OpportunityBoardCard;
  columns: readonly OpportunityKanbanColumn[];
}

/** Each card's defeat days as packed, made once per card (a board is packed again after every change). */
const defeatDaysOf = new WeakMap<OpportunityBoardCard, string[]>();

/**
 * Packs the board's cards, in the board's order, each with its columns. A responsible or squad is listed once by
 * its `_id` (the first card's copy: one board is read at one moment, so every card carries the same one).
 */
export function packBoard(placed: readonly PlacedBoardCard[]): OpportunityBoardWire {
  // Filled by push: arrays made at their length are holey, which JSON.stringify writes three times slower.
  const fields = Object.fromEntries(CARD_FIELDS.map((field) => [field, []])) as unknown as CardFields;
  const users: OpportunityBoardWire['users'] = [];
  const squads: OpportunityBoardWire['squads'] = [];
  const userAt = new Map<string, number>();
  const squadAt = new Map<string, number>();
  const columns = Object.fromEntries(
    OPPORTUNITY_KANBAN_COLUMNS.map((column) => [column, [] as number[]]),
  ) as OpportunityBoardWire['columns'];
  for (let i = 0; i < placed.length; i++) {
    const { card: c, columns: placedIn } = placed[i] as PlacedBoardCard;
    let user: number | null = null;
    if (c.user) {
      user = userAt.get(c.user._id) ?? users.length;
      if (user === users.length) {
        userAt.set(c.user._id, user);
        users.push(c.user);
      }
    }
    let squad: number | null = null;
    if (c.squad) {
      squad = squadAt.get(c.squad._id) ?? squads.length;
      if (squad === squads.length) {
        squadAt.set(c.squad._id, squad);
        squads.push(c.squad);
      }
    }
    fields._id.push(c._id);
    fields.idOpportunity.push(c.idOpportunity);
    fields.titulo.push(c.titulo);
    fields.cliente.push(c.cliente);
    fields.user.push(user);
    fields.quantidadeVagas.push(c.quantidadeVagas);
    fields.fase.push(c.fase);
    fields.label.push(c.label);
    fields.squad.push(squad);
    fields.victories.push(c.victories);
    fields.defeats.push(c.defeats);
    let defeatDays = defeatDaysOf.get(c);
    if (!defeatDays) {
      defeatDays = c.datesDefeats.map((defeat) => defeat.date);
      defeatDaysOf.set(c, defeatDays);
    }
    fields.datesDefeats.push(defeatDays);
    fields.periodInCurrentStep.push(c.periodInCurrentStep);
    fields.selectedPriority.push(c.selectedPriority.value);
    fields.created.push(c.created);
    fields.victoryDates.push(c.victoryDates);
    for (const column of placedIn) columns[column].push(i);
  }
  return { cards: fields, users, squads, columns };
}
