import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { EmbeddedDatabase } from './embedded-database';
import { planOnceThrough } from './planned-once';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one query interface both drivers give: services and repositories only see this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export type DatabaseHandle =
  | {
      kind: 'pglite';
      db: Database;
      /** PGlite on a thread of its own (embedded-database.ts). */
      client: EmbeddedDatabase;
      migrate: () => Promise<void>;
      close: () => Promise<void>;
    }
  | {
      kind: 'postgres';
      db: Database;
      client: pg.Pool;
      migrate: () => Promise<void>;
      close: () => Promise<void>;
    };

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  migrationsFolder?: string;
  /** PostgreSQL only: a schema to work in (tests give each file its own so they run in parallel). */
  schemaName?: string;
}

/**
 * Every pooled connection's planner settings (issue 11). No parallel workers: on the 2-core server under load a
 * Gather costs more to start and to merge than it saves, and its workers compete with the requests themselves
 * (the matching and the professional search each measured it). No JIT: compiling a costly plan took longer than
 * running it. 16 MB of work memory per sort or hash, for a common keyword's hits (10 connections: well within the
 * server's memory). Given at connection start, so no statement needs a transaction of its own to set them.
 */
export const SESSION_SETTINGS = '-c max_parallel_workers_per_gather=0 -c jit=off -c work_mem=16MB';

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const folder = options.migrationsFolder ?? migrationsFolder;
  if (options.databaseUrl) {
    const schemaName = options.schemaName;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: [SESSION_SETTINGS, schemaName ? `-c search_path=${schemaName},public` : ''].join(' ').trim(),
    });
    // An idle client dropped by the server (restart, failover) must not crash the process: the pool replaces it.
    pool.on('error', (error) => {
      console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    // A few connections that keep one generic plan per prepared statement (planned-once.ts): the busiest search's
    // page walk goes through them.
    const plannedOncePool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 4,
      options: [
        SESSION_SETTINGS,
        '-c plan_cache_mode=force_generic_plan',
        schemaName ? `-c search_path=${schemaName},public` : '',
      ]
        .join(' ')
        .trim(),
    });
    plannedOncePool.on('error', (error) => {
      console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    planOnceThrough(db, plannedOncePool);
    return {
      kind: 'postgres',
      db,
      client: pool,
      migrate: async () => {
        if (schemaName) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
        await migrateNodePg(drizzleNodePg({ client: pool, schema }), {
          migrationsFolder: folder,
          ...(schemaName ? { migrationsSchema: schemaName } : {}),
        });
      },
      close: async () => {
        await Promise.all([pool.end(), plannedOncePool.end()]);
      },
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await EmbeddedDatabase.open(dir);
  // Drizzle's PGlite driver calls only query and transaction, which EmbeddedDatabase answers as PGlite does.
  const pgliteDb = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    kind: 'pglite',
    db: pgliteDb as unknown as Database,
    client,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}
