import type { OpportunityBoardCard, OpportunityKanbanColumn } from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import { listenTo } from '../../db/notifications';
import { type ChangedRows, changedRowsOf } from '../../lib/notified-cache';
import type { SerializedAnswer } from '../../lib/serialized-answer';
import * as repository from './opportunity-board.repository';

/** Sent by the triggers of migrations 0027 and 0040 when milestones, squads or a responsible's name or photo change. */
export const BOARD_CHANGED_CHANNEL = 'mosaico_board_changed';

/** Answers kept per filters: 4 priorities × a few squads and responsibles in use. */
const MAX_ANSWERS = 64;

/** A responsible as the board shows them. */
export interface Responsible {
  displayName: string;
  imageFileId: string | null;
}

/** What a card is made of: its row and the names the row points to. */
export interface BoardNames {
  squads: ReadonlyMap<string, string>;
  people: ReadonlyMap<string, Responsible>;
}

/** One open opportunity on the board: its row, its card for the snapshot's day and the columns it is placed in. */
export interface BoardEntry {
  row: repository.BoardRow;
  card: OpportunityBoardCard;
  columns: readonly OpportunityKanbanColumn[];
}

/** Makes an entry (opportunity-board.service.ts: the card and its placement are the service's rules). */
export type EntryOf = (row: repository.BoardRow, names: BoardNames, today: Date) => BoardEntry;

export interface BoardView {
  /** Every open opportunity, newest first (then by id), each with its card for `day`. Never changed in place. */
  entries: readonly BoardEntry[];
  /** The UTC day the cards' days in the current step run to. */
  day: string;
  /**
   * The answer of one set of filters for this view, built once: answers are kept until the snapshot takes in a
   * change (or the day turns). `build` is handed what the last build of the same filters made, in an earlier view,
   * to reuse what did not change.
   */
  answer<A extends { answer: SerializedAnswer }>(
    key: string,
    build: (previous: A | undefined) => A,
  ): SerializedAnswer;
}

export interface BoardSnapshot {
  /** The board as the database has it now (reading what changed since the last view first). */
  view(today: Date): Promise<BoardView>;
  close(): Promise<void>;
}

/** Newest first, then by id: the board's order ('Mais recente'), the same whichever way the rows were read. */
function boardOrder(a: BoardEntry, b: BoardEntry): number {
  if (a.row.created !== b.row.created) return a.row.created > b.row.created ? -1 : 1;
  return a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0;
}

/** Where an entry with this row's order sits in `entries` (the first position not before it). */
function positionOf(entries: readonly BoardEntry[], entry: BoardEntry): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (boardOrder(entries[middle] as BoardEntry, entry) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

const dayOf = (today: Date) => today.toISOString().slice(0, 10);

/** Keeps `value` as the most recently used of at most MAX_ANSWERS (Map order is insertion order). */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  if (map.size >= MAX_ANSWERS) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, value);
}

/**
 * The opportunity kanban's open opportunities, kept in memory by each instance and followed row by row (issue 27
 * item 2): every open opportunity is read once, and after a change only the opportunities it touched are read again
 * (the notifications of migration 0040 name them, as does a writer's own `clearAll`); a squad's or a responsible's
 * change reads their names again. Reading and building 10,000 cards again after every change took 100–300 ms; one
 * card takes well under one. What a notification does not name (too many rows, a TRUNCATE, a lost connection)
 * reads everything again, as the whole answer was before. The cards' days in the current step run to today, so a
 * new day makes every card again (from memory). Never a timer.
 *
 * Changes that arrive while the snapshot reads are kept for the next view, so a row read before a change is read
 * again after it.
 */
export async function createBoardSnapshot(
  ctx: Pick<AppContext, 'database' | 'opportunityCaches'>,
  entryOf: EntryOf,
): Promise<BoardSnapshot> {
  const db = ctx.database.db;
  let pending = { all: true, ids: new Set<string>(), squads: false, people: false };
  let rows = new Map<string, repository.BoardRow>();
  let entries: BoardEntry[] = [];
  const byId = new Map<string, BoardEntry>();
  let names: BoardNames = { squads: new Map(), people: new Map() };
  let day: string | null = null;
  let answers = new Map<string, { answer: SerializedAnswer }>();
  // The last answer built per filters, whichever view it was built for (what a new build may reuse).
  const lastBuilt = new Map<string, { answer: SerializedAnswer }>();
  let refreshing: Promise<void> | null = null;

  const opportunitiesChanged = (changed: ChangedRows) => {
    if (changed === null) pending.all = true;
    else for (const id of changed) pending.ids.add(id);
  };
  ctx.opportunityCaches.follow(opportunitiesChanged);
  const unlisten = await listenTo(ctx.database, BOARD_CHANGED_CHANNEL, {
    onNotify: (payload) => {
      if (payload.startsWith('squads')) pending.squads = true;
      else if (payload.startsWith('users')) pending.people = true;
      // The milestones name their opportunities (or nobody: then everything is read again).
      else opportunitiesChanged(changedRowsOf(payload));
    },
    onReconnect: () => {
      pending.all = true;
    },
  });

  const waiting = (today: string) =>
    pending.all || pending.ids.size > 0 || pending.squads || pending.people || day !== today;

  /** The names every row points to: those of `reread` read again, the others kept (and any not known yet read). */
  async function namesFor(reread: { squads: boolean; people: boolean }): Promise<BoardNames> {
    const squadIds = new Set<string>();
    const personIds = new Set<string>();
    for (const row of rows.values()) {
      if (row.squadId) squadIds.add(row.squadId);
      if (row.responsibleId) personIds.add(row.responsibleId);
    }
    const toRead = (ids: Set<string>, known: ReadonlyMap<string, unknown>, all: boolean) =>
      [...ids].filter((id) => all || !known.has(id));
    const [squadRows, personRows] = await Promise.all([
      repository.squadNames(db, toRead(squadIds, names.squads, reread.squads)),
      repository.responsibles(db, toRead(personIds, names.people, reread.people)),
    ]);
    const keep = <V>(ids: Set<string>, known: ReadonlyMap<string, V>, all: boolean) => {
      const kept = new Map<string, V>();
      if (all) return kept;
      for (const id of ids) {
        const value = known.get(id);
        if (value !== undefined) kept.set(id, value);
      }
      return kept;
    };
    const squads = keep(squadIds, names.squads, reread.squads);
    const people = keep(personIds, names.people, reread.people);
    for (const squad of squadRows) squads.set(squad.id, squad.name);
    for (const person of personRows)
      people.set(person.id, { displayName: person.displayName, imageFileId: person.imageFileId });
    return { squads, people };
  }

  /** The squads and responsibles whose name (or photo) differs between two readings. */
  function renamed(before: BoardNames, after: BoardNames): { squads: Set<string>; people: Set<string> } {
    const squads = new Set<string>();
    const people = new Set<string>();
    for (const id of new Set([...before.squads.keys(), ...after.squads.keys()]))
      if (before.squads.get(id) !== after.squads.get(id)) squads.add(id);
    for (const id of new Set([...before.people.keys(), ...after.people.keys()])) {
      const [was, is] = [before.people.get(id), after.people.get(id)];
      if (was?.displayName !== is?.displayName || was?.imageFileId !== is?.imageFileId) people.add(id);
    }
    return { squads, people };
  }

  async function refresh(today: Date): Promise<void> {
    const taken = pending;
    pending = { all: false, ids: new Set(), squads: false, people: false };
    try {
      const toDay = dayOf(today);
      // The opportunities whose entry is made again: all of them, or those a change touched.
      let remake: Set<string> | 'all';
      if (taken.all) {
        rows = new Map((await repository.openBoardRows(db)).map((row) => [row.id, row]));
        names = await namesFor({ squads: true, people: true });
        remake = 'all';
      } else {
        remake = new Set<string>();
        if (taken.ids.size > 0) {
          const fresh = new Map(
            (await repository.openBoardRows(db, [...taken.ids])).map((row) => [row.id, row]),
          );
          for (const id of taken.ids) {
            const [was, is] = [rows.get(id), fresh.get(id)];
            // A statement that wrote what the board does not show (the details, the criteria) changes no card.
            if (JSON.stringify(was) === JSON.stringify(is)) continue;
            remake.add(id);
            if (is) rows.set(id, is);
            else rows.delete(id);
          }
        }
        const before = names;
        names = await namesFor({ squads: taken.squads, people: taken.people });
        const changed = renamed(before, names);
        if (changed.squads.size > 0 || changed.people.size > 0) {
          for (const row of rows.values()) {
            if (
              (row.squadId && changed.squads.has(row.squadId)) ||
              (row.responsibleId && changed.people.has(row.responsibleId))
            )
              remake.add(row.id);
          }
        }
        if (day !== toDay) remake = 'all';
      }
      if (remake === 'all') {
        byId.clear();
        for (const row of rows.values()) byId.set(row.id, entryOf(row, names, today));
        entries = [...byId.values()].sort(boardOrder);
        answers = new Map();
      } else if (remake.size > 0) {
        // A new list, so a view handed out before keeps the entries it was built from.
        const next = [...entries];
        for (const id of remake) {
          const old = byId.get(id);
          const row = rows.get(id);
          const entry = row ? entryOf(row, names, today) : null;
          const at = old ? positionOf(next, old) : -1;
          if (old && entry && boardOrder(old, entry) === 0) {
            // Same place on the board (a rename, a new stage): replaced where it stands.
            next[at] = entry;
          } else {
            if (old) next.splice(at, 1);
            if (entry) next.splice(positionOf(next, entry), 0, entry);
          }
          if (entry) byId.set(id, entry);
          else byId.delete(id);
        }
        entries = next;
        answers = new Map();
      }
      day = toDay;
    } catch (error) {
      // Read everything again next time: what this refresh took is not in the snapshot.
      pending.all = true;
      throw error;
    }
  }

  return {
    async view(today) {
      const toDay = dayOf(today);
      while (refreshing || waiting(toDay)) {
        refreshing ??= refresh(today).finally(() => {
          refreshing = null;
        });
        await refreshing;
      }
      const kept = answers;
      const view: BoardView = {
        entries,
        day: toDay,
        answer<A extends { answer: SerializedAnswer }>(key: string, build: (previous: A | undefined) => A) {
          let built = kept.get(key);
          if (built) {
            // Map order is insertion order: re-inserting marks the key as the most recently used.
            kept.delete(key);
          } else {
            built = build(lastBuilt.get(key) as A | undefined);
            remember(lastBuilt, key, built);
          }
          remember(kept, key, built);
          return built.answer;
        },
      };
      return view;
    },
    close: unlisten,
  };
}
