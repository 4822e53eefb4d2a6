import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { runScaleSeed, SCALE_CLIENT, SCALE_EMAIL_DOMAIN } from '../src/db/seed/scale-seed';
import { hashPassword } from '../src/lib/password';

export const LOAD_RECRUITER_EMAIL = 'load-recruiter@bench.mosaico.test';
const LOAD_RECRUITER_ID = 'load-recruiter';
export const DEFAULT_PROFESSIONALS = 100_000;
export const DEFAULT_OPPORTUNITIES = 10_000;

/**
 * `mosaico_load` at the default scale, a database of its own at any other (`mosaico_load_1000000_10000`): a million
 * takes long to fill, and one database for both would be emptied and refilled at every change of scale.
 */
export function defaultLoadDatabaseUrl(professionals: number, opportunities: number): string {
  const name =
    professionals === DEFAULT_PROFESSIONALS && opportunities === DEFAULT_OPPORTUNITIES
      ? 'mosaico_load'
      : `mosaico_load_${professionals}_${opportunities}`;
  return `postgres://postgres@127.0.0.1:5432/${name}`;
}

async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

async function scaleHeld(client: pg.Pool): Promise<{ professionals: number; opportunities: number }> {
  const { rows } = await client.query<{ professionals: number; opportunities: number }>(
    `SELECT (SELECT count(*)::int FROM users WHERE email LIKE $1) AS professionals,
       (SELECT count(*)::int FROM opportunities WHERE client = $2) AS opportunities`,
    [`%@${SCALE_EMAIL_DOMAIN}`, SCALE_CLIENT],
  );
  return rows[0] ?? { professionals: 0, opportunities: 0 };
}

/**
 * Fills a PostgreSQL database with the scale seed unless it holds exactly the asked scale (a database that holds
 * more would be measured at the wrong scale), and gives the bench its recruiter.
 */
export async function prepareScaleData(
  url: string,
  professionals: number,
  opportunities: number,
): Promise<void> {
  await ensureDatabase(url);
  const database = await openDatabase({ databaseUrl: url });
  try {
    await database.migrate();
    const client = database.client as pg.Pool;
    const held = await scaleHeld(client);
    if (held.professionals !== professionals || held.opportunities !== opportunities) {
      console.error(
        `  filling the database: ${professionals.toLocaleString('en')} professionals, ` +
          `${opportunities.toLocaleString('en')} opportunities (it held ${held.professionals.toLocaleString('en')} ` +
          `and ${held.opportunities.toLocaleString('en')})`,
      );
      // With the bench's recruiter gone, the database holds only generated rows and the seed's reset empties it with
      // TRUNCATE; beside any other row it deletes row by row, checking every foreign key (hours at a million).
      await client.query('DELETE FROM users WHERE id = $1', [LOAD_RECRUITER_ID]);
      await runScaleSeed(database, {
        professionals,
        opportunities,
        batchSize: 2000,
        reset: held.professionals + held.opportunities > 0,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        log: (line) => console.error(`    ${line}`),
      });
    } else {
      console.error(`  the database holds the asked scale: not filled again`);
    }
    // A database the seed refilled before it cleared them (or where opportunities were deleted) keeps status rows of
    // opportunities gone, and the server's start then queues none of the new ones for matching.
    await client.query(
      `DELETE FROM match_status WHERE kind = 'opportunity' AND subject_id NOT IN (SELECT id FROM opportunities)`,
    );
    await client.query(
      `INSERT INTO users (id, email, first_name, last_name, display_name, roles, password_hash, email_confirmed_at)
       VALUES ($3, $1, 'Load', 'Recruiter', 'Load Recruiter', ARRAY['rh'], $2, now())
       ON CONFLICT (id) DO UPDATE SET password_hash = EXCLUDED.password_hash`,
      [LOAD_RECRUITER_EMAIL, await hashPassword(DEMO_PASSWORD), LOAD_RECRUITER_ID],
    );
    // Each run starts the server with a new SECRETS_KEY, which cannot open the secret a previous run sealed (the
    // second factor then answered 500): the recruiter enrols again at every run.
    await client.query('DELETE FROM second_factors WHERE user_id = $1', [LOAD_RECRUITER_ID]);
  } finally {
    await database.close();
  }
}

/**
 * Waits until the matching has ranked every opportunity: a freshly filled database has them all queued at the
 * server's first start (hours of work at a million), and rows measured meanwhile share the two cores with it.
 * Answers how many were still queued when the wait began.
 */
export async function waitForMatching(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const pending = async () => {
      const { rows } = await client.query<{ pending: number; total: number }>(
        `SELECT count(*) FILTER (WHERE requested_seq > completed_seq)::int AS pending, count(*)::int AS total
         FROM match_status WHERE kind = 'opportunity'`,
      );
      return rows[0] ?? { pending: 0, total: 0 };
    };
    const never = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM opportunities o WHERE NOT o.is_finished
         AND NOT EXISTS (SELECT 1 FROM match_status m WHERE m.kind = 'opportunity' AND m.subject_id = o.id)`,
    );
    if ((never.rows[0]?.n ?? 0) > 0) {
      // The server queues every opportunity only on a database where none was ever queued.
      console.error(
        `  warning: ${never.rows[0]?.n.toLocaleString('en')} open opportunities were never queued for matching; ` +
          'their compatibles pages are empty',
      );
    }
    const first = await pending();
    let state = first;
    const started = Date.now();
    let said = 0;
    while (state.pending > 0) {
      if (Date.now() - said > 15_000) {
        said = Date.now();
        const minutes = (Date.now() - started) / 60_000;
        const done = first.pending - state.pending;
        console.error(
          `  matching: ${state.pending.toLocaleString('en')} of ${state.total.toLocaleString('en')} opportunities ` +
            `still to rank${minutes > 0.5 && done > 0 ? `, ${Math.round(done / minutes)} a minute` : ''} ` +
            '(--no-settle measures without waiting)',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      state = await pending();
    }
    return first.pending;
  } finally {
    await client.end();
  }
}
