import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { HitSet } from './professional-hit-sets';
import { rowsOf } from './search-sql';

/**
 * The planner's row estimates the professional finder chooses its plan by, and the per-database maps that keep
 * them (and the folded keywords) between calls.
 */

// A rough cost model, in "professionals walked" (about 8 µs each at 100,000 on the 2-core machine): the joins
// read every professional's index entry (about 1/20 of a walked one) and every hit (about 1/7). Measured with
// EXPLAIN ANALYZE on the bench data ("Inglês", "react", "Java|Docker", CV words).
const JOIN_COST_PER_PROFESSIONAL = 0.05;
const JOIN_COST_PER_HIT = 0.15;

interface PlanNode {
  'Plan Rows': number;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
}

/**
 * The planner's row estimates of some queries (planned together, never executed, one round trip): enough to
 * choose between the walk and the joins.
 */
async function estimatedRows(db: Database, queries: SQL[]): Promise<number[]> {
  const counts = sql.join(
    queries.map((query, index) => sql`(SELECT count(*) FROM (${query}) AS ${sql.raw(`e${index}`)})`),
    sql`, `,
  );
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`EXPLAIN (FORMAT JSON) SELECT ${counts}`),
  );
  const raw = row ? Object.values(row)[0] : undefined;
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  // Each count is an InitPlan numbered in order; its aggregate's input carries the estimate.
  const estimates = queries.map(() => 0);
  for (const node of top?.Plan.Plans ?? []) {
    const number = /^InitPlan (\d+)/.exec(node['Subplan Name'] ?? '')?.[1];
    if (number) estimates[Number(number) - 1] = Number(node.Plans?.[0]?.['Plan Rows'] ?? 0);
  }
  return estimates;
}

/**
 * How many professionals the walk should pass to find `cap + 1` matches (sources and keywords taken as
 * independent, from the planner's estimates of each hit set) and what the joins would cost, in the same unit.
 * Each hit set is estimated with the keyword's Portuguese form alone: with all its forms ORed the planner takes
 * them as independent and doubles a common word's share ("java": 31 % instead of 17 %), which for two keywords
 * made the walk look four times cheaper than it was. Stored skills and CVs all have that form. The walk's budget
 * bounds the loss of a wrong choice.
 */
export async function walkOrJoins(
  db: Database,
  sets: HitSet[],
  keywordCount: number,
  where: SQL,
  cap: number,
) {
  const [professionals = 0, ...hits] = await estimatedRows(db, [
    sql`SELECT u.id FROM users u WHERE ${where}`,
    ...sets.map((set) => set.estimate),
  ]);
  let share = professionals > 0 ? 1 : 0;
  for (let keyword = 0; keyword < keywordCount; keyword++) {
    let missed = 1;
    sets.forEach((set, index) => {
      // Name hits do not count towards walking: the planner's estimate of a substring or typo match is loose
      // ("Gonçalves": 26 % estimated, 10 % found, so the walk gave up and the joins ran after it).
      if (set.keyword === keyword && set.source !== 'name') {
        missed *= 1 - Math.min(1, (hits[index] ?? 0) / professionals);
      }
    });
    share *= 1 - missed;
  }
  const joins =
    professionals * JOIN_COST_PER_PROFESSIONAL +
    hits.reduce((sum, rows) => sum + rows, 0) * JOIN_COST_PER_HIT;
  return { walk: share > 0 ? (cap + 1) / share : Number.POSITIVE_INFINITY, joins };
}

/**
 * The planner's estimates of the hit sets, kept per database and keyword for a while: they only change when the
 * tables are analysed, and asking costs a round trip and the planning of every set (a few ms).
 */
export const ESTIMATE_TTL_MS = 10 * 60_000;
const MAX_KEPT_ESTIMATES = 10_000;

/** Maps kept per database (each test opens its own), by key; `dropOldest` bounds them. */
export function perDatabase<V>(): (db: Database) => Map<string, V> {
  const maps = new WeakMap<object, Map<string, V>>();
  return (db) => {
    let map = maps.get(db);
    if (!map) {
      map = new Map();
      maps.set(db, map);
    }
    return map;
  };
}

/** Drops the oldest entries (first in a Map's order) past `max`. */
export function dropOldest(map: Map<string, unknown>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) break;
    map.delete(key);
  }
}

export const keptFor = perDatabase<{ rows: number; until: number }>();

export async function estimatesOf(db: Database, queries: Array<{ key: string; query: SQL }>) {
  const kept = keptFor(db);
  const now = Date.now();
  const missing = queries.filter((entry) => (kept.get(entry.key)?.until ?? 0) < now);
  if (missing.length > 0) {
    const rows = await estimatedRows(
      db,
      missing.map((entry) => entry.query),
    );
    missing.forEach((entry, index) => {
      kept.delete(entry.key);
      kept.set(entry.key, { rows: rows[index] ?? 0, until: now + ESTIMATE_TTL_MS });
    });
    dropOldest(kept, MAX_KEPT_ESTIMATES);
  }
  return queries.map((entry) => kept.get(entry.key)?.rows ?? 0);
}

export const estimateKey = (set: HitSet, keyword: string) => `${set.source}\u0000${keyword}`;
