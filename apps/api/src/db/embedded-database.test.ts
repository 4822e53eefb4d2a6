import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedDatabase, type EmbeddedTransaction } from './embedded-database';

// PGlite on its own thread (issue 11) must keep PGlite's rules: one statement at a time, nothing between a
// transaction's BEGIN and its end but its own statements, errors with their PostgreSQL fields, LISTEN, and the
// same data directory.
describe('the embedded database on its own thread', () => {
  let db: EmbeddedDatabase;

  beforeAll(async () => {
    db = await EmbeddedDatabase.open('memory://');
    await db.exec('CREATE TABLE items (id int PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())');
  });
  afterAll(async () => {
    await db.close();
  });

  it('runs a statement sent during a transaction only after that transaction commits', async () => {
    const events: string[] = [];
    let outside: Promise<void> | undefined;
    await db.transaction(async (tx) => {
      await tx.exec('INSERT INTO items (id) VALUES (1)');
      outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM items').then((result) => {
        events.push(`outside saw ${result.rows[0]?.n}`);
      });
      // Every chance for the outside statement to run inside this transaction, were it allowed to.
      await tx.query('SELECT pg_sleep(0.2)');
      events.push('commit');
    });
    await outside;
    expect(events).toEqual(['commit', 'outside saw 1']);
  });

  it('rolls back when the callback throws, and a statement error keeps its PostgreSQL fields', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.exec('INSERT INTO items (id) VALUES (2)');
        await tx.query('INSERT INTO items (id) VALUES ($1)', [1]);
      }),
    ).rejects.toMatchObject({ code: '23505', constraint: 'items_pkey', table: 'items' });
    const left = await db.query<{ id: number }>('SELECT id FROM items ORDER BY id');
    expect(left.rows).toEqual([{ id: 1 }]);
  });

  it("applies the caller's parsers on the caller's side, in either row mode", async () => {
    const parsers = { 1184: (value: string) => `text:${value}` };
    const objects = await db.query<{ at: string }>('SELECT at FROM items', [], { parsers });
    expect(objects.rows[0]?.at).toMatch(/^text:\d{4}-/);
    const arrays = await db.query<[number, string]>('SELECT id, at FROM items', [], {
      rowMode: 'array',
      parsers,
    });
    expect(arrays.rows[0]?.[0]).toBe(1);
    expect(arrays.rows[0]?.[1]).toMatch(/^text:\d{4}-/);
    const unparsed = await db.query<{ at: unknown }>('SELECT at FROM items');
    expect(unparsed.rows[0]?.at).toBeInstanceOf(Date);
  });

  it('answers an error for a statement of a transaction already ended, and keeps working', async () => {
    let ended: EmbeddedTransaction | undefined;
    await db.transaction(async (tx) => {
      ended = tx;
    });
    await expect(ended?.query('SELECT 1')).rejects.toThrow(/not open/);
    expect((await db.query<{ n: number }>('SELECT 1 AS n')).rows).toEqual([{ n: 1 }]);
  });

  it('delivers NOTIFY to a listener until it stops listening', async () => {
    const heard: string[] = [];
    const unlisten = await db.listen('items_changed', (payload) => heard.push(payload));
    await db.query("SELECT pg_notify('items_changed', 'one')");
    await unlisten();
    await db.query("SELECT pg_notify('items_changed', 'two')");
    expect(heard).toEqual(['one']);
  });

  it('answers a ping between two statements, not after every waiting one', async () => {
    const events: string[] = [];
    const slow = [1, 2, 3].map((n) =>
      db.query('SELECT pg_sleep(0.2)').then(() => {
        events.push(`statement ${n}`);
      }),
    );
    const ping = db.ping().then(() => {
      events.push('ping');
    });
    await Promise.all([...slow, ping]);
    expect(events.indexOf('ping')).toBeLessThan(events.indexOf('statement 2'));
  });

  it('opens a data directory PGlite wrote in this thread, and keeps what it writes after close', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mosaico-embedded-'));
    try {
      const before = await PGlite.create(dir);
      await before.exec("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('written in place')");
      await before.close();

      const threaded = await EmbeddedDatabase.open(dir);
      expect((await threaded.query<{ note: string }>('SELECT note FROM kept')).rows).toEqual([
        { note: 'written in place' },
      ]);
      await threaded.exec("INSERT INTO kept VALUES ('written on the thread')");
      await threaded.close();
      await expect(threaded.query('SELECT 1')).rejects.toThrow(/closed/);

      const again = await EmbeddedDatabase.open(dir);
      expect((await again.query<{ n: number }>('SELECT count(*)::int AS n FROM kept')).rows[0]?.n).toBe(2);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Three openings of an on-disk directory (one initdb): seconds each on a loaded machine.
  }, 120_000);
});
