import { faseOfMilestones, type OpportunityMilestones } from '@mosaico/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { rowsOf } from '../search/search-sql';

// The opportunity's stage is kept by the database (migration 0029's `opportunity_fase_of`, run in the milestones'
// trigger on every candidature write); the rule's reference is the domain's `faseOfMilestones`. Every combination
// of met stages and victories must give the same stage in both.
describe('opportunity_fase_of follows faseOfMilestones', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 120_000);
  afterAll(async () => t.close());

  it('gives the domain rule’s stage for each of the 32 combinations', async () => {
    const cases: OpportunityMilestones[] = Array.from({ length: 32 }, (_, bits) => ({
      stage1MetOn: bits & 1 ? '2026-03-01' : null,
      stage2MetOn: bits & 2 ? '2026-03-02' : null,
      stage3MetOn: bits & 4 ? '2026-03-03' : null,
      stage4MetOn: bits & 8 ? '2026-03-04' : null,
      victoryDays: bits & 16 ? ['2026-03-05'] : [],
    }));
    const values = sql.join(
      cases.map(
        (m, index) =>
          sql`(${index}::int, ROW('o', ${m.stage1MetOn}::text, ${m.stage2MetOn}::text, ${m.stage3MetOn}::text,
            ${m.stage4MetOn}::text, array_remove(ARRAY[${m.victoryDays[0] ?? null}::text], NULL))::opportunity_milestones)`,
      ),
      sql`, `,
    );
    const rows = rowsOf<{ index: number; fase: number }>(
      await t.app.ctx.database.db.execute(
        sql`SELECT c.index, opportunity_fase_of(c.m)::int AS fase FROM (VALUES ${values}) AS c(index, m)
          ORDER BY c.index`,
      ),
    );
    expect(rows.map((row) => Number(row.fase))).toEqual(cases.map(faseOfMilestones));
  });
});
