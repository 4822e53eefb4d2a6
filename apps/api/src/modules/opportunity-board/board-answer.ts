import { type OpportunityBoardWire, type PlacedBoardCard, packBoard } from '@mosaico/domain';
import { type PiecedAnswer, serializePieces } from '../../lib/serialized-answer';

/** The kanban's answer of one set of filters, with what the next answer of the same filters can reuse. */
export interface BoardAnswer {
  answer: PiecedAnswer;
  /** The packed board, field by field, as the pieces were written from it. */
  wire: OpportunityBoardWire;
  /** The cards it was packed from, in order (the snapshot's entries: a card not made again is the same object). */
  placed: readonly PlacedBoardCard[];
}

type Fields = Record<string, unknown[]>;

/** Whether two packed values are the same (strings, numbers, null, lists of days). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return (
    Array.isArray(a) &&
    Array.isArray(b) &&
    a.length === b.length &&
    a.every((value, at) => value === (b as unknown[])[at])
  );
}

/** Whether two packed lists hold the same values (names compared by their JSON). */
function sameValues(now: readonly unknown[], before: readonly unknown[] | undefined): boolean {
  if (!before || now.length !== before.length) return false;
  for (let i = 0; i < now.length; i++) {
    const [a, b] = [now[i], before[i]];
    if (same(a, b)) continue;
    if (a && b && typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b)) continue;
    return false;
  }
  return true;
}

const idOf = (value: { _id: string } | null) => value?._id ?? null;

/**
 * The board packed again by patching the answer before, when its cards are the same opportunities in the same places
 * and a changed card still names the same responsible and squad and sits in the same columns (a rename, a new count
 * of vacancies, a squad renamed): only the cards made again are packed. Null when it cannot be (a card added, taken
 * off or moved), and the board is packed whole. Either way the result is what `packBoard` gives.
 */
function patched(placed: readonly PlacedBoardCard[], previous: BoardAnswer): OpportunityBoardWire | null {
  const before = previous.placed;
  if (before.length !== placed.length) return null;
  const changed: number[] = [];
  for (let i = 0; i < placed.length; i++) {
    const [now, was] = [placed[i] as PlacedBoardCard, before[i] as PlacedBoardCard];
    if (now === was) continue;
    if (
      now.card._id !== was.card._id ||
      idOf(now.card.user) !== idOf(was.card.user) ||
      idOf(now.card.squad) !== idOf(was.card.squad) ||
      now.columns.join() !== was.columns.join()
    )
      return null;
    changed.push(i);
  }
  const wire = previous.wire;
  if (changed.length === 0) return wire;
  const one = packBoard(changed.map((at) => placed[at] as PlacedBoardCard)).cards as unknown as Fields;
  // A field none of the changed cards changes keeps its list (the same object: its piece is kept without a look).
  const fields: Fields = {};
  for (const [field, values] of Object.entries(wire.cards as unknown as Fields)) {
    const news = one[field] ?? [];
    // The indexes into the dictionaries stay (same responsible and squad); `one` counts from its own dictionaries.
    if (field === 'user' || field === 'squad' || changed.every((at, k) => same(values[at], news[k]))) {
      fields[field] = values;
      continue;
    }
    const next = values.slice();
    changed.forEach((at, k) => {
      next[at] = news[k];
    });
    fields[field] = next;
  }
  // Same responsible and squad as before at the same index; their name or photo may have changed (a rename).
  const renamed = <T extends { _id: string }>(
    list: T[],
    field: 'user' | 'squad',
    of: (c: PlacedBoardCard) => T | null,
  ) => {
    let next: T[] | null = null;
    for (const at of changed) {
      const value = of(placed[at] as PlacedBoardCard);
      const index = fields[field]?.[at] as number | null;
      if (!value || index === null || JSON.stringify(list[index]) === JSON.stringify(value)) continue;
      next ??= list.slice();
      next[index] = value;
    }
    return next ?? list;
  };
  return {
    ...wire,
    cards: fields as unknown as OpportunityBoardWire['cards'],
    users: renamed(wire.users, 'user', (c) => c.card.user),
    squads: renamed(wire.squads, 'squad', (c) => c.card.squad),
  };
}

/**
 * The answer written field by field (board-wire.ts packs it so), one piece of JSON per field, per dictionary and per
 * column: a change to one card changes a few fields (a rename its titles, a new stage its fase and days), so the
 * other pieces keep their text from the answer before, and with it their compressed bytes (`serializePieces`).
 * A card added or taken off shifts every field and writes them all again.
 */
export function boardAnswerOf(placed: readonly PlacedBoardCard[], previous?: BoardAnswer): BoardAnswer {
  const patch = previous ? patched(placed, previous) : null;
  const wire = patch ?? packBoard(placed);
  const parts: Array<{ prefix: string; now: readonly unknown[]; before: readonly unknown[] | undefined }> =
    [];
  const cards = wire.cards as unknown as Fields;
  const cardsBefore = previous?.wire.cards as unknown as Fields | undefined;
  Object.keys(cards).forEach((field, at) => {
    parts.push({
      prefix: `${at === 0 ? '{"cards":{' : ','}${JSON.stringify(field)}:`,
      now: cards[field] ?? [],
      before: cardsBefore?.[field],
    });
  });
  parts.push({ prefix: '},"users":', now: wire.users, before: previous?.wire.users });
  parts.push({ prefix: ',"squads":', now: wire.squads, before: previous?.wire.squads });
  const columns = wire.columns as Record<string, readonly number[]>;
  const columnsBefore = previous?.wire.columns as Record<string, readonly number[]> | undefined;
  Object.keys(columns).forEach((column, at) => {
    parts.push({
      prefix: `${at === 0 ? ',"columns":{' : ','}${JSON.stringify(column)}:`,
      now: columns[column] ?? [],
      before: columnsBefore?.[column],
    });
  });
  const kept = previous?.answer.pieces;
  const pieces = parts.map((part, at) =>
    // Patched, a list that changed is a new object; packed whole, its values are compared.
    kept?.[at] !== undefined && (part.now === part.before || (!patch && sameValues(part.now, part.before)))
      ? kept[at]
      : `${part.prefix}${JSON.stringify(part.now)}`,
  );
  pieces.push('}}');
  return { answer: serializePieces(pieces, previous?.answer), wire, placed };
}
