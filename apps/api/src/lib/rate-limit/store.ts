import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';

/** A counter after a hit or a read: hits in the current window and milliseconds until the window ends. */
export interface RateLimitCounter {
  current: number;
  ttl: number;
}

/** Sweep expired rows about once every this many hits, so the table stays small without a job. */
const SWEEP_EVERY = 200;

/**
 * Fixed-window counters kept in the database (table `rate_limits`), so every API instance shares them. One
 * atomic upsert per hit: a new or expired key starts a window with 1 hit, a live one adds 1.
 */
export class RateLimitCounters {
  private hitsSinceSweep = 0;

  constructor(private readonly db: Database) {}

  async hit(key: string, windowMs: number): Promise<RateLimitCounter> {
    const expired = sql`${sql.identifier('rate_limits')}.${sql.identifier('expires_at')} <= now()`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({
        key,
        hits: 1,
        expiresAt: sql`now() + (${windowMs}::double precision * interval '1 millisecond')`,
      })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${sql.identifier('rate_limits')}.${sql.identifier('hits')} + 1 end`,
          expiresAt: sql`case when ${expired} then excluded.expires_at else ${sql.identifier('rate_limits')}.${sql.identifier('expires_at')} end`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.expiresAt} - now())) * 1000))::double precision`,
      });
    this.maybeSweep();
    return { current: row?.hits ?? 1, ttl: Number(row?.ttl ?? windowMs) };
  }

  /** The counter without counting a hit; a missing or expired key reads as 0. */
  async read(key: string): Promise<RateLimitCounter> {
    const [row] = await this.db
      .select({
        hits: rateLimits.hits,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.expiresAt} - now())) * 1000))::double precision`,
      })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key} and ${rateLimits.expiresAt} > now()`);
    return row ? { current: row.hits, ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  }

  private maybeSweep(): void {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < SWEEP_EVERY) return;
    this.hitsSinceSweep = 0;
    this.db
      .delete(rateLimits)
      .where(lt(rateLimits.expiresAt, sql`now() - interval '1 minute'`))
      .catch(() => {
        // A failed sweep only leaves stale rows; the next one retries.
      });
  }
}

/**
 * A @fastify/rate-limit store class backed by `counters`. The plugin builds the store with `new Store(options)`
 * and a child per route (`config: { rateLimit: {...} }`), whose keys are prefixed with the route so two routes
 * never share a counter.
 */
export function databaseRateLimitStore(counters: RateLimitCounters) {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: RateLimitCounter) => void,
      timeWindow: number,
    ): void {
      counters.hit(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: (error: Error | null, result?: RateLimitCounter) => void): void {
      counters.read(this.prefix + key).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): DatabaseRateLimitStore {
      const options = routeOptions as {
        routeInfo?: { method?: string | string[]; url?: string };
        groupId?: string;
      };
      const info = options.routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
      const scope = info.url ? `${method} ${info.url}` : (options.groupId ?? 'custom');
      return new DatabaseRateLimitStore(undefined, `route:${scope}|`);
    }
  }
  return DatabaseRateLimitStore;
}
