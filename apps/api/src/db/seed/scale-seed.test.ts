import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { hashPassword } from '../../lib/password';
import { runScaleSeed, SCALE_CLIENT, SCALE_EMAIL_DOMAIN } from './scale-seed';

describe('scale seed', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  }, 60_000);
  afterAll(async () => {
    await test?.close();
  });

  async function counts() {
    // Both drivers answer execute() with { rows }; Drizzle's shared Database type leaves the result unknown.
    const result = (await test.app.ctx.database.db.execute(
      sql`select (select count(*) from users where email like ${`%@${SCALE_EMAIL_DOMAIN}`}) as users,
        (select count(*) from user_skills) as skills,
        (select count(*) from opportunities where client = ${SCALE_CLIENT} and is_public) as opportunities`,
    )) as { rows: Array<{ users: string; skills: string; opportunities: string }> };
    const row = result.rows[0];
    return {
      users: Number(row?.users),
      skills: Number(row?.skills),
      opportunities: Number(row?.opportunities),
    };
  }

  it('fills professionals with skills and open opportunities in batches, and --reset starts over', async () => {
    const passwordHash = await hashPassword('mosaico-demo');
    const first = await runScaleSeed(test.app.ctx.database, {
      professionals: 200,
      opportunities: 20,
      batchSize: 75,
      reset: false,
      passwordHash,
    });
    expect(first.professionals).toBe(200);
    expect(await counts()).toEqual({ users: 200, skills: first.skills, opportunities: 20 });
    expect(first.skills).toBeGreaterThanOrEqual(600);

    // Talents (some with a record and a group, some evaluated), PcD and EU citizens, for the talent board's and
    // the finder's benchmarks (issue 24 item 5); the counts answered are the rows written.
    const flags = (await test.app.ctx.database.db.execute(
      sql`select count(*) filter (where (flags->'talent'->>'status') = 'true') as talents,
        count(*) filter (where (personal_data->'pcdUser'->>'isUserPCD') = 'true') as pcd,
        count(*) filter (where (flags->'europeanUnionCitizenship'->>'status') = 'true') as eu,
        (select count(*) from talents t join users u on u.id = t.user_id
          where (u.flags->'talent'->>'status') = 'true') as records,
        (select count(*) from talents where group_id is not null) as grouped,
        (select count(*) from user_evaluations) as evaluations
      from users where email like ${`%@${SCALE_EMAIL_DOMAIN}`}`,
    )) as { rows: Array<Record<string, string>> };
    const row = flags.rows[0] ?? {};
    expect(Number(row.talents)).toBe(first.talents);
    expect(Number(row.pcd)).toBe(first.pcd);
    expect(Number(row.eu)).toBe(first.euCitizens);
    expect(first.talents).toBeGreaterThan(0);
    expect(first.pcd).toBeGreaterThan(0);
    expect(first.euCitizens).toBeGreaterThan(0);
    expect(Number(row.records)).toBeGreaterThan(0);
    expect(Number(row.records)).toBeLessThanOrEqual(first.talents);
    expect(Number(row.grouped)).toBeGreaterThan(0);
    expect(Number(row.evaluations)).toBeGreaterThan(0);

    // As a server's start does: every opportunity queued for matching.
    await test.app.ctx.database.db.execute(
      sql`insert into match_status (kind, subject_id, requested_seq, requested_at)
        select 'opportunity', id, 1, now() from opportunities where client = ${SCALE_CLIENT}`,
    );
    await runScaleSeed(test.app.ctx.database, {
      professionals: 50,
      opportunities: 5,
      reset: true,
      passwordHash,
    });
    expect((await counts()).users).toBe(50);
    expect((await counts()).opportunities).toBe(5);
    // No status row of a removed opportunity is left to tell the next start they were all queued already.
    const stale = (await test.app.ctx.database.db.execute(
      sql`select count(*) as n from match_status m
        where not exists (select 1 from opportunities o where o.id = m.subject_id)`,
    )) as { rows: Array<{ n: string }> };
    expect(Number(stale.rows[0]?.n)).toBe(0);
  }, 60_000);
});
