import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client';
import { rowsOf } from '../search-sql';
import { rankQueryOf, tsRank } from './ts-rank';
import { matchesQuery, parseTsquery } from './tsquery';
import { parseTsvector, type VectorEntry } from './tsvector';

/**
 * The in-process text search against PostgreSQL itself: random vectors and queries, each ranked and matched by
 * the database (`ts_rank`, `@@`) and by the port, which must give the same float4 and the same answer.
 */
type Database = Awaited<ReturnType<typeof openDatabase>>;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, pgliteDir: 'memory://' });
});
afterAll(async () => {
  await database.close();
});

const WORDS = [
  'java',
  'react',
  'node',
  'gestão',
  'ação',
  "o'neil",
  'c++',
  'dados',
  'engenheir',
  'spring',
  'boot',
];
const WEIGHT_LETTERS = ['A', 'B', 'C', ''];

const vectorText = fc
  .uniqueArray(
    fc.record({
      word: fc.constantFrom(...WORDS),
      positions: fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 4 }),
      weight: fc.constantFrom(...WEIGHT_LETTERS),
    }),
    { selector: (entry) => entry.word, minLength: 0, maxLength: 8 },
  )
  .map((entries) =>
    entries
      .map((entry) => {
        const quoted = `'${entry.word.replaceAll("'", "''")}'`;
        const positions = [...entry.positions].sort((a, b) => a - b);
        return positions.length === 0
          ? quoted
          : `${quoted}:${positions.map((p) => `${p}${entry.weight}`).join(',')}`;
      })
      .join(' '),
  );

const queryText: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...WORDS).map((word) => `'${word.replaceAll("'", "''")}'`),
    fc.tuple(tie('node'), tie('node')).map(([a, b]) => `( ${a} & ${b} )`),
    fc.tuple(tie('node'), tie('node')).map(([a, b]) => `( ${a} | ${b} )`),
    tie('node').map((a) => `!( ${a} )`),
  ),
})).node;

async function askDatabase(pairs: Array<[string, string]>) {
  return rowsOf<{ rank: string; matches: boolean; vector: string; query: string }>(
    await database.db.execute(sql`SELECT ts_rank(x.v::tsvector, x.q::tsquery)::text AS rank,
        x.v::tsvector @@ x.q::tsquery AS matches, x.v::tsvector::text AS vector, x.q::tsquery::text AS query
      FROM jsonb_to_recordset(${JSON.stringify(pairs.map(([v, q], n) => ({ v, q, n })))}::jsonb)
        AS x(v text, q text, n int)
      ORDER BY x.n`),
  );
}

function ourAnswer(vectorText: string, queryText: string) {
  const entries = parseTsvector(vectorText) as VectorEntry[];
  const query = parseTsquery(queryText);
  if (!query) throw new Error(`not read: ${queryText}`);
  const byLexeme = new Map(entries.map((entry) => [entry.lexeme, entry.positions]));
  const rank = rankQueryOf(query);
  const positions: number[] = [];
  const starts = new Int32Array(rank.items.length).fill(-1);
  const ends = new Int32Array(rank.items.length);
  rank.items.forEach((item, index) => {
    const found = byLexeme.get(item);
    if (!found) return;
    starts[index] = positions.length;
    positions.push(...found);
    ends[index] = positions.length;
  });
  return {
    rank: tsRank(rank, { positions, starts, ends }, entries.length),
    matches: matchesQuery(query, (lexeme) => byLexeme.has(lexeme)),
  };
}

describe('ts_rank and @@ in process', () => {
  it('gives PostgreSQL’s float4 rank and match for random vectors and queries', async () => {
    const pairs = fc.sample(fc.tuple(vectorText, queryText), { numRuns: 1500, seed: 20261207 });
    const answers = await askDatabase(pairs);
    let compared = 0;
    for (const answer of answers) {
      const ours = ourAnswer(answer.vector, answer.query);
      expect({ vector: answer.vector, query: answer.query, rank: ours.rank, matches: ours.matches }).toEqual({
        vector: answer.vector,
        query: answer.query,
        rank: Math.fround(Number(answer.rank)),
        matches: answer.matches,
      });
      compared += 1;
    }
    expect(compared).toBe(1500);
  });

  it('ranks the search’s own query shapes: one form, three forms, several keywords', async () => {
    const vector = `'desenvolvedor':1A,4A,12B 'desenvolv':2A,13B 'react':3A,20C 'node':30 'senior':5A`;
    const queries = [
      `'react'`,
      `'desenvolvedor' | 'desenvolv'`,
      `'desenvolvedor' | 'desenvolv' | 'develop'`,
      `( 'desenvolvedor' | 'desenvolv' ) & 'react'`,
      `'react' & 'node' & 'senior'`,
      `'react' & 'react'`,
    ];
    const answers = await askDatabase(queries.map((query) => [vector, query]));
    for (const answer of answers) {
      expect(ourAnswer(answer.vector, answer.query).rank).toBe(Math.fround(Number(answer.rank)));
    }
  });

  it('reads no phrase, prefix or weighted operand (the caller then asks the database)', () => {
    expect(parseTsquery(`'a' <-> 'b'`)).toBeNull();
    expect(parseTsquery(`'a':*`)).toBeNull();
    expect(parseTsquery(`'a':AB & 'b'`)).toBeNull();
    expect(parseTsquery(`'a' & ( 'b' | !'c' )`)).not.toBeNull();
  });
});
