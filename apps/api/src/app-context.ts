import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Mailer } from './lib/mailer';
import type { NotifiedCaches } from './lib/notified-cache';
import type { JobQueue } from './lib/queue/job-queue';
import type { RateLimitCounters } from './lib/rate-limit/store';
import type { FileStorage } from './lib/storage/file-storage';
import type { WarmUps } from './lib/warm-ups';

// Its own file so that modules can name the context without importing app.ts, which imports every module.

/** What every module reaches through `app.ctx`: built once at start-up, shared by all requests. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  /** Uploaded files' bytes (local disk or S3, from config.storage). */
  storage: FileStorage;
  /** Background jobs (pg-boss in the same database): started by the caller, stopped when the app closes. */
  queue: JobQueue;
  /** Outgoing e-mail: every message kept in mail_outbox, sent over SMTP when configured. */
  mailer: Mailer;
  /** Rate-limit counters in the database, shared by every instance (route limits and per-account limits). */
  rateLimits: RateLimitCounters;
  /** In-memory answers derived from opportunities, emptied on every instance when any opportunity changes. */
  opportunityCaches: NotifiedCaches;
  /** Work a listening instance starts at once (lib/warm-ups.ts): the search indexes read every row. */
  warmUps: WarmUps;
}

/** What callers pass to buildApp: pieces they do not give (storage) are built from the config. */
export type AppContextInput = Omit<
  AppContext,
  'storage' | 'mailer' | 'rateLimits' | 'opportunityCaches' | 'warmUps'
> &
  Partial<Pick<AppContext, 'storage' | 'mailer' | 'rateLimits'>>;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
