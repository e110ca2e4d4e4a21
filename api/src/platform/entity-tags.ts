// Conditional GETs for answers the api keeps under the catalogue's version (decision 0125).
// An answer's entity tag is the hash of its bytes, taken once when the answer is read from
// the database and kept beside it; a client that sends it back in If-None-Match while the
// answer is unchanged gets a 304 with no body. The gateway revalidates this way
// (gateway/src/platform/rest-client.ts), so an unchanged 74 KB listing page is neither sent
// nor parsed again, while a price or stock change, which moves the version and so the bytes,
// is a 200 with the new answer on the very next request.
import { createHash } from 'node:crypto';
import { noneMatch } from '@beauty/server-kit/conditional-get';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong tag: the same bytes, the same tag, whichever replica wrote them. */
export const entityTagOf = (body: Buffer | string): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Sends JSON the route keeps as text or bytes, with its tag: a 304 when the client holds it.
 * `no-cache`: anyone may keep it, and must ask again before using it (prices and stock move).
 * Fastify sends a string or Buffer as it is, past the response serializer.
 */
export function sendTagged(request: FastifyRequest, reply: FastifyReply, json: Buffer | string, tag: string): FastifyReply {
  reply.header('etag', tag).header('cache-control', 'no-cache');
  if (!noneMatch(request.headers['if-none-match'], tag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
