import { sql } from 'drizzle-orm';
import {
  isProcessing,
  rankOpportunity,
  rankProfessional,
  recomputeOpportunity,
  rows,
} from '../src/modules/matching/matching.repository';
import { listCompatibles, requestProfessionalMatch } from '../src/modules/matching/matching.service';
import { type BenchEnv, registerCase, stats, timeEach } from './cases';

/**
 * Matching cases. The floor is a plain in-memory scan of the skill arrays (every skill name interned to an
 * integer, each professional's skills in flat typed arrays, each criterion a set of term ids): the same
 * adherence numbers with no database, no location test and no storage.
 */

interface Memory {
  userIds: string[];
  userIndex: Map<string, number>;
  offsets: Int32Array;
  terms: Int32Array;
  /** Declared level 0–3, or -1 for a provider-only skill. */
  levels: Int8Array;
  termCount: number;
  opportunities: Map<
    string,
    { totalPeso: number; open: boolean; criteria: Array<{ peso: number; terms: number[] }> }
  >;
}

let memoryPromise: Promise<Memory> | null = null;

async function loadMemory(env: BenchEnv): Promise<Memory> {
  const db = env.database.db;
  const started = performance.now();
  const termIds = new Map<string, number>();
  const intern = (term: string) => {
    let id = termIds.get(term);
    if (id === undefined) {
      id = termIds.size;
      termIds.set(term, id);
    }
    return id;
  };
  const userIds = (await rows<{ id: string }>(db, sql`SELECT id FROM users ORDER BY id`)).map(
    (row) => row.id,
  );
  const userIndex = new Map(userIds.map((id, index) => [id, index]));
  const offsets = new Int32Array(userIds.length + 1);
  let terms = new Int32Array(1 << 20);
  let levels = new Int8Array(1 << 20);
  let count = 0;
  const chunk = 20_000;
  for (let start = 0; start < userIds.length; start += chunk) {
    const first = userIds[start] as string;
    const last = userIds[Math.min(userIds.length, start + chunk) - 1] as string;
    const skills = await rows<{ user_id: string; nome_norm: string; level: number; source: string }>(
      db,
      sql`SELECT user_id, nome_norm, level, source FROM user_skills
        WHERE user_id BETWEEN ${first} AND ${last} ORDER BY user_id`,
    );
    let cursor = start;
    for (const skill of skills) {
      const index = userIndex.get(skill.user_id) as number;
      while (cursor < index) offsets[++cursor] = count;
      if (count === terms.length) {
        const grownTerms = new Int32Array(terms.length * 2);
        grownTerms.set(terms);
        terms = grownTerms;
        const grownLevels = new Int8Array(levels.length * 2);
        grownLevels.set(levels);
        levels = grownLevels;
      }
      terms[count] = intern(skill.nome_norm);
      levels[count] = skill.source === 'declared' ? Number(skill.level) : -1;
      count += 1;
    }
    while (cursor < Math.min(userIds.length, start + chunk)) offsets[++cursor] = count;
  }
  const opportunities: Memory['opportunities'] = new Map();
  const facts = await rows<{ opportunity_id: string; total_peso: number; open: boolean }>(
    db,
    sql`SELECT opportunity_id, total_peso, open FROM match_opportunities`,
  );
  for (const fact of facts) {
    opportunities.set(fact.opportunity_id, {
      totalPeso: Number(fact.total_peso),
      open: fact.open,
      criteria: [],
    });
  }
  const criterionTerms = await rows<{
    opportunity_id: string;
    position: number;
    term_norm: string;
    peso: number;
  }>(
    db,
    sql`SELECT opportunity_id, position, term_norm, peso FROM match_criterion_terms ORDER BY opportunity_id, position`,
  );
  for (const term of criterionTerms) {
    const opportunity = opportunities.get(term.opportunity_id);
    if (!opportunity) continue;
    const criteria = opportunity.criteria;
    const position = Number(term.position);
    criteria[position] ??= { peso: Number(term.peso), terms: [] };
    criteria[position].terms.push(intern(term.term_norm));
  }
  for (const opportunity of opportunities.values())
    opportunity.criteria = opportunity.criteria.filter(Boolean);
  env.log(
    `in-memory floor data: ${userIds.length} users, ${count} skills, ${termIds.size} terms in ${(
      (performance.now() - started) / 1000
    ).toFixed(1)} s`,
  );
  return { userIds, userIndex, offsets, terms, levels, termCount: termIds.size, opportunities };
}

const memory = (env: BenchEnv) => {
  memoryPromise ??= loadMemory(env);
  return memoryPromise;
};

const PCT = [0, 33, 66, 100];
const pct = (level: number) => PCT[level] ?? 0;

/** Every professional's adherence to one opportunity by scanning all skill arrays. */
function scanOpportunity(mem: Memory, opportunityId: string): Array<{ user: number; adherence: number }> {
  const opportunity = mem.opportunities.get(opportunityId);
  if (!opportunity || opportunity.totalPeso <= 0) return [];
  const byTerm: Array<number[] | undefined> = new Array(mem.termCount);
  opportunity.criteria.forEach((criterion, index) => {
    for (const term of criterion.terms) {
      const list = byTerm[term] ?? [];
      list.push(index);
      byTerm[term] = list;
    }
  });
  const n = opportunity.criteria.length;
  const declared = new Int8Array(n);
  const provider = new Uint8Array(n);
  const out: Array<{ user: number; adherence: number }> = [];
  for (let user = 0; user < mem.userIds.length; user++) {
    let touched = false;
    for (let k = mem.offsets[user] as number; k < (mem.offsets[user + 1] as number); k++) {
      const hit = byTerm[mem.terms[k] as number];
      if (!hit) continue;
      if (!touched) {
        declared.fill(-1);
        provider.fill(0);
        touched = true;
      }
      const level = mem.levels[k] as number;
      for (const c of hit) {
        if (level >= 0) declared[c] = Math.max(declared[c] as number, level);
        else provider[c] = 1;
      }
    }
    if (!touched) continue;
    let points = 0;
    for (let c = 0; c < n; c++) {
      const level = (declared[c] as number) >= 0 ? (declared[c] as number) : provider[c] ? 2 : 0;
      points += (opportunity.criteria[c]?.peso ?? 0) * pct(level);
    }
    const adherence = Math.round(points / opportunity.totalPeso);
    if (adherence > 0) out.push({ user, adherence });
  }
  return out;
}

/** One professional's adherence to every open opportunity by scanning their skills against each criterion. */
function scanProfessional(mem: Memory, userId: string): number {
  const user = mem.userIndex.get(userId);
  if (user === undefined) return 0;
  const mine = new Map<number, number>();
  for (let k = mem.offsets[user] as number; k < (mem.offsets[user + 1] as number); k++) {
    const term = mem.terms[k] as number;
    const level = mem.levels[k] as number;
    const previous = mine.get(term);
    mine.set(term, previous === undefined ? level : Math.max(previous, level));
  }
  let compatible = 0;
  for (const opportunity of mem.opportunities.values()) {
    if (!opportunity.open || opportunity.totalPeso <= 0) continue;
    let points = 0;
    for (const criterion of opportunity.criteria) {
      let best = -2;
      for (const term of criterion.terms) {
        const level = mine.get(term);
        if (level !== undefined) best = best === -2 ? level : Math.max(best, level);
      }
      points += criterion.peso * pct(best === -1 ? 2 : Math.max(best, 0));
    }
    if (Math.round(points / opportunity.totalPeso) > 0) compatible += 1;
  }
  return compatible;
}

async function sampleOpportunities(env: BenchEnv): Promise<string[]> {
  const found = await rows<{ id: string }>(
    env.database.db,
    sql`SELECT opportunity_id AS id FROM match_opportunities WHERE open AND total_peso > 0
      ORDER BY md5(opportunity_id) LIMIT ${env.samples}`,
  );
  return found.map((row) => row.id);
}

async function sampleProfessionals(env: BenchEnv, count: number): Promise<string[]> {
  const found = await rows<{ id: string }>(
    env.database.db,
    sql`SELECT p.user_id AS id FROM match_professionals p
      WHERE p.active AND EXISTS (SELECT 1 FROM user_skills s WHERE s.user_id = p.user_id)
      ORDER BY md5(p.user_id) LIMIT ${count}`,
  );
  return found.map((row) => row.id);
}

registerCase({
  name: 'rank one opportunity (all professionals)',
  async run(env) {
    const mem = await memory(env);
    const ids = await sampleOpportunities(env);
    const sizes: number[] = [];
    const product = await timeEach(ids, async (id) =>
      sizes.push((await rankOpportunity(env.database.db, id)).total),
    );
    const floor = await timeEach(ids, (id) => scanOpportunity(mem, id));
    const average = Math.round(sizes.reduce((a, b) => a + b, 0) / Math.max(1, sizes.length));
    return {
      product: stats(product),
      floor: stats(floor),
      floorLabel: 'in-memory scan of every skill array against the criteria',
      targetMs: env.professionals >= 1_000_000 ? 5000 : 500,
      note: `set-based SQL, read only: every professional scored, count + best 12 returned; ${average} compatible professionals per opportunity on average`,
    };
  },
});

registerCase({
  name: 'recompute one opportunity (rank + store)',
  async run(env) {
    const mem = await memory(env);
    const ids = await sampleOpportunities(env);
    // A first computation on every sample, as the case says: a reused database already holds these pairs from an
    // earlier run, and rewriting nothing would flatter the number. Cleared outside the timing.
    await env.database.db.execute(
      sql`DELETE FROM compatibilities WHERE opportunity_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    // Statistics that do not know these opportunities' rows, as after any bulk change between autovacuum passes:
    // the next case then re-saves under the planner's worst estimate (1 stored row where there are thousands).
    await env.database.db.execute(sql`ANALYZE compatibilities`);
    const product = await timeEach(ids, (id) => recomputeOpportunity(env.database.db, id));
    const floor = await timeEach(ids, (id) => scanOpportunity(mem, id));
    return {
      product: stats(product),
      floor: stats(floor),
      floorLabel: 'in-memory scan (nothing stored)',
      note: 'what the job does when an opportunity is saved: first computation, every row written',
    };
  },
});

registerCase({
  name: 'recompute one opportunity again (nothing changed)',
  async run(env) {
    const mem = await memory(env);
    const ids = await sampleOpportunities(env);
    const product = await timeEach(ids, (id) => recomputeOpportunity(env.database.db, id));
    const floor = await timeEach(ids, (id) => scanOpportunity(mem, id));
    return {
      product: stats(product),
      floor: stats(floor),
      floorLabel: 'in-memory scan (nothing stored)',
      note: 'an opportunity saved again without matching changes: ranked again, no row rewritten; statistics taken before its rows existed',
    };
  },
});

registerCase({
  name: 'one professional vs all open opportunities',
  async run(env) {
    const mem = await memory(env);
    const ids = await sampleProfessionals(env, env.samples * 2);
    const product = await timeEach(ids, (id) => rankProfessional(env.database.db, id));
    const floor = await timeEach(ids, (id) => scanProfessional(mem, id));
    return {
      product: stats(product),
      floor: stats(floor),
      floorLabel: "in-memory scan of the professional's skills against every open opportunity's criteria",
      targetMs: 100,
    };
  },
});

registerCase({
  name: 'profile change → status completed',
  async run(env) {
    const mem = await memory(env);
    const ids = await sampleProfessionals(env, env.samples);
    const db = env.database.db;
    const product = await timeEach(ids, async (id) => {
      // A level change on one declared skill, as the candidature details save it, then the engine request.
      await db.execute(sql`UPDATE user_skills SET level = (level % 3) + 1
        WHERE id = (SELECT id FROM user_skills WHERE user_id = ${id} ORDER BY position LIMIT 1)`);
      await requestProfessionalMatch(env.ctx, id);
      while (await isProcessing(db, 'professional', id))
        await new Promise((resolve) => setTimeout(resolve, 5));
    });
    const floor = await timeEach(ids, (id) => scanProfessional(mem, id));
    return {
      product: stats(product),
      floor: stats(floor),
      floorLabel: 'in-memory scan of that professional against every open opportunity',
      targetMs: 2000,
      note: 'update + enqueue + job (rank, store, candidatures) + status, polled every 5 ms',
    };
  },
});

registerCase({
  name: 'compatibles page (12 per page, any order)',
  async run(env) {
    const mem = await memory(env);
    const computed = await rows<{ id: string; total: number }>(
      env.database.db,
      sql`SELECT opportunity_id AS id, count(*)::int AS total FROM compatibilities GROUP BY opportunity_id
        ORDER BY md5(opportunity_id) LIMIT ${env.samples}`,
    );
    // The recompute cases just deleted and rewrote these opportunities' rows. A server's autovacuum clears such
    // dead rows and sets the visibility map for index-only counts; the benchmark's PostgreSQL runs with
    // autovacuum off, so do its work here, outside the timing.
    if (env.database.kind === 'postgres') await env.database.client.query('VACUUM ANALYZE compatibilities');
    else await env.database.client.exec('VACUUM ANALYZE compatibilities');
    const orders = [0, 1, 4] as const;
    const requests = computed.flatMap((opportunity, index) =>
      [1, 2, 5].map((page, k) => ({
        id: opportunity.id,
        page: Math.max(1, Math.min(page, Math.ceil(Number(opportunity.total) / 12))),
        order: orders[(index + k) % 3] ?? 0,
      })),
    );
    const product = await timeEach(requests, (request) =>
      listCompatibles(env.ctx, request.id, 12, request.page, request.order),
    );
    // Floor: the in-memory scan's compatibles for that opportunity, sorted and sliced to the page.
    const scans = new Map(
      computed.map((opportunity) => [opportunity.id, scanOpportunity(mem, opportunity.id)]),
    );
    const floor = await timeEach(requests, (request) =>
      [...(scans.get(request.id) ?? [])]
        .sort((a, b) => b.adherence - a.adherence || a.user - b.user)
        .slice((request.page - 1) * 12, request.page * 12),
    );
    return {
      product: stats(product),
      floor: stats(floor),
      floorLabel: "sorting the opportunity's in-memory compatibles and slicing the page",
      targetMs: 50,
      note: 'service call: indexed page + total + 12 cards with per-criterion explanations',
    };
  },
});
