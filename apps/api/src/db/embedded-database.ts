import { Worker } from 'node:worker_threads';
import type { ParserOptions, QueryOptions, Results } from '@electric-sql/pglite';
import { workerEntry } from '../lib/worker-entry';
import type { WireError, WorkerReply, WorkerRequest, WorkerStart } from './pglite-wire';

/** What a transaction's callback gets: PGlite's own shape, so Drizzle's PGlite session runs on it unchanged. */
export interface EmbeddedTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

function fromWire(wire: WireError): Error {
  const error = new Error(wire.message);
  error.name = wire.name;
  Object.assign(error, wire.fields);
  if (wire.stack) error.stack = wire.stack;
  return error;
}

/** The caller's parsers run here on the text the database thread left unparsed for them. */
function applyParsers<T>(
  result: Results<T>,
  parsers: ParserOptions,
  rowMode: string | undefined,
): Results<T> {
  const columns = result.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ index, name: field.name, parse }] : [];
  });
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { index, name, parse } of columns) {
      const key = rowMode === 'array' ? index : name;
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value);
    }
  }
  return result;
}

function unsupported(options: QueryOptions | undefined): void {
  if (options?.serializers || options?.blob || options?.onNotice || options?.paramTypes) {
    throw new Error('the embedded database thread takes rowMode and parsers only');
  }
}

/**
 * PGlite in a worker thread of its own (pglite-worker.ts), with the part of PGlite's interface the app uses:
 * query, exec, transaction, listen and close. Every statement runs on that thread, so the request thread keeps
 * serving pages, static files and health while the database works (issue 11). Statements keep PGlite's order:
 * one at a time, and nothing between a transaction's BEGIN and its end but that transaction's own statements.
 * The data directory is PGlite's as before.
 */
export class EmbeddedDatabase {
  #worker: Worker;
  #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #closed = false;
  #lost: Error | null = null;
  #onLost: ((error: Error) => void)[] = [];

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: WorkerReply) => this.#receive(reply));
    worker.on('error', (error) => this.#stop(error));
    worker.on('exit', (code) =>
      this.#stop(new Error(`the embedded database thread ended (exit code ${code})`)),
    );
    // Only a request waiting for its answer keeps the process alive (see #request).
    worker.unref();
  }

  /** Starts the thread and opens PGlite in `dataDir` (`memory://` keeps it in memory). */
  static async open(dataDir: string): Promise<EmbeddedDatabase> {
    const { entry, eval: isEval } = workerEntry(
      new URL('./pglite-worker.ts', import.meta.url),
      import.meta.url,
    );
    const worker = new Worker(entry, { eval: isEval, workerData: { dataDir } satisfies WorkerStart });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (reply: WorkerReply) => {
        if (reply.op === 'ready') settle(null);
        else if (reply.op === 'failed') settle(fromWire(reply.error));
      };
      const onExit = (code: number) =>
        settle(new Error(`the embedded database thread ended (exit code ${code})`));
      const settle = (error: Error | null) => {
        worker.off('message', onMessage);
        worker.off('error', settle);
        worker.off('exit', onExit);
        if (error) reject(error);
        else resolve();
      };
      worker.on('message', onMessage);
      worker.on('error', settle);
      worker.on('exit', onExit);
    });
    return new EmbeddedDatabase(worker);
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Called once if the thread stops without close() (a crash): every request fails from then on. */
  onLost(callback: (error: Error) => void): void {
    this.#onLost.push(callback);
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    unsupported(options);
    const parsers = options?.parsers ?? {};
    return this.#request<Results<T>>({
      op: 'query',
      text,
      params,
      rowMode: options?.rowMode,
      textTypes: Object.keys(parsers).map(Number),
      ...(tx === undefined ? {} : { tx }),
    }).then((result) => applyParsers(result, parsers, options?.rowMode));
  }

  exec(text: string, options?: QueryOptions, tx?: number): Promise<Results[]> {
    unsupported(options);
    return this.#request<Results[]>({ op: 'exec', text, ...(tx === undefined ? {} : { tx }) });
  }

  /** Like PGlite's: commits when `callback` returns, rolls back when it throws. */
  async transaction<T>(callback: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    const number = await this.#request<number>({ op: 'begin' });
    let ended = false;
    const end = (commit: boolean) => {
      ended = true;
      return this.#request<null>({ op: 'end', tx: number, commit });
    };
    const tx: EmbeddedTransaction = {
      query: (text, params, options) => this.query(text, params, options, number),
      exec: (text, options) => this.exec(text, options, number),
      rollback: async () => {
        if (!ended) await end(false);
      },
      get closed() {
        return ended;
      },
    };
    let value: T;
    try {
      value = await callback(tx);
    } catch (error) {
      if (!ended) await end(false).catch(() => undefined);
      throw error;
    }
    if (!ended) await end(true);
    return value;
  }

  /** LISTEN on `channel`; the answer stops listening. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const number = await this.#request<number>({ op: 'listen', channel });
    this.#listeners.set(number, callback);
    return async () => {
      this.#listeners.delete(number);
      if (!this.#closed && !this.#lost) await this.#request({ op: 'unlisten', listen: number });
    };
  }

  /**
   * Whether the database is up: the thread answers between two statements, not after the queue of waiting
   * ones, so a busy database answers as soon as the statement under way ends.
   */
  async ping(): Promise<void> {
    const state = await this.#request<{ ready: boolean; closed: boolean }>({ op: 'ping' });
    if (!state.ready || state.closed) throw new Error('the embedded database is not open');
  }

  /** Lets the statements already sent finish, closes PGlite (which writes its state out) and ends the thread. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (!this.#lost) await this.#request({ op: 'close' }, true);
    await this.#worker.terminate();
  }

  #request<T>(request: Request, closing = false): Promise<T> {
    if (this.#lost) return Promise.reject(this.#lost);
    if (this.#closed && !closing) return Promise.reject(new Error('the embedded database is closed'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  #settled(id: number) {
    const pending = this.#pending.get(id);
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
    return pending;
  }

  #receive(reply: WorkerReply): void {
    if (reply.op === 'result') this.#settled(reply.id)?.resolve(reply.value);
    else if (reply.op === 'error') this.#settled(reply.id)?.reject(fromWire(reply.error));
    else if (reply.op === 'notify') this.#listeners.get(reply.listen)?.(reply.payload);
  }

  #stop(error: Error): void {
    if (this.#lost) return;
    const expected = this.#closed && this.#pending.size === 0;
    this.#lost = expected ? new Error('the embedded database is closed') : error;
    for (const [id, pending] of this.#pending) {
      this.#pending.delete(id);
      pending.reject(this.#lost);
    }
    if (!expected) for (const callback of this.#onLost) callback(error);
  }
}
