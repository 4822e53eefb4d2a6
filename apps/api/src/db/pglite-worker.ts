import { setImmediate as nextTurn } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { WireError, WorkerReply, WorkerRequest, WorkerStart } from './pglite-wire';

/**
 * The embedded database's own thread (embedded-database.ts starts it): PGlite runs every statement synchronously
 * in WebAssembly, so on the request thread a query of 50 ms stopped every page, static file and health check for
 * 50 ms (issue 11). Here it stops only this thread.
 */
const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const { dataDir } = workerData as WorkerStart;

function wireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  // A DatabaseError's fields (code, detail, constraint, table…) are what callers test (e.g. 23505); the rest
  // (params, options) need not cross.
  const fields: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

const reply = (message: WorkerReply) => port.postMessage(message);

let pglite: PGlite;
try {
  pglite = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
} catch (error) {
  reply({ op: 'failed', error: wireError(error) });
  throw error;
}

/**
 * Statements outside a transaction, one after the other, with a turn of this thread's event loop between two:
 * PGlite's own lock hands the next statement over in a microtask, which would keep a ping (the health check)
 * waiting behind the whole queue. A transaction holds its place until it ends; its own statements do not queue.
 */
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(() => nextTurn()).then(work);
  queue = run.catch(() => undefined);
  return run;
}

interface OpenTransaction {
  tx: Transaction;
  decide: (commit: boolean) => void;
  done: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;
const unlistens = new Map<number, () => Promise<void>>();
let nextListen = 1;

function statements(tx: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (tx === undefined) return pglite;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

/** Runs `work` in turn (or inside its transaction) and answers request `id` with its value or error. */
function answer(id: number, tx: number | undefined, work: () => Promise<unknown>): void {
  // Inside a transaction, at once (its turn is already held); a throw becomes the answer, never this thread's end.
  const run = tx === undefined ? inTurn(work) : Promise.resolve().then(work);
  run
    .then((value) => reply({ op: 'result', id, value }))
    .catch((error: unknown) => reply({ op: 'error', id, error: wireError(error) }));
}

/** BEGIN in turn; answers with the transaction's number once open, and keeps the turn until `end`. */
function begin(id: number): void {
  void inTurn(async () => {
    const number = nextTransaction++;
    let began = false;
    let decide: (commit: boolean) => void = () => {};
    const decided = new Promise<boolean>((resolve) => {
      decide = resolve;
    });
    const done = pglite.transaction(async (tx) => {
      began = true;
      transactions.set(number, { tx, decide, done });
      reply({ op: 'result', id, value: number });
      if (!(await decided)) await tx.rollback();
    });
    await done.then(
      () => undefined,
      (error: unknown) => {
        // BEGIN itself failed: nobody holds a transaction number to end (a failed COMMIT is end's answer).
        if (!began) reply({ op: 'error', id, error: wireError(error) });
      },
    );
  });
}

port.on('message', (request: WorkerRequest) => {
  switch (request.op) {
    case 'query': {
      // The caller's own parsers are functions, which cannot cross threads: those types come back as text and
      // the caller parses them (embedded-database.ts).
      const parsers = Object.fromEntries(request.textTypes.map((type) => [type, (value: string) => value]));
      answer(request.id, request.tx, () =>
        statements(request.tx).query(request.text, request.params, { rowMode: request.rowMode, parsers }),
      );
      return;
    }
    case 'exec':
      answer(request.id, request.tx, () => statements(request.tx).exec(request.text));
      return;
    case 'begin':
      begin(request.id);
      return;
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) {
        reply({
          op: 'error',
          id: request.id,
          error: wireError(new Error(`transaction ${request.tx} is not open`)),
        });
        return;
      }
      transactions.delete(request.tx);
      open.decide(request.commit);
      open.done.then(
        () => reply({ op: 'result', id: request.id, value: null }),
        (error: unknown) => reply({ op: 'error', id: request.id, error: wireError(error) }),
      );
      return;
    }
    case 'listen':
      answer(request.id, undefined, async () => {
        const number = nextListen++;
        const unlisten = await pglite.listen(request.channel, (payload) =>
          reply({ op: 'notify', listen: number, payload }),
        );
        unlistens.set(number, unlisten);
        return number;
      });
      return;
    case 'unlisten':
      answer(request.id, undefined, async () => {
        const unlisten = unlistens.get(request.listen);
        unlistens.delete(request.listen);
        await unlisten?.();
        return null;
      });
      return;
    case 'ping':
      // Answered between statements, not behind the queue: is the database up, not how long its queue is.
      reply({ op: 'result', id: request.id, value: { ready: pglite.ready, closed: pglite.closed } });
      return;
    case 'close':
      // In turn, so statements already sent finish first; PGlite writes its state out as it closes.
      answer(request.id, undefined, async () => {
        if (!pglite.closed) await pglite.close();
        return null;
      });
      return;
  }
});

reply({ op: 'ready' });
