import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { pageWalkStatement } from './professional-search.repository';
import { rowsOf } from './search-sql';

// Issue 11: users/find's page walk must read about as many professionals from the recency index as it takes to
// fill the page, and count no further than the cap, not every professional a common skill or surname matches.
// The plan is PostgreSQL's own (PGlite runs the same planner), read with EXPLAIN (ANALYZE).
const PROFESSIONALS = 3_000;
const PAGE = 12;
const CAP = 100;

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Subplan Name'?: string;
  'CTE Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function planOf(
  db: Database,
  keywords: string[],
  bulk: Array<'name' | 'skills' | 'cv'>,
  offset: number,
): Promise<PlanNode> {
  const statement = pageWalkStatement(
    { keywords, sources: ['name', 'skills', 'cv'] },
    bulk,
    { limit: PAGE, offset },
    { cap: CAP, budget: PROFESSIONALS * 10, count: true },
  );
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`),
  );
  const raw = row ? Object.values(row)[0] : undefined;
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  if (!top) throw new Error('no plan');
  return top.Plan;
}

/** The plan as indented lines, for a failure's message. */
function outline(plan: PlanNode, depth = 0): string {
  const line = `${'  '.repeat(depth)}${plan['Node Type']} ${plan['Subplan Name'] ?? ''} ${plan['Relation Name'] ?? ''} ${plan['Index Name'] ?? ''}: ${plan['Actual Rows']} rows × ${plan['Actual Loops']}`;
  return [line, ...(plan.Plans ?? []).map((child) => outline(child, depth + 1))].join('\n');
}

/** The walk: the scan of the recency index (migration 0009) inside the bulk_hits CTE. */
function walkScan(plan: PlanNode): PlanNode {
  const cte = nodes(plan).find((node) => node['Subplan Name'] === 'CTE bulk_hits');
  const scan = cte && nodes(cte).find((node) => node['Index Name'] === 'users_professionals_recent_idx');
  if (!scan) throw new Error('the walk does not read the recency index');
  return scan;
}

describe('users/find page walk plans', () => {
  let t: TestApp;
  let db: Database;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.app.ctx.database.db;
    // Every other professional (by recency) holds Kotlin; every fifth is a Moreira; the most recent first.
    await db.execute(sql`INSERT INTO users (id, email, first_name, last_name, display_name, updated_at)
      SELECT 'walk-' || n, 'walk' || n || '@example.com', 'Ana' || n,
        CASE WHEN n % 5 = 0 THEN 'Moreira' ELSE 'Pessoa' || n END, 'Ana ' || n,
        timestamptz '2026-01-01' - n * interval '1 minute'
      FROM generate_series(1, ${PROFESSIONALS}) n`);
    await db.execute(sql`INSERT INTO user_skills (id, user_id, nome, level)
      SELECT 'walk-skill-' || n, 'walk-' || n, 'Kotlin', 2 FROM generate_series(1, ${PROFESSIONALS}) n
      WHERE n % 2 = 0`);
    await db.execute(sql`INSERT INTO user_skills (id, user_id, nome, level)
      SELECT 'walk-docker-' || n, 'walk-' || n, 'Docker', 2 FROM generate_series(1, ${PROFESSIONALS}) n
      WHERE n % 3 = 0`);
    await db.execute(sql`ANALYZE`);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  const cases = [
    { keywords: ['kotlin'], bulk: ['skills'] as const, share: 2 },
    { keywords: ['moreira'], bulk: ['name'] as const, share: 5 },
    { keywords: ['kotlin', 'docker'], bulk: ['skills', 'skills'] as const, share: 6 },
  ];
  for (const item of cases) {
    for (const offset of [0, 24]) {
      it(`${item.keywords.join('|')} (bulk ${item.bulk.join(', ')}), offset ${offset}: walks to the page and counts to the cap`, async () => {
        const plan = await planOf(db, item.keywords, [...item.bulk], offset);
        // One in `share` professionals matches, evenly by recency: the walk reads that many per row of the page.
        const scan = walkScan(plan);
        expect(scan['Actual Loops']).toBe(1);
        expect(scan['Actual Rows']).toBeLessThanOrEqual(item.share * (offset + PAGE + 1));
        // The count stops at cap + 1 bulk matches, however many there are.
        const limits = nodes(plan).filter(
          (node) => node['Node Type'] === 'Limit' && node['Actual Rows'] === CAP + 1,
        );
        expect(limits).toHaveLength(1);
        for (const node of nodes(plan)) {
          // No node reads every professional, or every match of the bulk source (half of them for Kotlin).
          if (
            node['Relation Name'] === 'users' ||
            node['Relation Name'] === 'professional_search_documents'
          ) {
            expect(node['Actual Rows'] * node['Actual Loops'], outline(plan)).toBeLessThan(PROFESSIONALS / 2);
          }
        }
      });
    }
  }
});
