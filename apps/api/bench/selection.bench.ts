import { sql } from 'drizzle-orm';
import { rows } from '../src/modules/matching/matching.repository';
import { listCandidates, listEnrolled } from '../src/modules/selection/selection.service';
import { registerCase, stats, timeEach } from './cases';

/**
 * Issue 9: with 300 candidates (and 300 enrolled) on one opportunity at 100,000 professionals, a page of the
 * candidates or enrolled tab answers within 50 ms p95. The product path is the tab's service call (the
 * participants read, the filters and order, the 12 cards with their explanations); the floor is the plainest
 * query of the same page's ids (one ORDER BY … LIMIT on the candidatures).
 */
const PER_KIND = 300;
const BENCH_OPPORTUNITY_MARK = 'Bench selection';

registerCase({
  name: 'candidates / enrolled tab page (300 each)',
  async run(env) {
    const db = env.database.db;
    const [opportunity] = await rows<{ id: string }>(
      db,
      sql`SELECT opportunity_id AS id FROM match_opportunities WHERE open AND total_peso > 0
        ORDER BY md5(opportunity_id || 'selection') LIMIT 1`,
    );
    if (!opportunity) throw new Error('no open opportunity');
    const id = opportunity.id;
    // 600 professionals in the opportunity, steps spread over the four stages; written once, outside the timing.
    await db.execute(sql`DELETE FROM candidatures WHERE opportunity_id = ${id}`);
    await db.execute(sql`
      INSERT INTO candidatures (id, opportunity_id, user_id, kind, status_current, status_history, capture, source,
        by_rh, steps, nivel_aderencia, indicado_por)
      SELECT gen_random_uuid()::text, ${id}, u.id, CASE WHEN n <= ${PER_KIND} THEN 'candidate' ELSE 'enrolled' END,
        CASE WHEN n <= ${PER_KIND} THEN 1 ELSE 0 END, '[]'::jsonb, 'Busca', 'LinkedIn', n % 2 = 0,
        (SELECT coalesce(jsonb_agg(jsonb_build_object('key', k, 'date', '2026-11-01', 'meetsTheRequirements', 0)),
          '[]'::jsonb) FROM generate_series(1, n % 4) k),
        (n * 37) % 100, ${BENCH_OPPORTUNITY_MARK}
      FROM (SELECT id, row_number() OVER (ORDER BY md5(id)) AS n FROM users
        WHERE NOT ('rh' = ANY(roles)) AND deleted_at IS NULL) u
      WHERE n <= ${PER_KIND * 2}`);
    await db.execute(sql`ANALYZE candidatures`);

    const calls = Array.from({ length: env.samples }, (_, i) => i);
    const product = await timeEach(calls, async (i) => {
      const page = 1 + (i % 3);
      const order = ([0, 3, 2] as const)[i % 3] ?? 0;
      if (i % 2 === 0) {
        await listCandidates(env.ctx, id, {
          pageSize: 12,
          page,
          order,
          stage: i % 4 === 0 ? 99 : 2,
          status: 99,
          origin: 99,
          responsible: '-1',
        });
      } else {
        await listEnrolled(env.ctx, id, { pageSize: 12, page, order, filter: 99 });
      }
    });
    const floor = await timeEach(calls, (i) =>
      rows(
        db,
        sql`SELECT user_id FROM candidatures WHERE opportunity_id = ${id} AND kind = ${i % 2 === 0 ? 'candidate' : 'enrolled'}
          ORDER BY nivel_aderencia DESC, user_id LIMIT 12 OFFSET ${12 * (i % 3)}`,
      ),
    );
    await db.execute(
      sql`DELETE FROM candidatures WHERE opportunity_id = ${id} AND indicado_por = ${BENCH_OPPORTUNITY_MARK}`,
    );
    return {
      product: stats(product),
      floor: stats(floor),
      floorLabel: 'one ORDER BY … LIMIT 12 on the candidatures (ids only, no cards)',
      targetMs: 50,
      note: 'the tab service: participants, filters and order, 12 cards with explanations; alternating tabs, orders, pages',
    };
  },
});
