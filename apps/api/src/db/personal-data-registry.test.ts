import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { IMPLEMENTED_ERASURE_STEPS } from '../modules/users/account-deletion.repository';
import {
  customErasureSteps,
  deleteRowsTables,
  LIBRARY_SCHEMAS,
  PERSONAL_DATA_REGISTRY,
} from './personal-data-registry';

/**
 * The personal-data registry against the live schema (after every migration, with the queue's tables): a column
 * nobody classified fails here by name, so a migration that adds one has to say what it holds, who reads it and
 * what erasure does to it (issue 26 item 4).
 */
describe('personal-data registry', () => {
  let t: TestApp;
  let columns: Array<{ schema: string; table: string; column: string }>;

  beforeAll(async () => {
    t = await buildTestApp();
    const result = (await t.app.ctx.database.db.execute(sql`
      SELECT c.table_schema AS schema, c.table_name AS table, c.column_name AS column
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE t.table_type = 'BASE TABLE' AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1, 2, c.ordinal_position`)) as {
      rows: Array<{ schema: string; table: string; column: string }>;
    };
    columns = result.rows;
  }, 60_000);
  afterAll(async () => t?.close());

  it('classifies every column of every table in the database', () => {
    expect(columns.length).toBeGreaterThan(250);
    const unclassified = columns
      .filter(({ schema, table, column }) =>
        schema === 'public'
          ? PERSONAL_DATA_REGISTRY[table]?.columns[column] === undefined
          : LIBRARY_SCHEMAS[schema] === undefined,
      )
      .map(({ schema, table, column }) => `${schema}.${table}.${column}`);
    expect(unclassified, 'columns missing from db/personal-data-registry.ts').toEqual([]);
  });

  it('names no table or column the database does not have', () => {
    const live = new Set(columns.filter((c) => c.schema === 'public').map((c) => `${c.table}.${c.column}`));
    const stale = Object.entries(PERSONAL_DATA_REGISTRY).flatMap(([table, entry]) =>
      Object.keys(entry.columns)
        .map((column) => `${table}.${column}`)
        .filter((name) => !live.has(name)),
    );
    expect(stale).toEqual([]);
  });

  it('gives every table holding personal data an erasure the repository carries out', () => {
    for (const { table, column } of deleteRowsTables())
      expect(PERSONAL_DATA_REGISTRY[table]?.columns[column], `${table}.${column}`).toBe('identity');
    expect([...customErasureSteps()].sort()).toEqual([...IMPLEMENTED_ERASURE_STEPS].sort());
    for (const [table, entry] of Object.entries(PERSONAL_DATA_REGISTRY)) {
      const personal = Object.values(entry.columns).some((kind) => kind !== 'none');
      if (personal && entry.erasure.action === 'none')
        expect(entry.erasure.why.length, `${table} says why erasure leaves it`).toBeGreaterThan(10);
      expect(entry.readers && entry.purpose && entry.retention, table).toBeTruthy();
    }
  });
});
