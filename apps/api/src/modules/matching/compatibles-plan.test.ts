import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { type CompatiblesOrderKey, compatiblesPageQuery, rows } from './matching.repository';

// Issue 11: a compatibles page must read about offset + limit index entries, not every compatible of the
// opportunity. The plan is PostgreSQL's own (PGlite runs the same planner), read with EXPLAIN (ANALYZE).
const PROFESSIONALS = 3_000;
const PAGE = 12;

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function planOf(db: Database, order: CompatiblesOrderKey, offset: number): Promise<PlanNode[]> {
  const [row] = await rows<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
    db,
    sql`EXPLAIN (ANALYZE, FORMAT JSON) ${compatiblesPageQuery('opp-plan', order, PAGE, offset)}`,
  );
  const plan = row?.['QUERY PLAN'][0]?.Plan;
  if (!plan) throw new Error('no plan');
  return nodes(plan);
}

describe('compatibles page plans', () => {
  let t: TestApp;
  let db: Database;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.app.ctx.database.db;
    await db.execute(sql`INSERT INTO users (id, email, first_name, last_name, display_name)
      SELECT 'plan-' || n, 'plan' || n || '@example.com', 'Plan', 'User', 'Plan User'
      FROM generate_series(1, ${PROFESSIONALS}) n`);
    await db.execute(sql`INSERT INTO opportunities (id, titulo) VALUES ('opp-plan', 'Plan')`);
    // Every tenth professional is PcD, every seventh a talent: both flagged-first orders have both halves.
    await db.execute(sql`INSERT INTO compatibilities (opportunity_id, user_id, adherence, is_pcd, is_talent)
      SELECT 'opp-plan', 'plan-' || n, 1 + (n * 37) % 100, n % 10 = 0, n % 7 = 0
      FROM generate_series(1, ${PROFESSIONALS}) n`);
    await db.execute(sql`ANALYZE compatibilities`);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  for (const order of [0, 1, 4] as const) {
    for (const offset of [0, 24]) {
      it(`order ${order}, offset ${offset}: reads at most offset + limit rows from each index and sorts none`, async () => {
        const plan = await planOf(db, order, offset);
        const scans = plan.filter((node) => node['Node Type'].includes('Index'));
        expect(scans.length).toBeGreaterThan(0);
        for (const scan of scans) {
          expect(scan['Actual Rows'] * scan['Actual Loops']).toBeLessThanOrEqual(offset + PAGE);
        }
        expect(plan.some((node) => node['Node Type'] === 'Seq Scan')).toBe(false);
        // Order 0 walks one index in order; the flagged-first orders merge two short walks (a sort of at most
        // 2 × (offset + limit) rows is fine there, a sort of every compatible is not).
        for (const node of plan.filter((n) => n['Node Type'] === 'Sort')) {
          expect(node['Actual Rows']).toBeLessThanOrEqual(2 * (offset + PAGE));
        }
        if (order === 0) expect(plan.some((node) => node['Node Type'] === 'Sort')).toBe(false);
      });
    }
  }
});
