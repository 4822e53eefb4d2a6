import { BEHAVIOURAL_EVALUATION_TYPE } from '@mosaico/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { insertOpportunity, insertSkill } from '../../../test/search-fixtures';
import { talentGroups, talents, userEvaluations, users } from '../../db/schema';
import { type TalentFilter, talentOrder } from './talent.repository';
import { codePointOrder, createTalentBoardKeys, type TalentBoardKeys } from './talent-board-keys';

const DAY_MS = 24 * 60 * 60 * 1000;
const SORTS = [0, 1, 2, 3, 4, 5, 6];

describe('the talent board order in memory (talent-board-keys.ts) against talentOrderQuery', () => {
  let t: TestApp;
  let keys: TalentBoardKeys;
  let recruiters: TestUser[];
  let groups: Record<string, string>;
  const made: TestUser[] = [];
  const base = new Date('2026-06-01T12:00:00.000Z');

  const everyFilter = (): TalentFilter[] => {
    const filters: Array<Omit<TalentFilter, 'sort'>> = [
      { recruiterId: null, group: null, keywords: [] },
      { recruiterId: null, group: 'H1', keywords: [] },
      { recruiterId: null, group: 'none', keywords: [] },
      { recruiterId: recruiters[0]?.id as string, group: null, keywords: [] },
      { recruiterId: recruiters[1]?.id as string, group: 'H2', keywords: [] },
      { recruiterId: null, group: null, keywords: ['java'] },
      { recruiterId: null, group: null, keywords: ['JAVA', 'sql'] },
      { recruiterId: null, group: null, keywords: ['ana'] },
      { recruiterId: null, group: null, keywords: ['ÁLV'] },
      { recruiterId: null, group: null, keywords: ['%'] },
      { recruiterId: null, group: null, keywords: ['_'] },
      { recruiterId: null, group: 'H1', keywords: ['script'] },
    ];
    return filters.flatMap((filter) => SORTS.map((sort) => ({ ...filter, sort })));
  };

  const expectSameOrders = async () => {
    for (const filter of everyFilter()) {
      const inMemory = await keys.order(filter);
      expect({ filter, order: inMemory }).toEqual({
        filter,
        order: await talentOrder(t.app.ctx.database.db, filter),
      });
    }
  };

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    const db = t.app.ctx.database.db;
    recruiters = [
      await createUser(t, { roles: ['rh'], firstName: 'Rita', lastName: 'One' }),
      await createUser(t, { roles: ['rh'], firstName: 'Raul', lastName: 'Two' }),
    ];
    await db
      .insert(talentGroups)
      .values(['H1', 'H2', 'H3'].map((name) => ({ name, description: `Group ${name}` })))
      .onConflictDoNothing();
    groups = Object.fromEntries(
      (await db.select().from(talentGroups)).map((group) => [group.name, group.id]),
    );
    const opportunity = await insertOpportunity(t.app, { titulo: 'Evaluated role' });

    // Names that sort differently by code point, by UTF-16 unit and by language: accents, case, a character beyond
    // U+FFFF and one in U+E000–U+FFFF, and two equal names (then the id decides).
    const names = [
      'álvaro Souza',
      'Ana Lima',
      'ana lima',
      'Zé Carlos',
      '𝒜strid Nova',
      'ﬀion Kelly',
      'Bruno Java',
    ];
    for (let i = 0; i < 21; i++) {
      const user = await createUser(t, { firstName: `Talent${i}`, lastName: 'Person' });
      // Entries: every third shares an instant (the id decides); some from the talents row, some from the flag.
      const flagDate = new Date(base.getTime() - (i % 3 === 0 ? 0 : i) * DAY_MS).toISOString();
      await db
        .update(users)
        .set({
          displayName: names[i % names.length] as string,
          flags: { talent: { status: true, updatedAt: flagDate } },
        })
        .where(eq(users.id, user.id));
      if (i % 2 === 0) {
        await db.insert(talents).values({
          userId: user.id,
          groupId: i % 4 === 0 ? groups.H1 : i % 4 === 2 ? groups.H2 : null,
          recruiterId: i % 6 === 0 ? null : (recruiters[i % 2 === 0 ? 1 : 0]?.id as string),
          enteredAt: new Date(base.getTime() - (i % 5) * DAY_MS),
        });
      }
      if (i % 3 === 1) await insertSkill(t.app, user.id, 'Java');
      if (i % 4 === 1) await insertSkill(t.app, user.id, 'JavaScript');
      if (i % 5 === 2) await insertSkill(t.app, user.id, 'PostgreSQL');
      // Means that tie as fractions (2/3 and 4/6), none, behavioural and opportunity evaluations.
      const grades = [[2, 0, 0], [4, 0, 0, 0, 0, 0], [7], [], [10, 3], [5]][i % 6] as number[];
      for (const [n, result] of grades.entries()) {
        const behavioural = (i + n) % 2 === 0;
        await db.insert(userEvaluations).values({
          professionalId: user.id,
          typeName: behavioural ? BEHAVIOURAL_EVALUATION_TYPE : 'Parecer Técnico',
          opportunityId: behavioural && n % 3 !== 0 ? null : opportunity.id,
          conteudo: 'Evaluation',
          result,
          created: new Date(base.getTime() - ((i * 7 + n) % 11) * DAY_MS),
        });
      }
      made.push(user);
    }
    // Neither a deleted talent nor a professional without the flag is on the board.
    await db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, made[20]?.id as string));
    await createUser(t, { firstName: 'Plain', lastName: 'Java' });
    keys = await createTalentBoardKeys(t.app.ctx);
  }, 120_000);
  afterAll(async () => {
    await keys?.close();
    await t.close();
  });

  it('compares names by code point, as collation "C" does', () => {
    const names = ['ﬀ', '𝒜', 'z', 'á', 'a'];
    expect([...names].sort(codePointOrder)).toEqual(['a', 'z', 'á', 'ﬀ', '𝒜']);
  });

  it('gives every filter and sort the order PostgreSQL gives', async () => {
    await expectSameOrders();
    const all = await keys.order({ recruiterId: null, group: null, keywords: [], sort: 0 });
    expect(all).toHaveLength(20);
    expect(await keys.order({ recruiterId: null, group: null, keywords: ['java'], sort: 1 })).toContain(
      made[1]?.id,
    );
  });

  it('follows changes made by any writer through the notifications, and still agrees', async () => {
    const db = t.app.ctx.database.db;
    const [first, second, third] = made as [TestUser, TestUser, TestUser];
    const opinionFirst = async () =>
      (await keys.order({ recruiterId: null, group: null, keywords: [], sort: 3 }))?.[0];
    // A new top grade for a talent (user_evaluations, migration 0046).
    await db.insert(userEvaluations).values({
      professionalId: third.id,
      typeName: BEHAVIOURAL_EVALUATION_TYPE,
      conteudo: 'Outstanding',
      result: 10,
      created: new Date(),
    });
    await db.delete(userEvaluations).where(eq(userEvaluations.professionalId, made[4]?.id as string));
    await vi.waitFor(async () => expect(await opinionFirst()).toBe(third.id));
    // A group renamed (talent_groups: everything is read again).
    await db
      .update(talentGroups)
      .set({ name: 'H9' })
      .where(eq(talentGroups.id, groups.H1 as string));
    await vi.waitFor(async () =>
      expect(await keys.order({ recruiterId: null, group: 'H9', keywords: [], sort: 0 })).toContain(first.id),
    );
    // A talent's flag off and a skill added (users and professional_search_documents, migration 0044).
    await db
      .update(users)
      .set({ flags: { talent: { status: false } } })
      .where(eq(users.id, second.id));
    await insertSkill(t.app, third.id, 'Elixir');
    await vi.waitFor(async () => {
      expect(await keys.order({ recruiterId: null, group: null, keywords: [], sort: 0 })).not.toContain(
        second.id,
      );
      expect(await keys.order({ recruiterId: null, group: null, keywords: ['elixir'], sort: 0 })).toEqual([
        third.id,
      ]);
    });
    await db
      .update(talentGroups)
      .set({ name: 'H1' })
      .where(eq(talentGroups.id, groups.H1 as string));
    await vi.waitFor(async () =>
      expect(await keys.order({ recruiterId: null, group: 'H1', keywords: [], sort: 0 })).toContain(first.id),
    );
    await expectSameOrders();
  });

  it('sees at once a change committed just before it, before its notification would otherwise be awaited', async () => {
    const db = t.app.ctx.database.db;
    const [, , , fourth, fifth] = made as [TestUser, TestUser, TestUser, TestUser, TestUser];
    const inH3 = () => keys.order({ recruiterId: null, group: 'H3', keywords: [], sort: 0 });
    expect(await inH3()).toEqual([]);
    await db
      .insert(talents)
      .values({ userId: fourth.id, groupId: groups.H3 as string })
      .onConflictDoUpdate({ target: talents.userId, set: { groupId: groups.H3 as string } });
    expect(await inH3()).toEqual([fourth.id]);
    await db.update(users).set({ displayName: 'Aaaa First' }).where(eq(users.id, fifth.id));
    expect((await keys.order({ recruiterId: null, group: null, keywords: [], sort: 1 }))?.[0]).toBe(fifth.id);
    await expectSameOrders();
  });
});
