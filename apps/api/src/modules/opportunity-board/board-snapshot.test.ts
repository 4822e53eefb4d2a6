import { opportunityBoardResponseSchema } from '@mosaico/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, signIn, type TestApp } from '../../../test/helpers';
import { insertOpportunity } from '../../../test/search-fixtures';
import { waitUntil } from '../../../test/wait-until';
import { listenTo } from '../../db/notifications';
import { candidatures, opportunities, squads } from '../../db/schema';
import { changedRowsOf, OPPORTUNITIES_CHANGED_CHANNEL } from '../../lib/notified-cache';
import { BOARD_CHANGED_CHANNEL, createBoardSnapshot } from './board-snapshot';
import { boardEntryOf, opportunityBoard } from './opportunity-board.service';

/**
 * Issue 27 item 2: the kanban keeps every open opportunity in memory and, after a change, reads again only what the
 * change touched (the notifications name the rows), so a change costs one card, not the whole board.
 */
describe('the opportunity kanban followed change by change', () => {
  let t: TestApp;
  let rhToken: string;
  const heard: string[] = [];
  let unlisten: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ENABLED: 'false' });
    const recruiter = await createUser(t, { roles: ['rh'] });
    rhToken = await signIn(t, recruiter.email, recruiter.password);
    for (const channel of [OPPORTUNITIES_CHANGED_CHANNEL, BOARD_CHANGED_CHANNEL]) {
      unlisten.push(
        await listenTo(t.app.ctx.database, channel, {
          onNotify: (payload) => heard.push(payload),
          onReconnect: () => {},
        }),
      );
    }
  }, 120_000);
  afterAll(async () => {
    for (const stop of unlisten) await stop();
    unlisten = [];
    await t.close();
  });

  const board = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/opportunity/kanban',
      headers: authHeader(rhToken),
    });
    expect(response.statusCode).toBe(200);
    return { raw: response.json(), ...opportunityBoardResponseSchema.parse(response.json()) };
  };
  const titleOf = async (id: string) => (await board()).cards.find((card) => card._id === id)?.titulo;
  /** The next notification that starts with `prefix`, heard after `from`. */
  const nextHeard = (prefix: string, from: number) =>
    waitUntil(async () => heard.slice(from).find((payload) => payload.startsWith(prefix)), {
      what: `a notification ${prefix}`,
    });
  /** Writes a row with the opportunities' notification off: nothing tells the kanban about it. */
  const silently = async (write: () => Promise<unknown>) => {
    const db = t.app.ctx.database.db;
    await db.execute(sql`ALTER TABLE opportunities DISABLE TRIGGER opportunities_changed_notify`);
    try {
      await write();
    } finally {
      await db.execute(sql`ALTER TABLE opportunities ENABLE TRIGGER opportunities_changed_notify`);
    }
  };

  it('names the rows a statement changed in its notification, up to 100 of them', async () => {
    const db = t.app.ctx.database.db;
    const [a, b] = [
      await insertOpportunity(t.app, { titulo: 'Named A' }),
      await insertOpportunity(t.app, { titulo: 'Named B' }),
    ];
    let from = heard.length;
    await db.execute(sql`UPDATE opportunities SET quantidade_vagas = 3 WHERE id IN (${a.id}, ${b.id})`);
    expect(new Set(changedRowsOf(await nextHeard('UPDATE', from)))).toEqual(new Set([a.id, b.id]));
    // A statement that touched nothing says so.
    from = heard.length;
    await db.execute(sql`UPDATE opportunities SET titulo = 'x' WHERE id = 'nobody'`);
    expect(changedRowsOf(await nextHeard('UPDATE', from))).toEqual([]);
    // More than 100 rows: the ids are left out, so a listener reads everything again.
    from = heard.length;
    await db.execute(sql`INSERT INTO opportunities (id, titulo, region)
      SELECT 'bulk-' || n, 'Bulk ' || n, 'brazil' FROM generate_series(1, 101) n`);
    expect(changedRowsOf(await nextHeard('INSERT', from))).toBeNull();
    // A candidature's stage names the opportunity whose milestones it moved.
    const pro = await createUser(t);
    from = heard.length;
    await db.insert(candidatures).values({
      opportunityId: a.id,
      userId: pro.id,
      kind: 'candidate',
      steps: [{ key: 1, date: new Date().toISOString(), meetsTheRequirements: 0 }],
    });
    // (An insert that meets an existing row sends two messages, the insert's naming none.)
    await waitUntil(
      async () =>
        heard
          .slice(from)
          .filter((payload) => payload.startsWith('opportunity_milestones'))
          .some((payload) => changedRowsOf(payload)?.join() === a.id),
      { what: 'the milestones naming the opportunity' },
    );
    await db.execute(sql`DELETE FROM opportunities WHERE id LIKE 'bulk-%'`);
  });

  it('reads again only the opportunities a change names; a change naming none reads them all', async () => {
    const db = t.app.ctx.database.db;
    const quiet = await insertOpportunity(t.app, { titulo: 'Quiet one', showInKanban: true });
    const loud = await insertOpportunity(t.app, { titulo: 'Loud one', showInKanban: true });
    await waitUntil(async () => (await titleOf(loud.id)) === 'Loud one', { what: 'both on the board' });
    await silently(() =>
      db.update(opportunities).set({ titulo: 'Quiet, renamed' }).where(eq(opportunities.id, quiet.id)),
    );
    await db.update(opportunities).set({ titulo: 'Loud, renamed' }).where(eq(opportunities.id, loud.id));
    await waitUntil(async () => (await titleOf(loud.id)) === 'Loud, renamed', { what: 'the named change' });
    // The silent change was not named, so the kept card was not read again.
    expect(await titleOf(quiet.id)).toBe('Quiet one');
    // A notification that names no rows (as a TRUNCATE's or a bulk change's) reads the whole board again.
    await db.execute(sql`SELECT pg_notify(${OPPORTUNITIES_CHANGED_CHANNEL}, 'TRUNCATE')`);
    await waitUntil(async () => (await titleOf(quiet.id)) === 'Quiet, renamed', { what: 'everything read' });
  });

  it("reads a writer's change at once, and only the opportunity it names", async () => {
    const db = t.app.ctx.database.db;
    const edited = await insertOpportunity(t.app, { titulo: 'Edited through the card', showInKanban: true });
    const other = await insertOpportunity(t.app, { titulo: 'Left alone', showInKanban: true });
    await waitUntil(async () => (await titleOf(other.id)) === 'Left alone', { what: 'both on the board' });
    await silently(() =>
      db.update(opportunities).set({ titulo: 'Left alone, renamed' }).where(eq(opportunities.id, other.id)),
    );
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/opportunity/update-amount',
      headers: authHeader(rhToken),
      payload: { opportunityId: edited.id, amount: 7 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // No wait: the writer told this instance which opportunity it changed (read-your-writes).
    const after = await board();
    expect(after.cards.find((card) => card._id === edited.id)?.quantidadeVagas).toBe(7);
    expect(after.cards.find((card) => card._id === other.id)?.titulo).toBe('Left alone');
  });

  it('keeps the answer through a change the board does not show, and builds it again after one it shows', async () => {
    const db = t.app.ctx.database.db;
    const snapshot = await createBoardSnapshot(t.app.ctx, boardEntryOf);
    try {
      const shown = await insertOpportunity(t.app, { titulo: 'Shown', showInKanban: true });
      const query = { squad: '-1', responsible: '-1', priority: 4 as const };
      await waitUntil(async () => (await opportunityBoard(query, snapshot)).json.includes('"Shown"'), {
        what: 'the new card',
      });
      const first = await opportunityBoard(query, snapshot);
      // The snapshot hears of changes with the opportunity caches, whose generation counts them.
      const caches = t.app.ctx.opportunityCaches;
      const heardOf = async (change: () => Promise<unknown>) => {
        const before = caches.generation();
        await change();
        await waitUntil(async () => caches.generation() > before, { what: 'the change heard' });
      };
      await heardOf(() =>
        db
          .update(opportunities)
          .set({ detalhes: '<p>New details</p>' })
          .where(eq(opportunities.id, shown.id)),
      );
      expect(await opportunityBoard(query, snapshot)).toBe(first);
      await heardOf(() =>
        db.update(opportunities).set({ quantidadeVagas: 4 }).where(eq(opportunities.id, shown.id)),
      );
      const rebuilt = await waitUntil(async () => {
        const answer = await opportunityBoard(query, snapshot);
        return answer !== first && answer;
      });
      const card = opportunityBoardResponseSchema
        .parse(JSON.parse(rebuilt.json))
        .cards.find((c) => c._id === shown.id);
      expect(card?.quantidadeVagas).toBe(4);
    } finally {
      await snapshot.close();
    }
  });

  it('documents the packed answer in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json() as {
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
    };
    const answer = JSON.stringify(document.paths['/api/opportunity/kanban']?.get.responses['200']);
    expect(answer).toContain('"titulo":{"type":"array","items":{"type":"string"}}');
    expect(answer).toContain('"users"');
  });

  it('sends each responsible and squad once, the cards pointing at them', async () => {
    const db = t.app.ctx.database.db;
    const owner = await createUser(t, { roles: ['rh'], firstName: 'Olga', lastName: 'Owner' });
    const [squad] = await db.insert(squads).values({ name: 'Squad Packed' }).returning();
    for (const titulo of ['Packed 1', 'Packed 2', 'Packed 3'])
      await insertOpportunity(t.app, {
        titulo,
        showInKanban: true,
        responsibleId: owner.id,
        squadId: squad?.id,
      });
    const { raw, cards } = await waitUntil(async () => {
      const answer = await board();
      return answer.cards.filter((card) => card.titulo.startsWith('Packed ')).length === 3 && answer;
    });
    expect(raw.users.filter((user: { _id: string }) => user._id === owner.id)).toHaveLength(1);
    expect(raw.squads.filter((s: { _id: string }) => s._id === squad?.id)).toHaveLength(1);
    const packed = cards.filter((card) => card.titulo.startsWith('Packed '));
    expect(packed.map((card) => [card.user?.displayName, card.squad?.name])).toEqual([
      ['Olga Owner', 'Squad Packed'],
      ['Olga Owner', 'Squad Packed'],
      ['Olga Owner', 'Squad Packed'],
    ]);
    // A rename reaches every card that names the squad (its notification names no opportunity).
    await db
      .update(squads)
      .set({ name: 'Squad Renamed' })
      .where(eq(squads.id, squad?.id ?? ''));
    await waitUntil(
      async () =>
        (await board()).cards
          .filter((card) => card.titulo.startsWith('Packed '))
          .every((card) => card.squad?.name === 'Squad Renamed'),
      { what: 'the squad renamed on every card' },
    );
  });
});
