import { operandsOf, type QueryNode } from './tsquery';
import { NO_POSITION } from './tsvector';

/**
 * PostgreSQL's `ts_rank(vector, query)` (normalization 0, default weights), ported from its tsrank.c (calc_rank,
 * calc_rank_or, calc_rank_and, word_distance) so that the in-process opportunity search orders matches exactly
 * as the SQL search did. PostgreSQL computes in single precision (`float`) with some steps in double: each step
 * here is rounded where C rounds it (`f`), so the ranks are the same float4 values, which ts-rank.test.ts checks
 * against PostgreSQL itself.
 */

const f = Math.fround;
/** D, C, B, A: ts_rank's default weights, as C's float constants. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];
const MAXENTRYPOS = 16384;

const weightOf = (position: number) => WEIGHTS[position >>> 14] as number;
const placeOf = (position: number) => position & 0x3fff;

export interface RankQuery {
  /** The query's distinct operands in PostgreSQL's order (bytes of their UTF-8, as SortAndUniqItems sorts). */
  items: string[];
  /** Whether the query's top operator is AND (calc_rank_and) rather than OR or a single operand (calc_rank_or). */
  and: boolean;
}

const encoder = new TextEncoder();
function compareBytes(a: string, b: string): number {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  const length = Math.min(x.length, y.length);
  for (let i = 0; i < length; i++) {
    const difference = (x[i] as number) - (y[i] as number);
    if (difference !== 0) return difference;
  }
  return x.length - y.length;
}

export function rankQueryOf(root: QueryNode): RankQuery {
  const sorted = operandsOf(root).sort(compareBytes);
  const items = sorted.filter(
    (item, index) => index === 0 || compareBytes(item, sorted[index - 1] as string) !== 0,
  );
  return { items, and: root.kind === 'and' };
}

/**
 * Where a document holds each of the query's items: item i's positions (each `position | weight << 14`) are
 * `positions[starts[i] .. ends[i])`, and `starts[i]` is -1 when the document lacks it. A lexeme stored without
 * positions has an empty range.
 */
export interface ItemPositions {
  /** The document's positions (set per document when one ItemPositions is reused for many). */
  positions: ArrayLike<number>;
  starts: Int32Array;
  ends: Int32Array;
}

/** A lexeme stored without positions counts as one at MAXENTRYPOS - 1, weight D (PostgreSQL's posnull). */
const POSNULL = [NO_POSITION];

/** Item i's positions as calc_rank reads them: its own, posnull, or null when absent. */
function positionsOfItem(
  at: ItemPositions,
  item: number,
): { list: ArrayLike<number>; from: number; to: number } | null {
  const start = at.starts[item] as number;
  if (start < 0) return null;
  const end = at.ends[item] as number;
  return end > start ? { list: at.positions, from: start, to: end } : { list: POSNULL, from: 0, to: 1 };
}

/** word_distance for distances 0–100, made once (it is called for every pair of positions of a ranked query). */
const WORD_DISTANCES = Float64Array.from({ length: 101 }, (_, distance) =>
  f(1.0 / (1.005 + 0.05 * Math.exp(distance / 1.5 - 2))),
);

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return WORD_DISTANCES[distance] as number;
}

function rankOr(query: RankQuery, at: ItemPositions): number {
  let res = f(0);
  const size = query.items.length;
  for (let i = 0; i < size; i++) {
    const post = positionsOfItem(at, i);
    if (!post) continue;
    let resj = f(0);
    let wjm = f(-1);
    let jm = 0;
    for (let j = 0; j < post.to - post.from; j++) {
      const weight = weightOf(post.list[post.from + j] as number);
      resj = f(resj + f(weight / ((j + 1) * (j + 1))));
      if (weight > wjm) {
        wjm = weight;
        jm = j;
      }
    }
    const inner = f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
    res = f(res + inner / 1.64493406685);
  }
  if (size > 0) res = f(res / size);
  return res;
}

function rankAnd(query: RankQuery, at: ItemPositions): number {
  const size = query.items.length;
  if (size < 2) return rankOr(query, at);
  let res = f(-1);
  for (let i = 0; i < size; i++) {
    const post = positionsOfItem(at, i);
    if (!post) continue;
    for (let k = 0; k < i; k++) {
      const ct = positionsOfItem(at, k);
      if (!ct) continue;
      const nullPositions = post.list === POSNULL || ct.list === POSNULL;
      for (let l = post.from; l < post.to; l++) {
        const here = post.list[l] as number;
        for (let p = ct.from; p < ct.to; p++) {
          const there = ct.list[p] as number;
          let dist = Math.abs(placeOf(here) - placeOf(there));
          if (dist || nullPositions) {
            if (!dist) dist = MAXENTRYPOS;
            const curw = f(Math.sqrt(f(f(weightOf(here) * weightOf(there)) * wordDistance(dist))));
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

/**
 * ts_rank(document, query) for one document, given where it holds each of the query's items; `lexemes` is how
 * many the document has (an empty one ranks 0).
 */
export function tsRank(query: RankQuery, at: ItemPositions, lexemes: number): number {
  if (query.items.length === 0 || lexemes === 0) return 0;
  const res = query.and ? rankAnd(query, at) : rankOr(query, at);
  return res < 0 ? f(1e-20) : res;
}
