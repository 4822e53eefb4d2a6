import { type Language, resolveLanguage } from '@mosaico/domain';
import type { FastifyRequest } from 'fastify';

/** The language a request reads its messages in: Accept-Language, with the web app's fallback. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return resolveLanguage(Array.isArray(header) ? header[0] : header);
}
