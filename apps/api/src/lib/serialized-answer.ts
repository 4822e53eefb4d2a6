import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ANSWER_ENCODINGS,
  type AnswerEncoding,
  COMPRESSION_THRESHOLD_BYTES,
  compressAnswer,
  gzipOptionsFor,
} from './compression';

/**
 * A JSON answer serialised once and compressed at most once per encoding, for answers many callers share (a
 * kept board of 2,000 cards is 1.1 MB of JSON: validating, serialising and compressing it again on every call
 * cost more than building it). Built from values the route's response schema types; the module's API tests parse
 * the answers with that schema, since the route's serializer (which would validate it) is bypassed.
 */
export interface SerializedAnswer {
  readonly json: string;
  /** The JSON's length in UTF-8 bytes. */
  readonly bytes: number;
  /** The encodings in the order this answer prefers them when a client accepts several alike. */
  readonly encodings: readonly AnswerEncoding[];
  bodyFor(encoding: AnswerEncoding): Buffer;
}

export function serializeAnswer(value: unknown): SerializedAnswer {
  const json = JSON.stringify(value);
  const encoded = new Map<AnswerEncoding, Buffer>();
  return {
    json,
    bytes: Buffer.byteLength(json),
    encodings: ANSWER_ENCODINGS,
    bodyFor(encoding) {
      let body = encoded.get(encoding);
      if (!body) {
        body = compressAnswer(json, encoding);
        encoded.set(encoding, body);
      }
      return body;
    },
  };
}

/** A serialised answer written as consecutive pieces of JSON, each deflated on its own (`serializePieces`). */
export interface PiecedAnswer extends SerializedAnswer {
  readonly pieces: readonly string[];
  /** Each piece deflated, ending at a full flush (made on the first gzip body, kept for the next answer). */
  deflated: Buffer[] | null;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty last block: what ends a deflate stream whose blocks all ended at a flush. */
const LAST_BLOCK = zlib.deflateRawSync(Buffer.alloc(0));

/**
 * An answer whose JSON is the concatenation of `pieces`, for a large answer most of which stays the same from one
 * change to the next (the opportunity kanban's fields: one card renamed changes the titles, not the ids). Its gzip
 * body is the pieces deflated one by one, each ended by a full flush so they follow one another in one stream (as
 * pigz writes in parallel), under one gzip header and trailer; a piece whose text is the same as the piece at its
 * place in `previous` keeps its deflated bytes, so only what changed is compressed again. Deflating each piece on
 * its own loses little: each is tens to hundreds of kilobytes of like values. Brotli has no such seams: its body is
 * compressed whole, on first demand. So gzip comes first for this answer when a client accepts both.
 */
export function serializePieces(pieces: readonly string[], previous?: PiecedAnswer): PiecedAnswer {
  const bytes = pieces.reduce((sum, piece) => sum + Buffer.byteLength(piece), 0);
  // Taken now, not when the gzip body is first asked for: an answer never sent gzipped keeps no chain of answers.
  let keptPieces = previous?.pieces ?? [];
  let kept = previous?.deflated ?? null;
  const options = { ...gzipOptionsFor(bytes), finishFlush: zlib.constants.Z_FULL_FLUSH };
  let json: string | null = null;
  let brotli: Buffer | null = null;
  let gzip: Buffer | null = null;
  const answer: PiecedAnswer = {
    // Joined only when asked for (a client without compression, brotli, tests): gzip works from the pieces.
    get json() {
      json ??= pieces.join('');
      return json;
    },
    bytes,
    pieces,
    deflated: null,
    encodings: ['gzip', 'br'],
    bodyFor(encoding) {
      if (encoding === 'br') {
        brotli ??= compressAnswer(answer.json, 'br');
        return brotli;
      }
      if (!gzip) {
        const deflated = pieces.map((piece, at) =>
          kept && keptPieces[at] === piece ? (kept[at] as Buffer) : zlib.deflateRawSync(piece, options),
        );
        answer.deflated = deflated;
        // Let the answer before go: keeping its bytes would keep every older version of a changed piece.
        kept = null;
        keptPieces = [];
        const trailer = Buffer.alloc(8);
        trailer.writeUInt32LE(
          pieces.reduce((crc, piece) => zlib.crc32(piece, crc), 0),
          0,
        );
        trailer.writeUInt32LE(bytes % 2 ** 32, 4);
        gzip = Buffer.concat([GZIP_HEADER, ...deflated, LAST_BLOCK, trailer]);
      }
      return gzip;
    },
  };
  return answer;
}

/** The encoding an answer is sent in to a client that accepts `accepted` (null: as it is). */
export function encodingFor(accepted: string | undefined, answer: SerializedAnswer): AnswerEncoding | null {
  return answer.bytes >= COMPRESSION_THRESHOLD_BYTES && typeof accepted === 'string'
    ? negotiate(accepted, [...answer.encodings])
    : null;
}

/**
 * Compresses an answer now, in the encoding this request's client would be sent it in: for answers made ahead of
 * their request (the talent board's next page), so that sending them later costs nothing.
 */
export function compressAheadFor(request: FastifyRequest): (answer: SerializedAnswer) => void {
  const accepted = request.headers['accept-encoding'];
  return (answer) => {
    const encoding = encodingFor(accepted, answer);
    if (encoding) answer.bodyFor(encoding);
  };
}

/** Sends a serialised answer in the best encoding the client accepts, as the compression plugin would. */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer) {
  reply.type('application/json; charset=utf-8');
  const encoding = encodingFor(request.headers['accept-encoding'], answer);
  // Every answer of such a route may be compressed, so caches must key on the request's encodings.
  reply.header('vary', 'accept-encoding');
  if (!encoding) return reply.send(answer.json);
  reply.header('content-encoding', encoding);
  return reply.send(answer.bodyFor(encoding));
}
