import { type OpportunityBoardWire, type PlacedBoardCard, packBoard } from '@mosaico/domain';
import { type PiecedAnswer, serializePieces } from '../../lib/serialized-answer';

/** The kanban's answer of one set of filters, with what the next answer of the same filters can reuse. */
export interface BoardAnswer {
  answer: PiecedAnswer;
  /** The packed board, field by field, as the pieces were written from it. */
  wire: OpportunityBoardWire;
}

/** Whether two packed fields hold the same values (strings, numbers, null, lists of days, names). */
function sameValues(now: readonly unknown[], before: readonly unknown[] | undefined): boolean {
  if (!before || now.length !== before.length) return false;
  for (let i = 0; i < now.length; i++) {
    const [a, b] = [now[i], before[i]];
    if (a === b) continue;
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length || a.some((value, at) => value !== b[at])) return false;
      continue;
    }
    if (a && b && typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b)) continue;
    return false;
  }
  return true;
}

/**
 * The answer written field by field (board-wire.ts packs it so), one piece of JSON per field, per dictionary and per
 * column: a change to one card changes a few fields (a rename its titles, a new stage its fase and days), so the
 * other pieces keep their text from the answer before, and with it their compressed bytes (`serializePieces`).
 * A card added or taken off shifts every field and writes them all again.
 */
export function boardAnswerOf(placed: readonly PlacedBoardCard[], previous?: BoardAnswer): BoardAnswer {
  const wire = packBoard(placed);
  const parts: Array<{ prefix: string; now: readonly unknown[]; before: readonly unknown[] | undefined }> =
    [];
  const cards = wire.cards as unknown as Record<string, readonly unknown[]>;
  const cardsBefore = previous?.wire.cards as unknown as Record<string, readonly unknown[]> | undefined;
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
    kept?.[at] !== undefined && sameValues(part.now, part.before)
      ? kept[at]
      : `${part.prefix}${JSON.stringify(part.now)}`,
  );
  pieces.push('}}');
  return { answer: serializePieces(pieces, previous?.answer), wire };
}
