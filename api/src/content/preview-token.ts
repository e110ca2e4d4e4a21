// The preview gate (decision 0040). Preview shows unpublished content, so it needs the
// secret editors share (CONTENT_PREVIEW_TOKEN), sent as x-preview-token: the role of
// Contentful's preview key / Next.js draft mode. Unset, preview does not exist (404
// "Preview is not enabled"); a missing or wrong token is 403 PREVIEW_FORBIDDEN. The
// comparison is of SHA-256 digests with timingSafeEqual, so neither the length nor a
// prefix of the secret leaks through timing.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../platform/http-errors.ts';

export const PREVIEW_TOKEN_HEADER = 'x-preview-token';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** A check for preview routes; undefined secret = preview off. */
export function previewGate(secret: string | undefined): (request: FastifyRequest) => Promise<void> {
  const expected = secret === undefined ? undefined : digest(secret);
  return async (request) => {
    if (expected === undefined) throw new ApiError(404, 'PREVIEW_DISABLED', 'Preview is not enabled');
    const sent = request.headers[PREVIEW_TOKEN_HEADER];
    const token = Array.isArray(sent) ? sent[0] : sent;
    if (!token || token.length > 512 || !timingSafeEqual(digest(token), expected)) {
      throw new ApiError(403, 'PREVIEW_FORBIDDEN', 'Preview needs a valid preview token');
    }
  };
}
