// @ts-check
// POST /graphql: the browser's operations to the gateway, with the device credential this
// server holds (the browser never sees it, decision 0119). Only the hash of one of the
// kiosk's own trusted documents goes on (not the web's, not query text): whoever reaches
// this port speaks with the device's credential, so it may ask no more than the kiosk app
// asks (decision 0140). The body is rebuilt from operationName, variables and the
// persisted-query extension, and only a JSON POST is read (a form or text/plain body is
// what a page elsewhere could send without a preflight).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { gatewayHeaders } from './forwarded-headers.js';

const MAX_BODY_BYTES = 64 * 1024;

const operationSchema = z.object({
  operationName: z.string().max(100).optional(),
  variables: z.record(z.string(), z.unknown()).optional(),
  extensions: z.object({
    persistedQuery: z.object({ version: z.literal(1), sha256Hash: z.string().regex(/^[0-9a-f]{64}$/) }),
  }),
});

/** @param {number} status @param {string} code @param {string} message */
const errorBody = (status, code, message) => ({ status, body: JSON.stringify({ errors: [{ message, extensions: { code } }] }) });

/** @param {import('express').Response} res @param {{ status: number; body: string }} answer */
const sendAnswer = (res, { status, body }) =>
  res.status(status).set('content-type', 'application/json; charset=utf-8').set('cache-control', 'no-store').send(body);

/** 415 for any body that is not `application/json`, before it is read. */
export const jsonOnly = /** @type {import('express').RequestHandler} */ (
  (req, res, next) => {
    if (req.is('application/json')) return next();
    sendAnswer(res, errorBody(415, 'UNSUPPORTED_MEDIA_TYPE', 'The kiosk accepts GraphQL only as application/json'));
  }
);

/**
 * @param {{ gatewayUrl: string; credential: string; country: import('@beauty/contracts/locale').Country; trustedHashes: ReadonlySet<string>; timeoutMs?: number }} options
 * @returns {import('express').RequestHandler}
 */
export function graphqlProxy({ gatewayUrl, credential, country, trustedHashes, timeoutMs = 20_000 }) {
  return async (req, res) => {
    const send = (/** @type {{ status: number; body: string }} */ answer) => sendAnswer(res, answer);
    /** @type {unknown} */
    let json;
    try {
      json = JSON.parse(Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '');
    } catch {
      send(errorBody(400, 'BAD_REQUEST', 'The body is not JSON'));
      return;
    }
    const operation = operationSchema.safeParse(json);
    const freeForm = typeof json === 'object' && json !== null && 'query' in json;
    if (!operation.success || freeForm) {
      send(errorBody(400, 'PERSISTED_QUERY_REQUIRED', 'The kiosk sends trusted documents by hash only, never query text'));
      return;
    }
    if (!trustedHashes.has(operation.data.extensions.persistedQuery.sha256Hash)) {
      send(errorBody(400, 'OPERATION_NOT_ALLOWED', "Only the kiosk app's own operations are forwarded"));
      return;
    }
    const requestId = randomUUID();
    try {
      const upstream = await fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: gatewayHeaders(/** @type {Record<string, string>} */ (req.headers), { credential, country, requestId }),
        body: JSON.stringify(operation.data),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await upstream.text();
      // The answer's own headers stay behind (no Set-Cookie reaches the screen), but a
      // rate limit's Retry-After is the browser's to honour.
      const retryAfter = upstream.headers.get('retry-after');
      if (retryAfter) res.set('retry-after', retryAfter);
      send({ status: upstream.status, body });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      send(timedOut ? errorBody(504, 'GATEWAY_TIMEOUT', 'The gateway did not answer in time') : errorBody(502, 'BAD_GATEWAY', 'The gateway is unavailable'));
    }
  };
}

export { MAX_BODY_BYTES };
