import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { listenTo } from '../../db/notifications';
import {
  changedRowsOf,
  followChanges,
  PROFESSIONALS_CHANGED_CHANNEL,
  TALENTS_CHANGED_CHANNEL,
} from '../../lib/notified-cache';
import * as repository from './talent.repository';

type Ctx = Pick<AppContext, 'database'>;

/**
 * Every talent's order keys in memory, so that the first page of a board's load takes its order without a
 * statement (docs/decisions/talent-board.md, 'The order in memory'). Asked of PostgreSQL, the order cost a keyword
 * chip 67–96 ms (a probe of each talent's skills) and an opinion sort 35–45 ms at 5,113 talents; here any filter is
 * a pass over the talents and a sort, a few milliseconds. It is an index, not an answer: each load computes its
 * own order from the keys, and cards, phases and counts are read from PostgreSQL on every page.
 *
 * PostgreSQL stays the source. The keys follow its notifications: 'mosaico_professionals_changed' (names, flags,
 * deletion, skills; migration 0044) and 'mosaico_talents_changed' (groups, recruiters, entries, evaluations;
 * migration 0046) name the professionals whose keys are read again before the next order; a message without names
 * (a group renamed, a bulk change) or a lost connection reads every talent again. Before each order the keys send
 * themselves a marker on the same connection and wait for it: notifications arrive in commit order, so every change
 * committed before the marker has been heard, and the order is as fresh as a statement would be (whichever
 * instance or writer made the change). talentOrderQuery is the same rule in SQL: the module's tests compare both over every sort and filter, and the
 * board answers from it whenever the keys cannot be brought up to date.
 */
export interface TalentBoardKeys {
  /** The talents' ids in the board's order for these filters, or null when the keys are not available. */
  order(filter: repository.TalentFilter): Promise<string[] | null>;
  /** Reads every talent (start-up); true once the keys are current. */
  warm(): Promise<boolean>;
  close(): Promise<void>;
}

interface TalentKey {
  id: string;
  nameKey: string;
  enteredUs: number;
  recruiterId: string | null;
  groupName: string | null;
  opinionSum: number;
  opinionCount: number;
  behaviouralUs: number | null;
  skills: string[];
}

function keyOf(row: repository.TalentKeyRow): TalentKey {
  return {
    id: row.id,
    nameKey: row.nameKey,
    // Microseconds since 1970 stay exact as numbers (below 2^53 until the year 2255).
    enteredUs: Number(row.enteredUs),
    recruiterId: row.recruiterId,
    groupName: row.groupName,
    opinionSum: Number(row.opinionSum),
    opinionCount: Number(row.opinionCount),
    behaviouralUs: row.behaviouralUs === null ? null : Number(row.behaviouralUs),
    skills: row.skills,
  };
}

/**
 * Code-point order, as PostgreSQL's collation "C" compares UTF-8 text (JavaScript's `<` compares UTF-16 units,
 * which puts characters beyond U+FFFF before U+E000–U+FFFF).
 */
export function codePointOrder(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

const byId = (a: TalentKey, b: TalentKey) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byEntry = (a: TalentKey, b: TalentKey) => b.enteredUs - a.enteredUs || byId(a, b);

/** Those with a key before those without (NULLS LAST), then `compare` between two keys, then the entry order. */
function keyFirst<K>(key: (talent: TalentKey) => K | null, compare: (a: K, b: K) => number) {
  return (a: TalentKey, b: TalentKey) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) return x === y ? byEntry(a, b) : x === null ? 1 : -1;
    return compare(x, y) || byEntry(a, b);
  };
}

const opinion = (talent: TalentKey) => (talent.opinionCount > 0 ? talent : null);
// Means compared exactly, as fractions (grades are integers 0–10).
const meanOrder = (a: TalentKey, b: TalentKey) =>
  a.opinionSum * b.opinionCount - b.opinionSum * a.opinionCount;
const behavioural = (talent: TalentKey) => talent.behaviouralUs;

/** 002 §9's sorts 0–6, exactly as talentOrderQuery's ORDER BY. */
function comparatorFor(sort: number): (a: TalentKey, b: TalentKey) => number {
  switch (sort) {
    case 1:
      return (a, b) => codePointOrder(a.nameKey, b.nameKey) || byId(a, b);
    case 2:
      return (a, b) => codePointOrder(b.nameKey, a.nameKey) || byId(a, b);
    case 3:
      return keyFirst(opinion, (a, b) => meanOrder(b, a));
    case 4:
      return keyFirst(opinion, meanOrder);
    case 5:
      return keyFirst(behavioural, (a, b) => b - a);
    case 6:
      return keyFirst(behavioural, (a, b) => a - b);
    default:
      return byEntry;
  }
}

function kept(talent: TalentKey, filter: repository.TalentFilter, words: readonly string[]): boolean {
  if (filter.recruiterId && talent.recruiterId !== filter.recruiterId) return false;
  if (
    filter.group === 'none' ? talent.groupName !== null : filter.group && talent.groupName !== filter.group
  ) {
    return false;
  }
  return words.every(
    (word) => talent.nameKey.includes(word) || talent.skills.some((skill) => skill.includes(word)),
  );
}

/** A marker's payload starts so; markers of other instances say nothing changed. */
const MARKER = 'marker:';
/** A marker not back within this long (a lost connection): the board asks PostgreSQL for its order instead. */
const MARKER_TIMEOUT_MS = 2_000;

export async function createTalentBoardKeys(ctx: Ctx): Promise<TalentBoardKeys> {
  const db = ctx.database.db;
  const talents = new Map<string, TalentKey>();
  const changesOwed = followChanges(async (owed) => {
    if (owed.all) {
      const rows = await repository.talentKeys(db);
      talents.clear();
      for (const row of rows) talents.set(row.id, keyOf(row));
      return;
    }
    const rows = await repository.talentKeys(db, owed.ids);
    // Those no longer talents (flag off, deleted) are not read back.
    for (const id of owed.ids) talents.delete(id);
    for (const row of rows) talents.set(row.id, keyOf(row));
  });
  const instance = randomUUID();
  let markersSent = 0;
  const markers = new Map<string, () => void>();
  const unlisten = await listenTo(ctx.database, [PROFESSIONALS_CHANGED_CHANNEL, TALENTS_CHANGED_CHANNEL], {
    onNotify: (payload) => {
      if (payload.startsWith(MARKER)) markers.get(payload)?.();
      else changesOwed.note(changedRowsOf(payload));
    },
    onReconnect: () => changesOwed.note(null),
  });

  /** Whether every change committed before now has been heard (its marker came back through the channel). */
  async function heardUpToNow(): Promise<boolean> {
    markersSent += 1;
    const marker = `${MARKER}${instance}:${markersSent}`;
    let timer: NodeJS.Timeout | undefined;
    const back = new Promise<boolean>((resolve) => {
      markers.set(marker, () => resolve(true));
      timer = setTimeout(() => resolve(false), MARKER_TIMEOUT_MS);
    });
    try {
      await repository.notifyTalentsChannel(db, marker);
      return await back;
    } finally {
      markers.delete(marker);
      clearTimeout(timer);
    }
  }

  return {
    async order(filter) {
      if (!(await heardUpToNow()) || !(await changesOwed.current())) return null;
      // The chips match as ILIKE does: anywhere in the lower-cased name or skill.
      const words = filter.keywords.map((keyword) => keyword.toLowerCase());
      const chosen: TalentKey[] = [];
      for (const talent of talents.values()) if (kept(talent, filter, words)) chosen.push(talent);
      chosen.sort(comparatorFor(filter.sort));
      return chosen.map((talent) => talent.id);
    },
    warm: () => changesOwed.current(),
    async close() {
      changesOwed.close();
      await unlisten();
    },
  };
}
