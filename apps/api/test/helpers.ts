import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { type App, type BuildAppOptions, buildApp } from '../src/app';
import { type Env, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { mailOutbox, secondFactors, users } from '../src/db/schema';
import { signAccessToken, type TokenSubject } from '../src/lib/auth';
import { hashPassword } from '../src/lib/password';
import { createJobQueue } from '../src/lib/queue/job-queue';
import { openSecret, sealSecret } from '../src/lib/secret-box';
import { openSession } from '../src/lib/sessions';

export interface TestApp {
  app: App;
  /** The database driver these tests run on: PGlite by default, PostgreSQL with TEST_DATABASE_URL. */
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL database of this app (with TEST_DATABASE_URL), for a second instance on the same data. */
  databaseUrl: string | undefined;
  close: () => Promise<void>;
}

/**
 * Builds the whole app on a fresh database: an in-memory PGlite, or, when TEST_DATABASE_URL is set, a schema
 * of its own on that PostgreSQL server (dropped on close), so test files run in parallel without sharing rows.
 */
export async function buildTestApp(
  env: Partial<Env> = {},
  options: Omit<BuildAppOptions, 'logger'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mosaico-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SECRETS_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  const serverUrl = process.env.TEST_DATABASE_URL;
  // A database of its own per test file rather than a schema: the generated migrations name "public" in their
  // foreign keys, so tables in a per-file schema would reference public's tables and every insert with a foreign
  // key would fail.
  const databaseName = serverUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const databaseUrl = serverUrl && databaseName ? await createDatabase(serverUrl, databaseName) : undefined;
  const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
  await database.migrate();
  // pg-boss's tables go in the file's own database too, so files never pick up each other's jobs.
  const queue = await createJobQueue(database, { schema: 'pgboss', supervise: false });
  const app = await buildApp({ config, database, queue }, { ...options, logger: false });
  await app.ready();
  return {
    app,
    kind: database.kind,
    databaseUrl,
    close: async () => {
      await app.close();
      await database.close();
      if (serverUrl && databaseName) await dropDatabase(serverUrl, databaseName);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second instance of the app on the same database (what two servers behind a load balancer share): its own
 * connections on PostgreSQL; on PGlite, which one process owns, the same embedded database.
 */
export async function buildTwinApp(t: TestApp): Promise<{ app: App; close: () => Promise<void> }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mosaico-twin-')),
    LOG_LEVEL: 'silent',
    JWT_SECRET: t.app.ctx.config.jwtSecret,
    SECRETS_KEY: t.app.ctx.config.secretsKey.toString('base64'),
    PUBLIC_URL: 'http://localhost:3000',
  });
  const database = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl }) : t.app.ctx.database;
  const queue = await createJobQueue(database, { schema: 'pgboss', supervise: false });
  const app = await buildApp({ config, database, queue }, { logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (t.databaseUrl) await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `run` on a connection of its own to `serverUrl` (a database's URL), closed after. */
export async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database beside TEST_DATABASE_URL's and returns its URL. */
async function createDatabase(serverUrl: string, databaseName: string): Promise<string> {
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${databaseName}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function dropDatabase(serverUrl: string, databaseName: string): Promise<void> {
  await onServer(serverUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`),
  );
}

// ---------------------------------------------------------------- accounts and sign-in (access and identity module)

export interface TestUser {
  id: string;
  email: string;
  password: string;
  roles: string[];
}

let testUserCount = 0;

/**
 * Inserts an account straight into the database: a professional ('user') with a confirmed e-mail unless told
 * otherwise. The password is hashed like a real one, so `signIn` works with it.
 */
export async function createUser(
  t: TestApp,
  options: {
    email?: string;
    password?: string;
    roles?: string[];
    confirmed?: boolean;
    firstName?: string;
    lastName?: string;
    preferredLanguage?: string;
  } = {},
): Promise<TestUser> {
  testUserCount += 1;
  const email = (
    options.email ?? `user${testUserCount}-${randomBytes(3).toString('hex')}@mosaico.test`
  ).toLowerCase();
  const password = options.password ?? 'test-password-123';
  const roles = options.roles ?? ['user'];
  const firstName = options.firstName ?? 'Test';
  const lastName = options.lastName ?? `User${testUserCount}`;
  const [row] = await t.app.ctx.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName,
      lastName,
      displayName: `${firstName} ${lastName}`,
      roles,
      preferredLanguage: options.preferredLanguage ?? 'pt-BR',
      emailConfirmedAt: options.confirmed === false ? null : new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('createUser: no row');
  // Recruiters and managers must have a second factor: they get one already confirmed, as after enrolment.
  if (roles.some((role) => role === 'rh' || role === 'rh_manager')) {
    await t.app.ctx.database.db.insert(secondFactors).values({
      userId: row.id,
      secret: sealSecret(t.app.ctx.config.secretsKey, row.id, new Secret({ size: 20 }).base32),
      confirmedAt: new Date(),
    });
  }
  return { id: row.id, email, password, roles };
}

let signInAddress = 0;

/**
 * Signs in through POST /api/auth/signin and returns the JWT. Each call comes from its own loopback address, so
 * the per-IP sign-in limit never gets in the way of tests that sign in often.
 */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  signInAddress += 1;
  const remoteAddress = `127.1.${Math.floor(signInAddress / 250) % 250}.${(signInAddress % 250) + 1}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress,
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`signIn(${email}) answered ${response.statusCode}: ${response.body}`);
  }
  const answer = response.json() as {
    token?: string;
    secondFactor?: 'required' | 'enrol';
    challenge?: string;
  };
  if (answer.token) return answer.token;
  return completeSecondFactor(t, answer.challenge ?? '', answer.secondFactor, remoteAddress);
}

/** The code an authenticator app with this secret shows now (or `stepsAhead` periods later). */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/**
 * The second step of a sign-in, done as a client does it: enrol (get a secret, confirm it with its code) or type
 * the current code of the account's secret. The secret is read from the database, as the person's phone would
 * hold it. Tests sign the same person in many times a minute, faster than codes change: the harness forgets the
 * last used time step first, as if the next 30 seconds had passed (the product never does).
 */
async function completeSecondFactor(
  t: TestApp,
  challenge: string,
  kind: 'required' | 'enrol' | undefined,
  remoteAddress: string,
): Promise<string> {
  if (kind === 'enrol') {
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/enrol',
      remoteAddress,
      payload: { challenge },
    });
    const { secret } = setup.json() as { secret: string };
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/enrol/confirm',
      remoteAddress,
      payload: { challenge, code: totpCode(secret) },
    });
    if (confirm.statusCode !== 200)
      throw new Error(`enrolment answered ${confirm.statusCode}: ${confirm.body}`);
    return (confirm.json() as { token: string }).token;
  }
  const { sub } = JSON.parse(Buffer.from(challenge.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  const db = t.app.ctx.database.db;
  const [factor] = await db.select().from(secondFactors).where(eq(secondFactors.userId, sub));
  if (!factor) throw new Error('signIn: a second factor is asked for but the account has none');
  await db.update(secondFactors).set({ lastUsedStep: null }).where(eq(secondFactors.userId, sub));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/second-factor',
    remoteAddress,
    payload: { challenge, code: totpCode(totpSecretOf(t, sub, factor.secret)) },
  });
  if (response.statusCode !== 200) {
    throw new Error(`second factor answered ${response.statusCode}: ${response.body}`);
  }
  return (response.json() as { token: string }).token;
}

/** The TOTP secret as the person's authenticator app holds it (the database keeps it encrypted). */
export function totpSecretOf(t: TestApp, userId: string, stored: string): string {
  return openSecret(t.app.ctx.config.secretsKey, userId, stored);
}

/** The header a signed-in call carries. */
export function authHeader(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The newest message kept in the outbox for an address (mail is kept whether or not SMTP is configured). */
export async function lastMailTo(t: TestApp, email: string) {
  const [row] = await t.app.ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

/**
 * A sign-in token made without the sign-in call (for tests about something else): it opens a session row like a
 * sign-in does, since every token must belong to one.
 */
export async function mintSessionToken(app: App, subject: TokenSubject): Promise<string> {
  const session = await openSession(app.ctx.database.db, subject.id, {
    address: '127.0.0.1',
    userAgent: 'test',
  });
  return signAccessToken(app.ctx.config, subject, {
    id: session.id,
    startedAt: Math.floor(session.startedAt.getTime() / 1000),
  });
}
