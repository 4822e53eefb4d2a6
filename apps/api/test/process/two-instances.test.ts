import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../../src/db/seed/demo';
import { MATCH_OPPORTUNITY_JOB } from '../../src/modules/matching/matching.service';
import { onServer, totpCode } from '../helpers';
import { exited, freePort, removeDataDirs, startServer, waitForOutput } from './process-helpers';

// Two instances, one database (issue 28 item 5; README's production section): two server processes on the same
// PostgreSQL behind nothing but two ports. What one changes (a talent flag, an opportunity saved or unpublished, a
// skill, a candidate moved) shows in the other's answers within 2 s, although each keeps lists, search indexes,
// the opportunity kanban and the talent board's keys in its own memory.

const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const WITHIN_MS = 2_000;
const UNIQUE_WORD = 'Quokkaengineer';

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Polls `check` until it holds; fails after `limitMs`, with the last answer. */
async function within(what: string, limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`${what}: not seen within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('two instances on one database', () => {
  const name = `two_instances_${randomBytes(5).toString('hex')}`;
  const databaseUrl = (() => {
    const url = new URL(SERVER);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  const shared = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SECRETS_KEY: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'warn',
  };
  const servers: ChildProcess[] = [];
  let a = '';
  let b = '';
  /** A recruiter's session, signed in through A: sessions live in the database, so B takes it too. */
  let rh: Record<string, string> = {};

  const start = async (seed: boolean): Promise<string> => {
    const port = await freePort();
    const child = startServer({ ...shared, PORT: String(port), SEED_DEMO: seed ? 'true' : 'false' });
    servers.push(child);
    await waitForOutput(child.stdout as NodeJS.ReadableStream, /Mosaico is running on/, 120_000);
    const base = `http://127.0.0.1:${port}`;
    await within('the indexes read', 60_000, async () => {
      const health = await json<{ warming: boolean }>(await fetch(`${base}/api/health`));
      return !health.warming;
    });
    return base;
  };

  // Signs in as a client does: the password, then (recruiters) the demo world's second factor.
  const signIn = async (base: string, email: string): Promise<Record<string, string>> => {
    const first = await json<{ token?: string; challenge?: string }>(
      await fetch(`${base}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'mosaico-demo' }),
      }),
    );
    const token =
      first.token ??
      (
        await json<{ token: string }>(
          await fetch(`${base}/api/auth/second-factor`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ challenge: first.challenge, code: totpCode(DEMO_TOTP_SECRET) }),
          }),
        )
      ).token;
    return { authorization: `Bearer ${token}` };
  };

  beforeAll(async () => {
    await onServer(SERVER, (client) => client.query(`CREATE DATABASE "${name}"`));
    a = await start(true);
    b = await start(false);
    rh = await signIn(a, 'rh@mosaico.test');
  }, 240_000);

  afterAll(async () => {
    for (const server of servers) server.kill('SIGKILL');
    await Promise.all(servers.map((server) => exited(server)));
    removeDataDirs();
    await onServer(SERVER, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  it("shows a professional turned talent through one instance on the other's talent board and finder", async () => {
    const rhOnA = rh;
    const rhOnB = rh;
    const [ana] = await onServer(databaseUrl, async (client) => {
      const found = await client.query<{ id: string; talent: boolean }>(
        `SELECT id, COALESCE((flags -> 'talent' ->> 'status') = 'true', false) AS talent
           FROM users WHERE email = 'ana@mosaico.test'`,
      );
      return found.rows;
    });
    if (!ana) throw new Error('the demo world has no Ana');
    const today = new Date().toISOString().slice(0, 10);
    const nextWeek = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
    const onBoard = async () => {
      const page = await json<Record<'waiting' | 'participating' | 'finished', Array<{ id: string }>>>(
        await fetch(`${b}/api/users/get-talents/500/1?dateStart=${today}&dateEnd=${nextWeek}`, {
          headers: rhOnB,
        }),
      );
      return [...page.waiting, ...page.participating, ...page.finished].some((card) => card.id === ana.id);
    };
    const inFinder = async () => {
      const page = await json<{ usersList: Array<{ _id: string }> }>(
        await fetch(`${b}/api/users/find/Souza/12/1?talentFilter=true`, { headers: rhOnB }),
      );
      return page.usersList.some((user) => user._id === ana.id);
    };
    expect(await onBoard()).toBe(ana.talent);
    expect(await inFinder()).toBe(ana.talent);

    for (const talent of [!ana.talent, ana.talent]) {
      await json(
        await fetch(`${a}/api/profile/turn-talent/${ana.id}`, {
          method: 'PUT',
          headers: { ...rhOnA, 'content-type': 'application/json' },
          body: JSON.stringify({ status: talent }),
        }),
      );
      await within(
        'the talent board of the other instance',
        WITHIN_MS,
        async () => (await onBoard()) === talent,
      );
      await within('the finder of the other instance', WITHIN_MS, async () => (await inFinder()) === talent);
    }
  });

  it("shows an opportunity saved through one instance in the other's search, detail and kanban", async () => {
    const rhOnA = rh;
    const rhOnB = rh;
    const published = await json<Array<{ _id: string }>>(
      await fetch(`${a}/api/opportunity/filter/published`, { headers: rhOnA }),
    );
    const id = published[0]?._id;
    if (!id) throw new Error('the demo world has no published opportunity');
    const form = await json<Record<string, unknown>>(
      await fetch(`${a}/api/opportunity/${id}/edit`, { headers: rhOnA }),
    );
    const title = `${UNIQUE_WORD} platform lead`;
    await json(
      await fetch(`${a}/api/opportunity/${id}/edit`, {
        method: 'PUT',
        headers: { ...rhOnA, 'content-type': 'application/json' },
        body: JSON.stringify({ ...form, titulo: title }),
      }),
    );

    await within('the public search of the other instance', WITHIN_MS, async () => {
      const page = await json<{ opportunities: Array<{ title: string }> }>(
        await fetch(`${b}/api/opportunity/search/opp?keywords=${UNIQUE_WORD}&page=1`),
      );
      return page.opportunities.some((card) => card.title === title);
    });
    await within('the detail of the other instance', WITHIN_MS, async () => {
      const detail = await json<{ titulo?: string }>(await fetch(`${b}/api/opportunity/${id}`));
      return detail.titulo === title;
    });
    await within('the kanban of the other instance', WITHIN_MS, async () => {
      const board = await fetch(`${b}/api/opportunity/kanban?squad=-1&responsible=-1&priority=4`, {
        headers: rhOnB,
      });
      return board.ok && (await board.text()).includes(title);
    });
    // The save queued its matching once; either instance runs it.
    await within("the opportunity's compatibles", 60_000, async () => {
      const { status } = await json<{ status: string }>(
        await fetch(`${b}/api/opportunity/${id}/get-status-compativeis`, { headers: rhOnB }),
      );
      return status === 'completed';
    });
    // Every matching job of this opportunity (the demo world's, the save's) ran once, on one instance: none was
    // taken twice or handed back.
    await within("the opportunity's matching jobs done", 10_000, async () => {
      const jobs = await onServer(databaseUrl, (client) =>
        client.query<{ state: string; retry_count: number }>(
          'SELECT state, retry_count FROM pgboss.job WHERE name = $1 AND singleton_key = $2',
          [MATCH_OPPORTUNITY_JOB, id],
        ),
      );
      return jobs.rows.length > 0 && jobs.rows.every((job) => job.state === 'completed');
    });
    const runs = await onServer(databaseUrl, (client) =>
      client.query<{ retry_count: number }>(
        'SELECT retry_count FROM pgboss.job WHERE name = $1 AND singleton_key = $2',
        [MATCH_OPPORTUNITY_JOB, id],
      ),
    );
    expect(runs.rows.map((job) => job.retry_count)).toEqual(runs.rows.map(() => 0));
  });

  it("takes an opportunity unpublished through one instance off the other's home lists, and back", async () => {
    const homeIds = async (base: string) => {
      const lists = await json<Record<string, Array<{ id: string }>>>(
        await fetch(`${base}/api/opportunity/list/home`),
      );
      return Object.values(lists).flatMap((cards) => cards.map((card) => card.id));
    };
    const id = (await homeIds(b))[0];
    if (!id) throw new Error("the demo world's home lists are empty");
    for (const status of [false, true]) {
      await json(
        await fetch(`${a}/api/opportunity/update-public`, {
          method: 'PUT',
          headers: { ...rh, 'content-type': 'application/json' },
          body: JSON.stringify({ opportunityId: id, status }),
        }),
      );
      await within(
        "the other instance's home lists",
        WITHIN_MS,
        async () => (await homeIds(b)).includes(id) === status,
      );
    }
  });

  it("finds a skill a professional added through one instance in the other's finder, and matches them again", async () => {
    const ana = await signIn(a, 'ana@mosaico.test');
    const [row] = await onServer(
      databaseUrl,
      async (client) =>
        (await client.query<{ id: string }>(`SELECT id FROM users WHERE email = 'ana@mosaico.test'`)).rows,
    );
    const anaId = row?.id as string;
    const me = await json<{ perfilUsuario: { digomais: { lista: unknown[] } } }>(
      await fetch(`${a}/api/users/me/${anaId}`, { headers: ana }),
    );
    me.perfilUsuario.digomais.lista.push({ nome: 'Quokkascript', level: 2, subclassif: 'skills' });
    await json(
      await fetch(`${a}/api/users`, {
        method: 'PUT',
        headers: { ...ana, 'content-type': 'application/json' },
        body: JSON.stringify(me),
      }),
    );
    await within("the other instance's finder", WITHIN_MS, async () => {
      const page = await json<{ usersList: Array<{ _id: string }> }>(
        await fetch(`${b}/api/users/find/Quokkascript/12/1`, { headers: rh }),
      );
      return page.usersList.some((user) => user._id === anaId);
    });
    await within("the professional's matching", 60_000, async () => {
      const { status } = await json<{ status: string }>(
        await fetch(`${b}/api/users/${anaId}/get-status-vagas`, { headers: ana }),
      );
      return status === 'completed';
    });
  });

  it("shows a candidate moved through one instance on the other's candidate kanban and candidates tab", async () => {
    const published = await json<Array<{ _id: string }>>(
      await fetch(`${a}/api/opportunity/filter/published`, { headers: rh }),
    );
    type Kanban = {
      candidates: Array<{ userId: string; stage: number; statusCurrent: number; deleted: boolean }>;
    };
    let chosen: { opportunity: string; candidate: string } | null = null;
    for (const { _id } of published) {
      const board = await json<Kanban>(
        await fetch(`${a}/api/opportunity/${_id}/all-candidates`, { headers: rh }),
      );
      // A candidate at the first stage, still competing (status 0 or 1), whose account exists.
      const first = board.candidates.find((c) => c.stage === 1 && c.statusCurrent <= 1 && !c.deleted);
      if (first) {
        chosen = { opportunity: _id, candidate: first.userId };
        break;
      }
    }
    if (!chosen) throw new Error('the demo world has no candidate at the first stage');
    const { opportunity, candidate } = chosen;
    const entry = await json<{ version: number }>(
      await fetch(`${a}/api/opportunity/${opportunity}/candidature/${candidate}`, { headers: rh }),
    );
    await json(
      await fetch(`${a}/api/opportunity/${opportunity}/change-step-candidate`, {
        method: 'POST',
        headers: { ...rh, 'content-type': 'application/json' },
        body: JSON.stringify({
          candidate,
          steps: [
            { key: 1, meetsTheRequirements: 0, date: new Date().toISOString().slice(0, 10), details: '' },
          ],
          version: entry.version,
        }),
      }),
    );
    await within("the other instance's candidate kanban", WITHIN_MS, async () => {
      const board = await json<Kanban>(
        await fetch(`${b}/api/opportunity/${opportunity}/all-candidates`, { headers: rh }),
      );
      return board.candidates.find((c) => c.userId === candidate)?.stage === 2;
    });
    await within("the other instance's candidates tab at the second stage", WITHIN_MS, async () => {
      const page = await json<{ usersList: Array<{ _usuario: { _id: string } }> }>(
        await fetch(`${b}/api/opportunity/${opportunity}/candidates/100/1/2/99/99/0/-1`, { headers: rh }),
      );
      return page.usersList.some((user) => user._usuario._id === candidate);
    });
  });

  it('loses nothing when an instance is killed right after a save: the other finishes its matching', async () => {
    const published = await json<Array<{ _id: string }>>(
      await fetch(`${a}/api/opportunity/filter/published`, { headers: rh }),
    );
    const id = published[1]?._id ?? published[0]?._id;
    if (!id) throw new Error('the demo world has no published opportunity');
    const form = await json<Record<string, unknown>>(
      await fetch(`${a}/api/opportunity/${id}/edit`, { headers: rh }),
    );
    const title = `${UNIQUE_WORD} survives a kill`;
    await json(
      await fetch(`${a}/api/opportunity/${id}/edit`, {
        method: 'PUT',
        headers: { ...rh, 'content-type': 'application/json' },
        body: JSON.stringify({ ...form, titulo: title }),
      }),
    );
    const killed = servers[0] as ChildProcess;
    killed.kill('SIGKILL');
    await exited(killed);
    await within('the other instance reads the save', WITHIN_MS, async () => {
      const detail = await json<{ titulo?: string }>(await fetch(`${b}/api/opportunity/${id}`));
      return detail.titulo === title;
    });
    // A job the dead instance had taken is handed back within seconds (queue-instances.ts) and run by the other.
    await within("the saved opportunity's compatibles, on the instance left", 90_000, async () => {
      const { status } = await json<{ status: string }>(
        await fetch(`${b}/api/opportunity/${id}/get-status-compativeis`, { headers: rh }),
      );
      return status === 'completed';
    });
  }, 120_000);
});
