import {
  defaultTalentPeriod,
  type ProfessionalSearchQuery,
  type TalentBoardQuery,
  talentBoardEndDay,
} from '@mosaico/domain';
import { sql } from 'drizzle-orm';
import { rows } from '../src/modules/matching/matching.repository';
import { findProfessionals } from '../src/modules/search/professional-search.service';
import { talentBoard } from '../src/modules/talent/talent.service';
import { type BenchEnv, type CaseResult, registerCase, stats, timeEach } from './cases';

/**
 * Issue 24 item 5: one page of the talent board's call (users/get-talents, 10 per page) ≤ 150 ms p95 at 100,000
 * professionals, and the finder's option boxes (users/find with talent, PcD, EU citizenship). The scale seed flags
 * a share of talents (with records, groups and behavioural evaluations), PcD and EU citizens (SCALE_SHARES); this
 * file adds, once and outside the timing, candidatures for part of the talents so every phase has cards: open
 * processes, hires and withdrawals dated inside the default period.
 */
const BENCH_MARK = 'Bench talent';
const PAGE_SIZE = 10;

async function talentCount(env: BenchEnv): Promise<number> {
  const [row] = await rows<{ n: number }>(
    env.database.db,
    sql`SELECT count(*)::int AS n FROM users u
      WHERE (u.flags -> 'talent' ->> 'status') = 'true' AND u.deleted_at IS NULL`,
  );
  return row?.n ?? 0;
}

/** Candidatures for 40 % of the talents (1–3 each over open opportunities), written once per database. */
async function ensureTalentCandidatures(env: BenchEnv): Promise<number> {
  const db = env.database.db;
  const [have] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM candidatures WHERE indicado_por = ${BENCH_MARK}`,
  );
  if ((have?.n ?? 0) > 0) return have?.n ?? 0;
  env.log('adding candidatures for 40 % of the talents…');
  await db.execute(sql`
    WITH t AS (
      SELECT u.id, row_number() OVER (ORDER BY md5(u.id)) AS n FROM users u
      WHERE (u.flags -> 'talent' ->> 'status') = 'true' AND u.deleted_at IS NULL
    ),
    o AS (
      SELECT id, row_number() OVER (ORDER BY md5(id)) AS n, count(*) OVER () AS total
      FROM opportunities WHERE NOT is_finished
    ),
    picks AS (
      SELECT t.id AS user_id, t.n, k FROM t, generate_series(1, 1 + (t.n % 3)::int) k
      WHERE t.n % 5 < 2
    )
    INSERT INTO candidatures (id, opportunity_id, user_id, kind, status_current, status_history, capture, source,
      by_rh, steps, nivel_aderencia, indicado_por, date_victory, date_quit, created_at)
    SELECT gen_random_uuid()::text, o.id, p.user_id, 'candidate',
      CASE WHEN p.k = 1 AND p.n % 10 = 0 THEN 6 WHEN p.k = 1 AND p.n % 10 = 1 THEN 5 ELSE 1 END,
      '[]'::jsonb, 'Busca', 'LinkedIn', false,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('key', s, 'date', '2026-11-01', 'meetsTheRequirements', 0)),
        '[]'::jsonb) FROM generate_series(0, (p.n + p.k) % 5) s),
      (p.n * 37) % 100, ${BENCH_MARK},
      CASE WHEN p.k = 1 AND p.n % 10 = 0 THEN now() END,
      CASE WHEN p.k = 1 AND p.n % 10 = 1 THEN now() END,
      now() - ((p.n % 60) || ' days')::interval
    FROM picks p JOIN o ON o.n = 1 + ((p.n * 7 + p.k * 131) % o.total)
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`ANALYZE candidatures`);
  const [after] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM candidatures WHERE indicado_por = ${BENCH_MARK}`,
  );
  return after?.n ?? 0;
}

/** A database filled before the scale seed flagged talents: say so instead of stopping the whole run. */
function noTalents(): CaseResult {
  return {
    product: stats([]),
    floor: stats([]),
    floorLabel: '-',
    note: 'no talents in this database: run again with --reseed (the scale seed flags 5 % of the professionals)',
  };
}

function boardQuery(index: number): TalentBoardQuery {
  const period = defaultTalentPeriod();
  const base: TalentBoardQuery = {
    responsable: '-1',
    group: 'all',
    sort: 0,
    keywords: [],
    dateStart: period.start,
    dateEnd: talentBoardEndDay(period.end),
  };
  switch (index % 6) {
    case 1:
      return { ...base, sort: 1 };
    case 2:
      return { ...base, sort: 3 };
    case 3:
      return { ...base, sort: 5 };
    case 4:
      return { ...base, group: 'H1' };
    case 5:
      return { ...base, keywords: ['java'] };
    default:
      return base;
  }
}

registerCase({
  name: 'talent board page (users/get-talents, 10 per page)',
  async run(env) {
    const talents = await talentCount(env);
    if (talents === 0) return noTalents();
    const candidatures = await ensureTalentCandidatures(env);
    const pages = Math.max(1, Math.ceil(talents / PAGE_SIZE));
    const inputs = Array.from({ length: env.samples * 3 }, (_, index) => ({
      query: boardQuery(index),
      // First, middle and last pages: the top-N sort grows with the offset.
      page: [1, Math.ceil(pages / 2), pages][index % 3] ?? 1,
    }));
    await talentBoard(env.ctx, { pageSize: PAGE_SIZE, page: 1 }, boardQuery(0));
    const product = await timeEach(inputs, (input) =>
      talentBoard(env.ctx, { pageSize: PAGE_SIZE, page: input.page }, input.query),
    );
    const floor = await timeEach(inputs, (input) =>
      rows(
        env.database.db,
        sql`SELECT u.id FROM users u
          WHERE (u.flags -> 'talent' ->> 'status') = 'true' AND u.deleted_at IS NULL
          ORDER BY u.created_at DESC, u.id LIMIT ${PAGE_SIZE} OFFSET ${(input.page - 1) * PAGE_SIZE}`,
      ),
    );
    return {
      product: stats(product),
      floor: stats(floor),
      floorLabel: 'the talents in one ORDER BY … LIMIT 10 OFFSET (ids only, no phases, no cards)',
      targetMs: 150,
      note: `${talents} talents, ${candidatures} bench candidatures; sorts 0, 1, 3, 5, group H1, a keyword chip; first, middle and last page`,
    };
  },
});

registerCase({
  name: 'talent board, every page of the default period (sequential)',
  async run(env) {
    const talents = await talentCount(env);
    if (talents === 0) return noTalents();
    await ensureTalentCandidatures(env);
    // The whole board as the screen loads it: page after page until every talent is in (002 §9).
    const runs = Array.from({ length: Math.max(1, Math.floor(env.samples / 5)) }, (_, i) => i);
    let pagesAsked = 0;
    const product = await timeEach(runs, async () => {
      let page = 1;
      for (;;) {
        const answer = await talentBoard(env.ctx, { pageSize: PAGE_SIZE, page }, boardQuery(0));
        pagesAsked += 1;
        const loaded = answer.waiting.length + answer.participating.length + answer.finished.length;
        if (loaded === 0 || page * PAGE_SIZE >= answer.total) break;
        page += 1;
      }
    });
    const floor = await timeEach(runs, () =>
      rows(
        env.database.db,
        sql`SELECT u.id FROM users u
          WHERE (u.flags -> 'talent' ->> 'status') = 'true' AND u.deleted_at IS NULL ORDER BY u.created_at DESC`,
      ),
    );
    return {
      product: stats(product),
      floor: stats(floor),
      floorLabel: 'every talent id in one query (no phases, no cards)',
      note: `${talents} talents, ${Math.round(pagesAsked / runs.length)} pages per board; server time only (the browser's 2 s target includes drawing)`,
    };
  },
});

registerCase({
  name: 'professional search with options (users/find, talent / PcD / EU)',
  async run(env) {
    const base: ProfessionalSearchQuery = {
      typeFilter: 'all',
      pcdFilter: false,
      talentFilter: false,
      europeanUnionCitizenshipFilter: false,
    };
    const words = ['java', 'python', 'react', 'sql', 'ingles'];
    const options: Array<Partial<ProfessionalSearchQuery>> = [
      { talentFilter: true },
      { pcdFilter: true },
      { europeanUnionCitizenshipFilter: true },
      { talentFilter: true, pcdFilter: true },
      { talentFilter: true, europeanUnionCitizenshipFilter: true, typeFilter: 'names' },
    ];
    const names = ['silva', 'maria', 'gonçalves', 'ana', 'smith'];
    const inputs = Array.from({ length: env.samples * 2 }, (_, index) => {
      const option = options[index % options.length] ?? {};
      const list =
        option.typeFilter === 'names'
          ? (names[index % names.length] ?? 'silva')
          : (words[index % words.length] ?? 'java');
      return { list, query: { ...base, ...option } };
    });
    await findProfessionals(
      env.ctx,
      { list: 'java', pageSize: 12, page: 1 },
      { ...base, talentFilter: true },
    );
    const totals: number[] = [];
    const product = await timeEach(inputs, async (input) => {
      const result = await findProfessionals(
        env.ctx,
        { list: input.list, pageSize: 12, page: 1 },
        input.query,
      );
      totals.push(result.total);
    });
    const floor = await timeEach(inputs, (input) =>
      rows(
        env.database.db,
        sql`SELECT u.id FROM users u
          WHERE u.deleted_at IS NULL
            ${input.query.talentFilter ? sql`AND (u.flags -> 'talent' ->> 'status') = 'true'` : sql``}
            ${input.query.pcdFilter ? sql`AND (u.personal_data -> 'pcdUser' ->> 'isUserPCD') = 'true'` : sql``}
            ${input.query.europeanUnionCitizenshipFilter ? sql`AND (u.flags -> 'europeanUnionCitizenship' ->> 'status') = 'true'` : sql``}
            AND (u.search_vector @@ plainto_tsquery('simple', public.immutable_unaccent(${input.list}))
              OR EXISTS (SELECT 1 FROM user_skills s WHERE s.user_id = u.id
                AND s.search_vector @@ plainto_tsquery('simple', public.immutable_unaccent(${input.list}))))
          LIMIT 12`,
      ),
    );
    const average = Math.round(totals.reduce((a, b) => a + b, 0) / Math.max(1, totals.length));
    return {
      product: stats(product),
      floor: stats(floor),
      floorLabel: 'the flags and a full-text match of names or skills (first 12 ids, no total, no ranking)',
      targetMs: 150,
      note: `talent, PcD, EU, talent + PcD, talent + EU by name; ${average} matches on average`,
    };
  },
});
