import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from './client';

/**
 * Statements planned once per connection instead of on every call (issue 11, users/find). PostgreSQL plans an
 * unnamed statement each time it is bound; for the professional search's page walk that planning was about
 * 1.5 ms of a 2 ms statement, most of the call's database time. A named (prepared) statement under
 * `plan_cache_mode = force_generic_plan` keeps one plan per connection. That mode cannot be given to the app's
 * pool: every parameterised statement would lose its custom plan, which reads its parameters' values (an
 * opportunity's compatibles are skewed). So such statements go through a small pool of their own that has it.
 * Only for statements whose best plan does not depend on their values (the walk reads the recency index under a
 * budget whatever the keyword). PGlite, one connection and no plan worth keeping, runs them as any statement.
 */
type Runner = (query: SQL) => Promise<{ rows: unknown[] }>;

const runners = new WeakMap<object, Runner>();
const dialect = new PgDialect();

/** Binds a pool whose connections have `plan_cache_mode = force_generic_plan` to the app's `db`. */
export function planOnceThrough(db: Database, pool: pg.Pool): void {
  runners.set(db, async (query) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    // The name follows the text: one prepared statement per shape (keyword count, sources, filters) and connection.
    const name = `planned-once-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    return pool.query({ name, text, values: params as unknown[] });
  });
}

/** Runs `query` planned once per connection where the database allows it, else as any other statement. */
export function executePlannedOnce(db: Database, query: SQL): Promise<{ rows: unknown[] }> {
  const runner = runners.get(db);
  return runner ? runner(query) : (db.execute(query) as Promise<{ rows: unknown[] }>);
}
