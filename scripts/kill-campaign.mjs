#!/usr/bin/env node
// Issue 26 item 7's fault campaign: the built server (node apps/api/dist/server.js) on a PostgreSQL database of its
// own is SIGKILLed at random moments while this process (the clients) uploads CVs, changes candidatures' statuses,
// registers evaluations and saves a profile (each save and each CV queue matching or text-extraction jobs). After
// every restart it checks, straight in the database, that every write answered 2xx is there, that nothing is there
// twice, and it times the jobs the kill cut off until they complete. Not part of npm test: `npm run build` first.
// Usage: node scripts/kill-campaign.mjs [kills=200]   (KILL_CAMPAIGN_ADMIN_URL: the PostgreSQL server, as postgres)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const KILLS = Number(process.argv[2] ?? 200);
const ADMIN_URL = process.env.KILL_CAMPAIGN_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'mosaico_kills';
const RESUME_LIMIT_MS = 60_000;
/** The campaign stops killing after this long, whatever the count reached (the table says how many). */
const BUDGET_MS = Number(process.env.KILL_CAMPAIGN_MINUTES ?? 25) * 60_000;
const DEMO_PASSWORD = 'mosaico-demo';
const DEMO_TOTP_SECRET = /DEMO_TOTP_SECRET = '([A-Z2-7]+)'/.exec(
  readFileSync(path.join(root, 'apps/api/src/db/seed/demo-people.ts'), 'utf8'),
)?.[1];
const fixtures = ['cv.pdf', 'cv.docx', 'cv-search.pdf', 'cv-search.docx'].map((name) => ({
  name,
  bytes: readFileSync(path.join(root, 'apps/api/test/fixtures', name)),
}));
const MARK = 'kill-campaign';

const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();
async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}
const db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
const query = async (sql, values) => (await db.query(sql, values)).rows;

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const random = (min, max) => min + Math.random() * (max - min);

// ---------------------------------------------------------------------------------------------------------------
// The server

const dataDir = mkdtempSync(path.join(tmpdir(), 'mosaico-kills-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let server = null;

async function startServer() {
  const startedAt = Date.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      JWT_SECRET: 'kill-campaign-secret-of-at-least-32-characters',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  await new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`no start within 120 s: ${seen}${errors}`)), 120_000);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) while starting: ${errors}`)));
    child.stdout.on('data', (chunk) => {
      seen += chunk;
      if (seen.includes('Mosaico is running on')) {
        clearTimeout(timer);
        child.stdout.resume();
        resolve();
      }
    });
  });
  child.removeAllListeners('exit');
  return { child, startedAt, readyAt: Date.now() };
}

async function killServer() {
  const { child } = server;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

// ---------------------------------------------------------------------------------------------------------------
// The clients

async function call(method, url, token, body) {
  const headers = { authorization: `Bearer ${token}` };
  let payload = body;
  if (body && !(body instanceof FormData)) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers,
    body: payload,
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function signIn(email) {
  const first = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  }).then((r) => r.json());
  if (first.token) return first.token;
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(DEMO_TOTP_SECRET),
  });
  const second = await fetch(`${base}/api/auth/second-factor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ challenge: first.challenge, code: totp.generate() }),
  }).then((r) => r.json());
  if (!second.token) throw new Error(`recruiter sign-in failed: ${JSON.stringify(second)}`);
  return second.token;
}
const subjectOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;

/**
 * The ledger of writes: each has a client request id; 'acked' once answered 2xx, 'unknown' when the answer never
 * came (the kill cut it: it may or may not have been applied, but never twice), 'refused' for a 4xx answer.
 */
const ledger = { upload: [], evaluation: [], candidature: [], profile: [] };
let sequence = 0;
const nextId = (kind) => `${kind}-${++sequence}-${Math.random().toString(36).slice(2, 8)}`;
async function record(kind, entry, work) {
  ledger[kind].push(entry);
  try {
    const answer = await work();
    entry.outcome = answer.status < 300 ? 'acked' : 'refused';
    entry.status = answer.status;
    return answer;
  } catch {
    entry.outcome = 'unknown';
    return null;
  }
}

let session = null;
async function prepare() {
  const rh = await signIn('rh@mosaico.test');
  const ana = await signIn('ana@mosaico.test');
  const anaId = subjectOf(ana);
  const types = await call('GET', '/userevaluation/types', rh);
  const type = types.body.find((item) => !item.disabled);
  // Candidatures the clients move between Inscrito, Em disputa and Reserva: candidates in a non-final status.
  const candidatures = await query(
    `SELECT c.id, c.opportunity_id, c.user_id, c.version, c.status_current FROM candidatures c
     JOIN users u ON u.id = c.user_id
     WHERE c.kind = 'candidate' AND c.status_current IN (0, 1, 2) AND c.date_victory IS NULL
       AND c.date_refused IS NULL AND c.date_quit IS NULL
     ORDER BY c.id LIMIT 12`,
  );
  const usable = [];
  for (const candidature of candidatures) {
    const next = candidature.status_current === 1 ? 2 : 1;
    const answer = await call(
      'POST',
      `/opportunity/${candidature.opportunity_id}/change-info-candidate`,
      rh,
      {
        candidate: candidature.user_id,
        status: next,
        version: candidature.version,
      },
    );
    if (answer.status === 200) usable.push({ ...candidature, version: answer.body.version, status: next });
    if (usable.length === 4) break;
  }
  if (usable.length === 0) throw new Error('no candidature accepts status changes');
  const baseline = await query(
    `SELECT c.id, c.version, jsonb_array_length(c.status_history) AS history,
       (SELECT count(*)::int FROM candidature_transitions t WHERE t.candidature_id = c.id AND t.kind = 'status') AS transitions
     FROM candidatures c WHERE c.id = ANY($1)`,
    [usable.map((c) => c.id)],
  );
  session = { rh, ana, anaId, typeId: type._id, candidatures: usable, baseline };
}

/** One client's loop of writes until `stop()`; every answer or failure goes into the ledger. */
function clients(until) {
  const loop = async (work, pauseMs = [20, 150]) => {
    while (!until()) {
      await work();
      await sleep(random(...pauseMs));
    }
  };
  const { rh, ana, anaId, typeId } = session;
  return [
    // CV uploads: each one queues a text extraction.
    loop(async () => {
      const id = nextId('cv');
      const fixture = fixtures[sequence % fixtures.length];
      await record('upload', { id }, async () => {
        const form = new FormData();
        form.append('file', new Blob([fixture.bytes]), fixture.name);
        const uploaded = await call('POST', '/documents/file', ana, form);
        if (uploaded.status >= 300) return uploaded;
        return call('POST', '/documents/file/uploadCv', ana, {
          _id: anaId,
          file: uploaded.body,
          comment: `${MARK} ${id}`,
        });
      });
      // Two CVs a second at most: what the text extraction (a child process each) keeps up with on two shared cores.
    }, [300, 800]),
    // Evaluations of Ana by the recruiter.
    loop(async () => {
      const id = nextId('evaluation');
      await record('evaluation', { id }, () =>
        call('POST', `/userevaluation/${anaId}/registrar-avaliacao`, rh, {
          avaliacao: typeId,
          opportunity: null,
          conteudo: `${MARK} ${id}`,
          resultado: 7,
        }),
      );
    }),
    // Status changes of candidatures, each on the version the last answer gave (stale writes are refused).
    loop(async () => {
      const candidature = session.candidatures[sequence % session.candidatures.length];
      const id = nextId('candidature');
      const status = candidature.status === 1 ? 2 : 1;
      const entry = { id, candidatureId: candidature.id };
      const answer = await record('candidature', entry, () =>
        call('POST', `/opportunity/${candidature.opportunity_id}/change-info-candidate`, rh, {
          candidate: candidature.user_id,
          status,
          version: candidature.version,
        }),
      );
      if (answer?.status === 200) {
        candidature.version = answer.body.version;
        candidature.status = status;
        entry.version = answer.body.version;
      } else {
        // Unknown or refused: read where it stands, as a client reloading the screen does.
        const [row] = await query('SELECT version, status_current FROM candidatures WHERE id = $1', [
          candidature.id,
        ]).catch(() => []);
        if (row) {
          candidature.version = row.version;
          candidature.status = row.status_current;
        }
      }
    }),
    // Profile saves: each queues the professional's matching.
    loop(async () => {
      const id = nextId('profile');
      await record('profile', { id }, async () => {
        const me = await call('GET', `/users/me/${anaId}`, ana);
        if (me.status >= 300) return me;
        const skills = me.body.perfilUsuario?.digomais?.lista ?? [];
        return call('PUT', '/users', ana, {
          ...me.body,
          perfilUsuario: { ...me.body.perfilUsuario, digomais: { lista: [...skills].reverse() } },
        });
      });
    }),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// The checks

const problems = { lost: [], duplicated: [] };
function problem(kind, what) {
  if (!problems[kind].includes(what)) problems[kind].push(what);
}

async function check() {
  const evaluations = new Map();
  for (const row of await query(
    `SELECT conteudo, count(*)::int AS n FROM user_evaluations WHERE conteudo LIKE $1 GROUP BY conteudo`,
    [`%${MARK}%`],
  )) {
    const id = /evaluation-\S+/.exec(row.conteudo)?.[0]?.replace(/<.*$/, '');
    if (id) evaluations.set(id, (evaluations.get(id) ?? 0) + row.n);
  }
  for (const entry of ledger.evaluation) {
    const n = evaluations.get(entry.id) ?? 0;
    if (entry.outcome === 'acked' && n === 0) problem('lost', entry.id);
    if (n > 1) problem('duplicated', entry.id);
  }
  const uploads = new Map();
  for (const row of await query(
    `SELECT comment, count(*)::int AS n FROM files WHERE comment LIKE $1 AND attached_at IS NOT NULL GROUP BY comment`,
    [`${MARK} %`],
  )) {
    uploads.set(row.comment.slice(MARK.length + 1), row.n);
  }
  for (const entry of ledger.upload) {
    const n = uploads.get(entry.id) ?? 0;
    if (entry.outcome === 'acked' && n === 0) problem('lost', entry.id);
    if (n > 1) problem('duplicated', entry.id);
  }
  // A candidature: every acknowledged version is reached, and each applied change left exactly one status
  // history entry and one transition (the version counts the applied changes).
  const rows = await query(
    `SELECT c.id, c.version, jsonb_array_length(c.status_history) AS history,
       (SELECT count(*)::int FROM candidature_transitions t WHERE t.candidature_id = c.id AND t.kind = 'status') AS transitions
     FROM candidatures c WHERE c.id = ANY($1)`,
    [session.candidatures.map((c) => c.id)],
  );
  for (const row of rows) {
    const before = session.baseline.find((b) => b.id === row.id);
    const applied = row.version - before.version;
    const acked = ledger.candidature.filter((e) => e.candidatureId === row.id && e.outcome === 'acked');
    for (const entry of acked) if (entry.version > row.version) problem('lost', entry.id);
    if (row.history - before.history !== applied) problem('duplicated', `${row.id} status history`);
    if (row.transitions - before.transitions !== applied) problem('duplicated', `${row.id} transitions`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Jobs cut off by a kill: active at the kill, timed from the restart until completed.

const tracked = new Map();
const derived = { cvWithoutText: null, matchingLeftProcessing: null };
const resumes = [];
const givenUp = [];

async function noteInterrupted(restartAt) {
  const active = await query(`SELECT id, name FROM pgboss.job WHERE state = 'active'`);
  for (const job of active) {
    const known = tracked.get(job.id);
    if (known) {
      known.restartAt = restartAt;
      known.interruptions += 1;
    } else tracked.set(job.id, { ...job, restartAt, interruptions: 1 });
  }
  return active.length;
}

async function settleTracked() {
  if (tracked.size === 0) return;
  const rows = await query(
    `SELECT id, state, completed_on FROM pgboss.job WHERE id = ANY($1::uuid[])
     UNION ALL SELECT id, state, completed_on FROM pgboss.archive WHERE id = ANY($1::uuid[])`,
    [[...tracked.keys()]],
  );
  for (const row of rows) {
    const job = tracked.get(row.id);
    if (!job) continue;
    if (row.state === 'completed') {
      resumes.push({ name: job.name, ms: new Date(row.completed_on).getTime() - job.restartAt });
      tracked.delete(row.id);
    } else if (row.state === 'failed' || row.state === 'cancelled') {
      givenUp.push({ ...job, state: row.state });
      tracked.delete(row.id);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------

const began = Date.now();
await admin(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
await admin(`CREATE DATABASE "${DATABASE}"`);
let interruptedTotal = 0;
let kills = 0;
const startTimes = [];
try {
  server = await startServer();
  await prepare();
  for (let kill = 1; kill <= KILLS && Date.now() - began < BUDGET_MS; kill += 1) {
    kills = kill;
    let stopping = false;
    const running = clients(() => stopping);
    // A random moment: within the first seconds after the start (start-up work, the restart's handed-back jobs)
    // or later in steady load.
    await sleep(random(200, 3_500));
    await killServer();
    stopping = true;
    await Promise.allSettled(running);
    const restartAt = Date.now();
    interruptedTotal += await noteInterrupted(restartAt);
    server = await startServer();
    startTimes.push(server.readyAt - server.startedAt);
    await settleTracked();
    await check();
    if (kill % 10 === 0 || kill === KILLS) {
      const acked = Object.values(ledger)
        .flat()
        .filter((e) => e.outcome === 'acked').length;
      console.log(
        `kill ${kill}: ${acked} acknowledged writes, ${problems.lost.length} lost, ${problems.duplicated.length} duplicated, ` +
          `${interruptedTotal} job runs cut off, ${resumes.length} completed after, ${tracked.size} waiting, ` +
          `${givenUp.length} given up (${Math.round((Date.now() - began) / 1000)} s)`,
      );
    }
  }
  // The last restart: whatever it was handed finishes within the limit.
  const deadline = Date.now() + RESUME_LIMIT_MS;
  while (tracked.size > 0 && Date.now() < deadline) {
    await sleep(1_000);
    await settleTracked();
  }
  // Then the queue drains (jobs queued but not cut off), before the derived work is checked.
  const drained = Date.now() + 5 * RESUME_LIMIT_MS;
  while (Date.now() < drained) {
    const [{ n }] = await query(`SELECT count(*)::int AS n FROM pgboss.job WHERE state < 'completed'`);
    if (n === 0) break;
    await sleep(1_000);
  }
  await check();
  // The work the jobs derive: every acknowledged CV has its text, and no matching request is left unanswered.
  const withoutText = await query(
    `SELECT f.comment,
       (SELECT array_agg(j.state::text) FROM (
          SELECT state FROM pgboss.job WHERE name = 'cv-text' AND data->>'fileId' = f.id
          UNION ALL SELECT state FROM pgboss.archive WHERE name = 'cv-text' AND data->>'fileId' = f.id
        ) j) AS jobs
     FROM files f WHERE f.comment LIKE $1 AND f.attached_at IS NOT NULL AND f.text_content IS NULL`,
    [`${MARK} %`],
  );
  const acked = new Set(ledger.upload.filter((e) => e.outcome === 'acked').map((e) => e.id));
  const missing = withoutText.filter((row) => acked.has(row.comment.slice(MARK.length + 1)));
  const jobs = (row) => row.jobs ?? [];
  derived.cvWithoutText = {
    total: missing.length,
    noJob: missing.filter((row) => jobs(row).length === 0).length,
    pending: missing.filter((row) =>
      jobs(row).some((state) => ['created', 'retry', 'active'].includes(state)),
    ).length,
    failed: missing.filter((row) => jobs(row).length > 0 && jobs(row).every((state) => state === 'failed'))
      .length,
    completed: missing.filter((row) => jobs(row).includes('completed')).length,
  };
  derived.matchingLeftProcessing = (
    await query(`SELECT count(*)::int AS n FROM match_status WHERE requested_seq > completed_seq`)
  )[0].n;
} finally {
  if (server) {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
  await db.end();
  if (!process.env.KILL_CAMPAIGN_KEEP) await admin(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
}

const count = (kind, outcome) => ledger[kind].filter((e) => e.outcome === outcome).length;
const times = resumes.map((r) => r.ms).sort((a, b) => a - b);
const late = times.filter((ms) => ms > RESUME_LIMIT_MS).length;
const table = [
  ['kills (SIGKILL)', kills],
  [
    'restart to listening: median / max',
    `${[...startTimes].sort((a, b) => a - b)[Math.floor(startTimes.length / 2)]} / ${Math.max(...startTimes)} ms`,
  ],
  ['acknowledged writes', Object.keys(ledger).reduce((n, kind) => n + count(kind, 'acked'), 0)],
  ...Object.keys(ledger).map((kind) => [
    `  ${kind}: acked / unknown / refused`,
    `${count(kind, 'acked')} / ${count(kind, 'unknown')} / ${count(kind, 'refused')}`,
  ]),
  ['lost (acknowledged, absent)', problems.lost.length],
  ['duplicated', problems.duplicated.length],
  ['job runs cut off by a kill', interruptedTotal],
  ['jobs completed after their restart', resumes.length],
  [
    '  resume to completion: median / p95 / max',
    times.length
      ? `${times[Math.floor(times.length / 2)]} / ${times[Math.floor(times.length * 0.95)]} / ${times.at(-1)} ms`
      : '-',
  ],
  [`  over ${RESUME_LIMIT_MS / 1000} s`, late],
  ['jobs never completed (still pending)', tracked.size],
  ['jobs given up (cut off twice, issue 21 guard)', givenUp.length],
  [
    'acknowledged CVs without their text at the end: all (no job / job pending / failed / completed)',
    derived.cvWithoutText
      ? `${derived.cvWithoutText.total} (${derived.cvWithoutText.noJob} / ${derived.cvWithoutText.pending} / ${derived.cvWithoutText.failed} / ${derived.cvWithoutText.completed})`
      : '-',
  ],
  ['matching requests left processing at the end', derived.matchingLeftProcessing],
  ['campaign time', `${Math.round((Date.now() - began) / 1000)} s`],
];
console.log('\n| measure | value |\n| --- | --- |');
for (const [name, value] of table) console.log(`| ${name} | ${value} |`);
if (problems.lost.length || problems.duplicated.length) console.log({ problems });
if (givenUp.length)
  console.log('given up:', givenUp.map((j) => `${j.name} (cut off ${j.interruptions}×)`).join(', '));
if (tracked.size) console.log('pending:', [...tracked.values()].map((j) => j.name).join(', '));
const undone = derived.cvWithoutText ? derived.cvWithoutText.noJob + derived.cvWithoutText.pending : 1;
process.exit(
  problems.lost.length ||
    problems.duplicated.length ||
    late ||
    tracked.size ||
    undone ||
    derived.matchingLeftProcessing
    ? 1
    : 0,
);
