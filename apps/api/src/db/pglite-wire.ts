/** The messages between the API's thread and the embedded database's thread (pglite-worker.ts). */

export interface WorkerStart {
  /** PGlite's data directory, or `memory://`. */
  dataDir: string;
}

export type WorkerRequest =
  | {
      op: 'query';
      id: number;
      text: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      /** Types the caller parses itself: they come back as PostgreSQL's text. */
      textTypes: number[];
      /** Inside this open transaction; otherwise in turn with everything else. */
      tx?: number;
    }
  | { op: 'exec'; id: number; text: string; tx?: number }
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'listen'; id: number; channel: string }
  | { op: 'unlisten'; id: number; listen: number }
  | { op: 'ping'; id: number }
  | { op: 'close'; id: number };

/** An error's name, message, stack and plain fields (a DatabaseError's code, detail, constraint…). */
export interface WireError {
  name: string;
  message: string;
  stack?: string | undefined;
  fields: Record<string, string | number | boolean | null>;
}

export type WorkerReply =
  | { op: 'ready' }
  | { op: 'failed'; error: WireError }
  | { op: 'result'; id: number; value: unknown }
  | { op: 'error'; id: number; error: WireError }
  | { op: 'notify'; listen: number; payload: string };
