import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ANSWER_ENCODINGS,
  type AnswerEncoding,
  COMPRESSION_THRESHOLD_BYTES,
  compressAnswer,
} from './compression';

/**
 * A JSON answer serialised once and compressed at most once per encoding, for answers many callers share (a
 * kept board of 2,000 cards is 1.1 MB of JSON: validating, serialising and compressing it again on every call
 * cost more than building it). Built from values the route's response schema types; the module's API tests parse
 * the answers with that schema, since the route's serializer (which would validate it) is bypassed.
 */
export interface SerializedAnswer {
  readonly json: string;
  bodyFor(encoding: AnswerEncoding): Buffer;
}

export function serializeAnswer(value: unknown): SerializedAnswer {
  const json = JSON.stringify(value);
  const encoded = new Map<AnswerEncoding, Buffer>();
  return {
    json,
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

/** Sends a serialised answer in the best encoding the client accepts, as the compression plugin would. */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer) {
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    answer.json.length >= COMPRESSION_THRESHOLD_BYTES && typeof accepted === 'string'
      ? negotiate(accepted, [...ANSWER_ENCODINGS])
      : null;
  // Every answer of such a route may be compressed, so caches must key on the request's encodings.
  reply.header('vary', 'accept-encoding');
  if (!encoding) return reply.send(answer.json);
  reply.header('content-encoding', encoding);
  return reply.send(answer.bodyFor(encoding));
}
