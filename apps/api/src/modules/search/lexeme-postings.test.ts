import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { insertSkill, insertUser } from '../../../test/search-fixtures';
import {
  buildLexemePostings,
  type LexemePostings,
  lexemesOfVectorText,
  parseTsQuery,
} from './lexeme-postings';
import { foldedKeywordColumns, foldedKeywordsOf, rowsOf } from './search-sql';

describe('parseTsQuery', () => {
  it('reads lexemes joined by & and |, with parentheses and quotes inside lexemes', () => {
    expect(parseTsQuery("'java'")).toEqual({ kind: 'lexeme', lexeme: 'java' });
    expect(parseTsQuery("'spring' & 'boot' | 'java'")).toEqual({
      kind: 'or',
      parts: [
        {
          kind: 'and',
          parts: [
            { kind: 'lexeme', lexeme: 'spring' },
            { kind: 'lexeme', lexeme: 'boot' },
          ],
        },
        { kind: 'lexeme', lexeme: 'java' },
      ],
    });
    expect(parseTsQuery("( 'a' | 'b' ) & 'c'")).toEqual({
      kind: 'and',
      parts: [
        {
          kind: 'or',
          parts: [
            { kind: 'lexeme', lexeme: 'a' },
            { kind: 'lexeme', lexeme: 'b' },
          ],
        },
        { kind: 'lexeme', lexeme: 'c' },
      ],
    });
    expect(parseTsQuery("'o''reilly'")).toEqual({ kind: 'lexeme', lexeme: "o'reilly" });
    expect(parseTsQuery('')).toEqual({ kind: 'empty' });
  });

  it('answers null for what the lists cannot answer exactly: prefixes, weights, negation, phrases', () => {
    for (const text of [
      "'jav':*",
      "'java':A",
      "!'java'",
      "'spring' <-> 'boot'",
      "'a' <2> 'b'",
      "'open",
      "'a' &",
    ]) {
      expect(parseTsQuery(text)).toBeNull();
    }
  });
});

/**
 * The postings against PostgreSQL's own `skills_vector @@ keywordTsQuery(keyword)` over professionals with skills
 * in three languages: as built, after professionals are re-filed one by one, and after the lists are built again
 * from the re-filed ones.
 */
describe('skill lexeme postings against PostgreSQL', () => {
  let t: TestApp;
  const SKILLS = [
    'Java',
    'JavaScript',
    'Spring Boot',
    'Gestão de Projetos',
    'Project Management',
    'Inglês',
    'Node.js',
    'Engenharia de Dados',
    'Desenvolvimento Web',
    'Developing APIs',
    "O'Reilly Media",
    'C++',
  ];
  const KEYWORDS = [
    'java',
    'javascript',
    'spring boot',
    'boot spring',
    'gestão',
    'projetos',
    'projeto',
    'management',
    'ingles',
    'node',
    'node.js',
    'dados engenharia',
    'desenvolvimento',
    'developing',
    'develop',
    'web',
    "o'reilly",
    'c++',
    'de',
    'xyzzy',
    'java spring',
  ];
  const people: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    const skillSets = fc.sample(fc.subarray(SKILLS, { maxLength: 4 }), { numRuns: 60, seed: 5 });
    for (const [at, skills] of skillSets.entries()) {
      const user = await insertUser(t.app, {
        firstName: `Pessoa${at}`,
        email: `postings.${at}@example.test`,
      });
      people.push(user.id);
      for (const skill of skills) await insertSkill(t.app, user.id, skill);
    }
  });
  afterAll(() => t.close());

  async function lexemesOf(ids: string[]): Promise<Map<string, string[]>> {
    const rows = rowsOf<{ user_id: string; lexemes: string[] }>(
      await t.app.ctx.database.db.execute(sql`SELECT user_id, tsvector_to_array(skills_vector) AS lexemes
        FROM professional_search_documents
        WHERE user_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`),
    );
    return new Map(rows.map((row) => [row.user_id, row.lexemes]));
  }

  async function compare(postings: LexemePostings): Promise<void> {
    const [row] = rowsOf<Record<string, unknown>>(
      await t.app.ctx.database.db.execute(sql`SELECT 1 AS one${foldedKeywordColumns(KEYWORDS)}`),
    );
    const folds = foldedKeywordsOf(row, KEYWORDS.length);
    const words = Math.ceil(people.length / 32);
    for (const [at, keyword] of KEYWORDS.entries()) {
      const tsquery = folds[at]?.tsquery ?? '';
      const bySql = rowsOf<{ user_id: string }>(
        await t.app.ctx.database.db.execute(sql`SELECT user_id FROM professional_search_documents
          WHERE user_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(people)}::jsonb))
            AND skills_vector @@ ${tsquery}::tsquery`),
      ).map((found) => found.user_id);
      const query = parseTsQuery(tsquery);
      expect({ keyword, tsquery, parsed: query !== null }).toEqual({ keyword, tsquery, parsed: true });
      const bits = postings.matching(query as NonNullable<typeof query>, words);
      const inMemory = people.filter((_, number) => ((bits[number >>> 5] ?? 0) & (1 << (number & 31))) !== 0);
      expect({ keyword, tsquery, found: inMemory.sort() }).toEqual({ keyword, tsquery, found: bySql.sort() });
    }
  }

  async function built(rebuildAfter?: (listed: number) => number): Promise<LexemePostings> {
    const lexemes = await lexemesOf(people);
    const builder = buildLexemePostings(rebuildAfter ? { rebuildAfter } : {});
    people.forEach((id, number) => {
      builder.add(number, lexemes.get(id) ?? []);
    });
    return builder.finish();
  }

  /** Gives some professionals other skills in the database and re-files them in `postings`. */
  async function changeSkills(postings: LexemePostings, seed: number): Promise<void> {
    const changes = fc.sample(
      fc.record({ who: fc.nat(people.length - 1), skills: fc.subarray(SKILLS, { maxLength: 3 }) }),
      { numRuns: 25, seed },
    );
    for (const change of changes) {
      const id = people[change.who] as string;
      await t.app.ctx.database.db.execute(sql`DELETE FROM user_skills WHERE user_id = ${id}`);
      for (const skill of change.skills) await insertSkill(t.app, id, skill);
      const now = await lexemesOf([id]);
      postings.replace(change.who, now.get(id) ?? []);
    }
  }

  it("reads a vector's lexemes from its text as tsvector_to_array gives them", async () => {
    const rows = rowsOf<{ text: string; lexemes: string[] }>(
      await t.app.ctx.database.db.execute(sql`SELECT skills_vector::text AS text, tsvector_to_array(skills_vector) AS lexemes
        FROM professional_search_documents
        WHERE user_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(people)}::jsonb))`),
    );
    // The parser splits words at quotes and backslashes; a vector written by hand can still hold them.
    const [written] = rowsOf<{ text: string; lexemes: string[] }>(
      await t.app.ctx.database.db.execute(
        sql`SELECT v::text AS text, tsvector_to_array(v) AS lexemes FROM (SELECT ${"'o''reilly' 'back\\\\slash' java"}::tsvector AS v) x`,
      ),
    );
    expect(written?.lexemes).toEqual(['back\\slash', 'java', "o'reilly"]);
    rows.push(written as { text: string; lexemes: string[] });
    expect(rows.filter((row) => row.lexemes.length > 0).length).toBeGreaterThan(people.length / 2);
    for (const row of rows) expect(lexemesOfVectorText(row.text)).toEqual(row.lexemes);
  });

  it('answers what the vectors answer, as built', async () => {
    await compare(await built());
  });

  it('answers what the vectors answer after professionals are re-filed one by one', async () => {
    const postings = await built();
    await changeSkills(postings, 11);
    expect(postings.size().replaced).toBeGreaterThan(0);
    await compare(postings);
  });

  it('answers the same once the re-filed professionals are built into the lists', async () => {
    const postings = await built(() => 8);
    await changeSkills(postings, 13);
    expect(postings.size().replaced).toBeLessThanOrEqual(8);
    await compare(postings);
  });
});
