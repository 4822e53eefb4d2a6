import http from 'node:http';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { SCALE_CLIENT } from '../src/db/seed/scale-seed';
import { hashPassword } from '../src/lib/password';
import { rows } from '../src/modules/matching/matching.repository';
import {
  launchChromium,
  requireBrowserSetup,
  signedInContext,
  signInToken,
  timeVisit,
  writeTrace,
} from './browser';
import { type BenchEnv, registerCase, serveApp, stats, timeEach } from './cases';

/**
 * Issue 10: with 2,000 open opportunities and 10,000 finished ones, the opportunity kanban's data arrives in one
 * call within 100 ms p95, and the board is usable within 1.5 s in Chromium at 4× CPU throttling, a drag answered
 * within one frame. Issue 27 item 2: with 10,000 open opportunities the call takes ≤ 50 ms of server time, kept
 * and right after a change, ≤ 400 KB on the wire, and the board draws within 2 s at 4× throttling.
 *
 * The board holds `BENCH_BOARD_OPEN` open opportunities (issue 27's 10,000 unless set; 2,000 is issue 10's size)
 * beside 10,000 finished ones. The scale seed's opportunities are all open: for these cases those past the open
 * count are finished and the finished ones the board needs besides are added, the open ones get the board's
 * variety (not public, each fase, victories and defeats, squads, responsibles, 15 candidatures with stage
 * registrations each), and the finished ones 5 candidatures each. The original values are kept in a table of their
 * own and put back afterwards (also at the start, after a run that was cut off); what the cases add is marked
 * (client, indicado_por, squad names and e-mails) and deleted then.
 */
const OPEN = Number(process.env.BENCH_BOARD_OPEN ?? 10_000);
const FINISHED = 10_000;
const MARK = 'Bench board';
const BACKUP = 'bench_board_backup';
const RECRUITER_EMAIL = 'bench-board-recruiter@bench.mosaico.test';
const RECRUITER_PASSWORD = 'bench-board-password';
/** The responsible of the small reference board (deleted with the bench's other people). */
const SMALL_BOARD_EMAIL = 'bench-board-small@bench.mosaico.test';

/**
 * Setup and restore run with triggers off (`session_replication_role = replica`, for this transaction only):
 * finishing 8,000 opportunities in one statement would otherwise rebuild their matching rows, minutes of work that
 * the board never reads, and putting the same values back needs none either.
 */
async function withoutTriggers(db: Database, work: (tx: Database) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await work(tx as unknown as Database);
  });
}

export async function restore(database: Database): Promise<void> {
  await withoutTriggers(database, (db) => restoreRows(db));
}

async function restoreRows(db: Database): Promise<void> {
  const [backup] = await rows<{ present: boolean }>(
    db,
    sql`SELECT to_regclass(${BACKUP}) IS NOT NULL AS present`,
  );
  await db.execute(sql`DELETE FROM candidatures WHERE indicado_por = ${MARK}`);
  await db.execute(sql`DELETE FROM opportunities WHERE client = ${MARK}`);
  // With triggers off the milestones did not follow the candidatures: rebuilt here, before the kept values are put
  // back (the rebuild also sets each opportunity's fase from its candidatures, which would otherwise overwrite the
  // seed's fase with 0).
  await db.execute(
    sql`SELECT opportunity_milestones_refresh(ARRAY(SELECT id FROM opportunities WHERE client = ${SCALE_CLIENT}))`,
  );
  if (backup?.present) {
    await db.execute(sql`
      UPDATE opportunities o SET is_public = b.is_public, is_finished = b.is_finished, finished_at = b.finished_at,
        fase = b.fase, label = b.label, show_in_kanban = b.show_in_kanban, victories = b.victories,
        defeats = b.defeats, defeat_dates = b.defeat_dates, squad_id = b.squad_id, responsible_id = b.responsible_id,
        priority = b.priority, quantidade_vagas = b.quantidade_vagas, created_at = b.created_at,
        publication_date = b.publication_date, titulo = b.titulo
      FROM ${sql.identifier(BACKUP)} b WHERE b.id = o.id`);
    await db.execute(sql`DROP TABLE ${sql.identifier(BACKUP)}`);
  }
  await db.execute(sql`DELETE FROM squads WHERE name LIKE ${`${MARK} %`}`);
  await db.execute(sql`DELETE FROM users WHERE email LIKE 'bench-board-%@bench.mosaico.test'`);
}

export async function prepare(env: BenchEnv): Promise<void> {
  await withoutTriggers(env.database.db, (db) => prepareRows(db));
  const db = env.database.db;
  // What autovacuum does on a running server: the setup rewrote every scale opportunity.
  await db.execute(sql`VACUUM ANALYZE opportunities, candidatures, opportunity_milestones`);
  await db.execute(sql`DELETE FROM users WHERE email = ${RECRUITER_EMAIL}`);
  await db.insert(users).values({
    email: RECRUITER_EMAIL,
    passwordHash: await hashPassword(RECRUITER_PASSWORD),
    firstName: 'Bench',
    lastName: 'Board',
    displayName: 'Bench Board',
    roles: ['rh'],
    preferredLanguage: 'en-US',
    emailConfirmedAt: new Date(),
    privacyConsentAt: new Date(),
    privacyConsentExpiresAt: new Date(Date.now() + 180 * 86_400_000),
  });
}

async function prepareRows(db: Database): Promise<void> {
  await restoreRows(db);
  const [scale] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM opportunities WHERE client = ${SCALE_CLIENT} AND NOT is_finished`,
  );
  const scaleOpen = scale?.n ?? 0;
  if (scaleOpen < OPEN) throw new Error(`opportunity board bench: needs ${OPEN} open scale opportunities`);
  await db.execute(sql`
    CREATE TABLE ${sql.identifier(BACKUP)} AS SELECT id, is_public, is_finished, finished_at, fase, label,
      show_in_kanban, victories, defeats, defeat_dates, squad_id, responsible_id, priority, quantidade_vagas,
      created_at, publication_date, titulo
    FROM opportunities WHERE client = ${SCALE_CLIENT}`);
  await db.execute(sql`
    INSERT INTO squads (id, name) SELECT gen_random_uuid()::text, ${MARK} || ' ' || n FROM generate_series(1, 8) n`);
  await db.execute(sql`
    INSERT INTO users (id, email, password_hash, first_name, last_name, display_name, roles, preferred_language,
      email_confirmed_at)
    SELECT gen_random_uuid()::text, 'bench-board-rh-' || n || '@bench.mosaico.test', 'x', 'Recruiter', 'Nº ' || n,
      'Recruiter Nº ' || n, ARRAY['rh'], 'pt-BR', now() FROM generate_series(1, 12) n`);
  // Which scale opportunities stay open: a fixed pick.
  await db.execute(sql`
    WITH ranked AS (SELECT id, row_number() OVER (ORDER BY md5(id || 'board')) AS n FROM opportunities
      WHERE client = ${SCALE_CLIENT}),
    -- Materialised once: inlined, each row's lookup would scan every user again.
    squad AS MATERIALIZED (SELECT array_agg(id ORDER BY name) AS ids FROM squads WHERE name LIKE ${`${MARK} %`}),
    rh AS MATERIALIZED (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE email LIKE 'bench-board-rh-%')
    UPDATE opportunities o SET
      is_finished = r.n > ${OPEN},
      finished_at = CASE WHEN r.n > ${OPEN} THEN now() - interval '30 days' END,
      is_public = r.n % 7 <> 0,
      label = CASE WHEN r.n % 7 = 0 OR r.n % 11 = 0 THEN '2' ELSE '1' END,
      show_in_kanban = NOT (r.n % 7 = 0 OR r.n % 11 = 0),
      victories = CASE WHEN r.n % 5 = 0 THEN 1 + r.n % 3 ELSE 0 END,
      defeats = CASE WHEN r.n % 6 = 0 THEN 1 ELSE 0 END,
      defeat_dates = CASE WHEN r.n % 6 = 0 THEN jsonb_build_array(to_char(now() - (r.n % 60) * interval '1 day', 'YYYY-MM-DD')) ELSE '[]'::jsonb END,
      quantidade_vagas = CASE WHEN r.n % 10 = 0 THEN 0 ELSE 1 + r.n % 4 END,
      priority = 1 + r.n % 3,
      -- One in nine without a squad and one in thirteen without a responsible (past the arrays' ends).
      squad_id = squad.ids[1 + r.n % 9],
      responsible_id = rh.ids[1 + r.n % 13],
      -- Created over eighteen months at distinct instants, published a day later (the seed made them all at once,
      -- which a real board never is: the creation dates then weighed nothing on the wire).
      created_at = now() - (r.n % 540) * interval '1 day' - (r.n * 7919 % 86400) * interval '1 second',
      publication_date = now() - (r.n % 540) * interval '1 day' + interval '1 day'
    FROM ranked r, squad, rh WHERE r.id = o.id`);
  // One more responsible with a board of 14 cards (4 in review): the browser case's reference, the same screen
  // with few cards.
  await db.execute(sql`
    INSERT INTO users (id, email, password_hash, first_name, last_name, display_name, roles, preferred_language,
      email_confirmed_at)
    VALUES (gen_random_uuid()::text, ${SMALL_BOARD_EMAIL}, 'x', 'Small', 'Board', 'Small Board', ARRAY['rh'], 'pt-BR',
      now())`);
  for (const [isPublic, count] of [
    [false, 4],
    [true, 10],
  ] as const) {
    await db.execute(sql`
      UPDATE opportunities SET responsible_id = (SELECT id FROM users WHERE email = ${SMALL_BOARD_EMAIL})
      WHERE id IN (SELECT id FROM opportunities WHERE client = ${SCALE_CLIENT} AND NOT is_finished
        AND is_public = ${isPublic} ORDER BY md5(id || 'small') LIMIT ${count})`);
  }
  await db.execute(sql`
    INSERT INTO opportunities (id, titulo, client, detalhes, is_public, is_finished, finished_at, publication_date,
      label, fase, quantidade_vagas, victories, created_at)
    SELECT gen_random_uuid()::text, 'Finished opportunity ' || n, ${MARK}, '', true, true, now() - interval '90 days',
      now() - interval '200 days', '1', 4, 0, 1, now() - interval '200 days' - n * interval '1 minute'
    FROM generate_series(1, ${Math.max(0, FINISHED - (scaleOpen - OPEN))}) n`);
  // Candidatures: 15 per open opportunity with stage registrations (dates spread over 60 days), a victory on some;
  // 5 per finished one. An opportunity's candidatures reach at most stage `o % 4`, so the fase their registrations
  // give it (migration 0029) spreads the open ones over recruitment, evaluation, selection and presentation.
  await db.execute(sql`
    WITH people AS (SELECT id, row_number() OVER (ORDER BY md5(id || 'board')) AS p FROM users
      WHERE NOT ('rh' = ANY(roles)) AND deleted_at IS NULL LIMIT 20000),
    opps AS (SELECT id, is_finished, row_number() OVER (ORDER BY id) AS o FROM opportunities
      WHERE client IN (${SCALE_CLIENT}, ${MARK}))
    INSERT INTO candidatures (id, opportunity_id, user_id, kind, status_current, status_history, steps, date_victory,
      indicado_por)
    SELECT gen_random_uuid()::text, opps.id, people.id, 'candidate', CASE WHEN k = 1 AND opps.o % 5 = 0 THEN 6 ELSE 1 END,
      '[]'::jsonb,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('key', s,
          'date', to_char(now() - greatest((opps.o + k) % 60 - s * 3, 0) * interval '1 day', 'YYYY-MM-DD"T"12:00:00"Z"'),
          'meetsTheRequirements', CASE WHEN (k + s) % 4 = 0 THEN 1 ELSE 0 END)), '[]'::jsonb)
        FROM generate_series(1, least((opps.o + k) % 5, opps.o % 4)) s),
      CASE WHEN k = 1 AND opps.o % 5 = 0 THEN now() - (opps.o % 30) * interval '1 day' END,
      ${MARK}
    FROM opps CROSS JOIN generate_series(1, 15) k
    JOIN people ON people.p = 1 + (opps.o * 15 + k) % 20000
    WHERE k <= CASE WHEN opps.is_finished THEN 5 ELSE 15 END
    ON CONFLICT DO NOTHING`);
  await db.execute(
    sql`SELECT opportunity_milestones_refresh(ARRAY(SELECT id FROM opportunities WHERE client IN (${SCALE_CLIENT}, ${MARK})))`,
  );
}

/** The app on a real port with the bench's recruiter signed in. */
async function serve(env: BenchEnv) {
  const { base, close } = await serveApp(env);
  const token = await signInToken(base, RECRUITER_EMAIL, RECRUITER_PASSWORD);
  return { close, base, token };
}

/** A keep-alive connection, as a browser's: the timing holds the request, not a new TCP connection. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One GET timed from the request to the last byte of the body as it travels (compressed when `accept-encoding`
 * allows): on the loopback that is the server's time, without the client's decompression and JSON parsing.
 */
function timedGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ ms: number; body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - started;
          if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
          const body = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'] ?? 'identity';
          resolve({ ms, body, encoding });
        });
      })
      .on('error', reject);
  });
}

/** How many cards a body of the board holds (decompressed and parsed outside any timing). */
function cardsIn(body: Buffer, encoding: string): number {
  const json =
    encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;
  return (JSON.parse(json.toString('utf8')) as { cards: { _id: string[] } }).cards._id.length;
}

registerCase({
  name: `opportunity kanban data call right after a change (${OPEN.toLocaleString('en-US')} open, ${FINISHED.toLocaleString('en-US')} finished)`,
  async run(env) {
    const db = env.database.db;
    await prepare(env);
    const { close, base, token } = await serve(env).catch(async (error: unknown) => {
      await restore(db);
      throw error;
    });
    try {
      const [counts] = await rows<{ open: number; finished: number }>(
        db,
        sql`SELECT count(*) FILTER (WHERE NOT is_finished)::int AS open, count(*) FILTER (WHERE is_finished)::int AS finished
          FROM opportunities`,
      );
      env.log(`board data: ${counts?.open} open, ${counts?.finished} finished opportunities`);
      const url = (query: string) => `${base}/api/opportunity/kanban${query}`;
      const auth = { authorization: `Bearer ${token}` };
      // As a browser asks: brotli accepted (the answer each sample is timed in).
      const browser = { ...auth, 'accept-encoding': 'gzip, deflate, br' };
      // The first call reads every open opportunity (the instance had none in memory yet): timed apart.
      const firstRead = await timedGet(url(''), browser);
      const cards = cardsIn(firstRead.body, firstRead.encoding);
      // What each encoding weighs on the wire.
      const wire: Record<string, number> = {};
      for (const accept of ['br', 'gzip', 'identity']) {
        const answer = await timedGet(url(''), { ...auth, 'accept-encoding': accept });
        wire[answer.encoding] = answer.body.length;
      }
      const samples = Array.from({ length: Math.max(env.samples, 30) }, (_, i) => i);
      // Kept answers: the priority orders a board in use is asked in, each asked once before the timing.
      const queries = ['', '?priority=-1', '?priority=2', '?squad=-1&responsible=-1&priority=4'];
      for (const query of queries) await timedGet(url(query), browser);
      const kept = await timeEach(samples, async (i) => {
        await timedGet(url(queries[i % queries.length] ?? ''), browser);
      });
      // Right after a change the board shows, in turn: a squad renamed (its ~1/9 of the cards name it), one
      // opportunity's title, and one opportunity's defeats (a defeat more or less moves it in or out of Posições
      // Encerradas, so the columns change and the board is packed whole). The database tells the instance (a notification, a few ms) and the next call reads
      // what changed and builds the answer again. Each answer differs from the one before; one that does not was
      // served before the notification arrived, and is counted.
      const [squad] = await rows<{ id: string }>(
        db,
        sql`SELECT id FROM squads WHERE name LIKE ${`${MARK} %`} ORDER BY name LIMIT 1`,
      );
      const opportunitiesToRename = await rows<{ id: string }>(
        db,
        sql`SELECT id FROM opportunities WHERE client = ${SCALE_CLIENT} AND NOT is_finished ORDER BY id LIMIT 50`,
      );
      const toggled = (column: ReturnType<typeof sql.identifier>) =>
        sql`CASE WHEN ${column} LIKE '%·' THEN rtrim(${column}, '·') ELSE ${column} || '·' END`;
      const afterChange: number[] = [];
      const afterSquad: number[] = [];
      const afterOpportunity: number[] = [];
      const afterMove: number[] = [];
      let previous = firstRead.body;
      let stale = 0;
      for (const i of samples) {
        const target = opportunitiesToRename[i % opportunitiesToRename.length]?.id ?? '';
        if (i % 3 === 0) {
          await db.execute(
            sql`UPDATE squads SET name = ${toggled(sql.identifier('name'))} WHERE id = ${squad?.id ?? ''}`,
          );
        } else if (i % 3 === 1) {
          await db.execute(
            sql`UPDATE opportunities SET titulo = ${toggled(sql.identifier('titulo'))} WHERE id = ${target}`,
          );
        } else {
          await db.execute(
            sql`UPDATE opportunities SET defeats = CASE WHEN defeats > 0 THEN defeats - 1 ELSE defeats + 1 END
              WHERE id = ${target}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
        const answer = await timedGet(url(''), browser);
        if (answer.body.equals(previous)) stale += 1;
        previous = answer.body;
        afterChange.push(answer.ms);
        [afterSquad, afterOpportunity, afterMove][i % 3]?.push(answer.ms);
      }
      // A change whose notification names no opportunity (a bulk change, a TRUNCATE, a lost connection): the
      // instance reads every open opportunity again.
      const everything: number[] = [];
      for (const _sample of samples.slice(0, 5)) {
        await db.execute(sql`SELECT pg_notify('mosaico_opportunities_changed', 'TRUNCATE')`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        everything.push((await timedGet(url(''), browser)).ms);
      }
      const floor = await timeEach(samples, () =>
        rows(
          db,
          sql`SELECT o.id, o.titulo, o.client, o.fase, o.quantidade_vagas, o.victories, o.defeats, o.created_at
            FROM opportunities o WHERE NOT o.is_finished ORDER BY o.created_at DESC`,
        ),
      );
      const [squadStats, opportunityStats, moveStats, allStats] = [
        stats(afterSquad),
        stats(afterOpportunity),
        stats(afterMove),
        stats(everything),
      ];
      const kb = (bytes: number | undefined) => `${((bytes ?? 0) / 1024).toFixed(0)} KB`;
      const floorLabel =
        'one SELECT of the open opportunities’ card columns (no names, periods, placement, JSON)';
      const wireNote = `${cards} cards; on the wire ${kb(wire.br)} brotli, ${kb(wire.gzip)} gzip, ${kb(wire.identity)} as it is`;
      return {
        product: stats(afterChange),
        floor: stats(floor),
        floorLabel,
        targetMs: 50,
        note: `server time (request to the last compressed byte, brotli accepted), each call right after a change the board shows: a squad renamed ${squadStats.p50.toFixed(1)} / ${squadStats.p95.toFixed(1)} ms, an opportunity's title ${opportunityStats.p50.toFixed(1)} / ${opportunityStats.p95.toFixed(1)} ms, an opportunity's defeats (its columns change) ${moveStats.p50.toFixed(1)} / ${moveStats.p95.toFixed(1)} ms (p50 / p95; ${stale} of ${samples.length} answers still the one before); a change naming no opportunity (everything read again) ${allStats.p50.toFixed(0)} / ${allStats.p95.toFixed(0)} ms; the instance's first call ${firstRead.ms.toFixed(0)} ms; ${wireNote}`,
        more: [
          {
            name: `opportunity kanban data call, kept answer (${OPEN.toLocaleString('en-US')} open)`,
            product: stats(kept),
            floor: stats(floor),
            floorLabel,
            targetMs: 50,
            note: `server time as above, alternating priority orders (each answer kept since its first call); ${wireNote}`,
          },
        ],
      };
    } finally {
      await close();
      await restore(db);
    }
  },
});

/**
 * The page's time once the first column's cards show (false before). Runs in the page (as a function: the app's
 * CSP refuses strings evaluated as code); no DOM types here.
 */
const boardReadyAt = () =>
  (
    globalThis as unknown as { document: { querySelectorAll: (selector: string) => { length: number } } }
  ).document.querySelectorAll('[data-testid=board-column] [data-testid=board-card]').length > 0 &&
  performance.now();

interface DropProbe {
  requestAnimationFrame: (callback: () => void) => void;
  document: {
    addEventListener: (
      type: 'keydown',
      listener: (event: { key: string; timeStamp: number }) => void,
      options: { capture: boolean; once: boolean },
    ) => void;
    querySelectorAll: (selector: string) => ArrayLike<{ querySelector: (selector: string) => unknown }>;
  };
  benchDrop?: { ms: number; frames: number } | { error: string };
}

/**
 * Arms the page to time the next key press, a drop, in the page itself: from the key event's own time stamp to the
 * first animation frame whose DOM holds the card (by its link) in the second column. Measured from the event, so
 * the DevTools round trips that deliver the key and read the result are not counted.
 */
const armDropProbe = (href: string) => {
  const page = globalThis as unknown as DropProbe;
  page.benchDrop = undefined;
  page.document.addEventListener(
    'keydown',
    (event) => {
      const key = event.timeStamp;
      // A member, not a named constant: tsx keeps function names with a helper the page does not have, and this
      // function's text runs in the page.
      const probe: { frames: number; check?: () => void } = { frames: 0 };
      probe.check = () => {
        probe.frames += 1;
        const second = page.document.querySelectorAll('[data-testid=board-column]')[1];
        if (second?.querySelector(`a[href="${href}"]`)) {
          page.benchDrop = { ms: performance.now() - key, frames: probe.frames };
        } else if (probe.frames >= 60) {
          page.benchDrop = { error: 'the dropped card never showed in the second column' };
        } else if (probe.check) page.requestAnimationFrame(probe.check);
      };
      page.requestAnimationFrame(probe.check);
    },
    { capture: true, once: true },
  );
};

interface MoveProbe {
  requestAnimationFrame: (callback: () => void) => void;
  document: {
    addEventListener: (
      type: 'mousemove',
      listener: (event: { timeStamp: number }) => void,
      capture: boolean,
    ) => void;
  };
  benchMoves?: number[];
}

/**
 * Arms the page to time every mouse move of a drag: from the move event's time stamp to the start of the next
 * animation frame, which the drag preview's new position is drawn in (the main thread's work for a move, React's
 * render of the preview and dnd-kit's collision checks, delays that frame).
 */
const armMoveProbe = () => {
  const page = globalThis as unknown as MoveProbe;
  const moves: number[] = [];
  page.benchMoves = moves;
  page.document.addEventListener(
    'mousemove',
    (event) => {
      const at = event.timeStamp;
      page.requestAnimationFrame(() => moves.push(performance.now() - at));
    },
    true,
  );
};

const movesMeasured = () => (globalThis as unknown as MoveProbe).benchMoves ?? [];

const dropMeasured = () => (globalThis as unknown as DropProbe).benchDrop ?? false;

registerCase({
  name: `opportunity kanban usable in the browser (4× CPU throttling, ${OPEN.toLocaleString('en-US')} open)`,
  async run(env) {
    requireBrowserSetup('opportunity board bench');
    const db = env.database.db;
    await prepare(env);
    const server = await serve(env).catch(async (error: unknown) => {
      await restore(db);
      throw error;
    });
    const { close, base, token } = server;
    const browser = await launchChromium();
    try {
      const context = await signedInContext(browser, base, token);
      const url = `${base}/kanban`;
      const warm = await context.newPage();
      await warm.goto(url);
      await warm.waitForFunction(boardReadyAt, undefined, { timeout: 60_000 });
      await warm.close();
      const samples = Array.from({ length: Math.min(env.samples, 12) }, (_, i) => i);
      const dragFrames: number[] = [];
      const visits: Array<{ ms: number; taskMs: number }> = [];
      // The same screen filtered to a responsible with 14 cards, visited in turn with the whole board: what the
      // screen costs on this machine at this moment whatever the board's size.
      const [small] = await rows<{ id: string }>(
        db,
        sql`SELECT id FROM users WHERE email = ${SMALL_BOARD_EMAIL}`,
      );
      const smallUrl = `${base}/kanban?responsible=${small?.id ?? ''}`;
      const smallVisits: number[] = [];
      for (const _sample of samples) {
        visits.push(await timeVisit(context, url, boardReadyAt, undefined, { cpuThrottlingRate: 4 }));
        smallVisits.push(
          (await timeVisit(context, smallUrl, boardReadyAt, undefined, { cpuThrottlingRate: 4 })).ms,
        );
      }
      const smallBoard = stats(smallVisits);
      const product = visits.map((visit) => visit.ms);
      const taskMs = visits.map((visit) => visit.taskMs);
      // Virtualised columns: how many cards the page holds once the board shows, of how many on the board.
      const drawn = await context.newPage();
      await drawn.goto(url);
      await drawn.waitForFunction(boardReadyAt, undefined, { timeout: 60_000 });
      const inPage = await drawn.locator('[data-testid=board-card]').count();
      const onBoard = (await drawn.locator('[data-testid=board-column] header span').allTextContents())
        .map(Number)
        .reduce((sum, count) => sum + count, 0);
      await drawn.close();
      {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await writeTrace('opportunity-board', browser, page, async () => {
          await page.goto(url, { waitUntil: 'commit' });
          await page.waitForFunction(boardReadyAt, undefined, { timeout: 60_000, polling: 'raf' });
        });
        await page.close();
      }
      // A keyboard move of one card to the next column, timed in the page from the drop key's event to the first
      // frame that shows the card there (still at 4× throttling).
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url);
      await page.waitForFunction(boardReadyAt, undefined, { timeout: 60_000 });
      // Drops timed on a phone-class CPU (4×) and, after the mouse drags, on this machine's own (1×).
      const timeDrops = async (count: number, into: number[]) => {
        for (let i = 0; i < count; i++) {
          const handle = page
            .locator('[data-testid=board-column]')
            .first()
            .locator('[data-testid=board-card]')
            .first();
          const href = await handle.locator('a').first().getAttribute('href');
          if (!href) throw new Error('a board card without its link');
          // The keyboard drags through the card's handle; each step waits for what a screen reader hears, as the
          // journey does (the sensor reads the columns' positions between the keys).
          await handle.locator('[data-testid=board-card-handle]').focus();
          await page.keyboard.press('Space');
          const pickedUp = page.getByText(/ is over /);
          await pickedUp.waitFor({ state: 'attached' });
          const overFirst = (await pickedUp.textContent()) ?? '';
          await page.keyboard.press('ArrowRight');
          await page
            .getByText(/ is over /)
            .filter({ hasNotText: overFirst })
            .waitFor({ state: 'attached' });
          await page.evaluate(armDropProbe, href);
          await page.keyboard.press('Space');
          const drop = (await (
            await page.waitForFunction(dropMeasured, undefined, { timeout: 10_000 })
          ).jsonValue()) as { ms: number; frames: number } | { error: string };
          if ('error' in drop) throw new Error(drop.error);
          into.push(drop.ms);
        }
      };
      await timeDrops(Math.min(env.samples, 10), dragFrames);
      // Mouse drags: a card of the second column carried to the third in 30 moves, each timed to its next frame.
      await page.evaluate(armMoveProbe);
      for (let i = 0; i < Math.min(env.samples, 5); i++) {
        const columns = page.locator('[data-testid=board-column]');
        const from = await columns.nth(1).locator('[data-testid=board-card]').first().boundingBox();
        const to = await columns.nth(2).boundingBox();
        if (!from || !to) throw new Error('the board has no card to drag');
        await page.mouse.move(from.x + from.width / 2, from.y + 40);
        await page.mouse.down();
        await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 30 });
        await page.mouse.up();
      }
      const moveFrames = (await page.evaluate(movesMeasured)) as number[];
      if (moveFrames.length < 30) throw new Error(`only ${moveFrames.length} mouse moves were timed`);
      const unthrottledDrops: number[] = [];
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await timeDrops(Math.min(env.samples, 10), unthrottledDrops);
      await page.close();
      const floor = await timeEach(samples, async () => {
        await (
          await fetch(`${base}/api/opportunity/kanban`, { headers: { authorization: `Bearer ${token}` } })
        ).json();
      });
      await context.close();
      const drag = stats(dragFrames);
      const moves = stats(moveFrames);
      const dropsAtOne = stats(unthrottledDrops);
      const tasks = stats(taskMs);
      return {
        product: stats(product),
        floor: stats(floor),
        floorLabel: 'the board’s data call alone, over HTTP',
        // Issue 10's 1.5 s at 2,000 open opportunities; issue 27's 2 s at 10,000.
        targetMs: OPEN >= 10_000 ? 2000 : 1500,
        note: `from the navigation's start (the page's clock) to the frame where the first column's cards show, Chromium at 1366 px with 4× CPU throttling; ${inPage} cards in the page of ${onBoard} in the columns (virtualised); the same screen with a board of 14 cards, visited in turn: ${smallBoard.p50.toFixed(0)} ms p50 / ${smallBoard.p95.toFixed(0)} ms p95; a keyboard drop, from its key event to the first frame showing the card in its new column: ${drag.p50.toFixed(1)} ms p50 / ${drag.p95.toFixed(1)} ms p95 (one frame is 16.7 ms), without throttling ${dropsAtOne.p50.toFixed(1)} ms p50 / ${dropsAtOne.p95.toFixed(1)} ms p95; a mouse drag's moves (${moveFrames.length}), each from its event to the next frame: ${moves.p50.toFixed(1)} ms p50 / ${moves.p95.toFixed(1)} ms p95; main-thread task time of the visit (TaskDuration, throttled) ${tasks.p50.toFixed(0)} ms p50 / ${tasks.p95.toFixed(0)} ms p95`,
      };
    } finally {
      await browser.close();
      await close();
      await restore(db);
      await db.execute(sql`ANALYZE opportunities`);
    }
  },
});
