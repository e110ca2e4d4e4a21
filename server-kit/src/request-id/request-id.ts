// One id per request, made at the first hop we own (the web server for pages and the
// browser's /graphql; the gateway when a client calls it directly), sent on as
// x-request-id to every hop after it, written on every log line of the request and
// returned in the response. It is also the "Reference ID" a shopper reads to support.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { BaseLogger } from 'pino';
import { HOP_SECRET_HEADER, hopVouches } from '../trust/hop-trust.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Proves a call comes from one of our own hops when INTERNAL_HOP_SECRET is set (trust/hop-trust.ts). */
export { HOP_SECRET_HEADER };

// 64 random bits as 16 upper-case hex digits: short enough to read out on the phone,
// unique enough for any log's retention, and a shape nothing else in a log has.
const REQUEST_ID = /^[0-9A-F]{16}$/;

export function newRequestId(): string {
  // Not randomBytes(8): that asks the system for entropy every call (8.6 µs measured, 2% of the
  // gateway's CPU on a product page), where randomUUID draws from Node's cached entropy
  // (0.4 µs). A UUID's first 8 and last 12 hex digits are random (the version and variant
  // digits sit between them), so 8 + 8 of them make the 64 random bits.
  const uuid = randomUUID();
  return (uuid.slice(0, 8) + uuid.slice(24, 32)).toUpperCase();
}

export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID.test(value);
}

export interface HopTrust {
  /** INTERNAL_HOP_SECRET: when set, only a call that carries it is one of our hops. */
  hopSecret?: string | undefined;
}

/**
 * The id of an incoming call: the previous hop's when that hop is ours, else a new one.
 * Ours means a well-formed id and, when INTERNAL_HOP_SECRET is set, the secret with it:
 * a client cannot then make its requests share an id with someone else's in our logs.
 */
export function requestIdFor(headers: IncomingHttpHeaders, { hopSecret }: HopTrust = {}): string {
  const given = headers[REQUEST_ID_HEADER];
  const fromOurHop = isRequestId(given) && (!hopSecret || hopVouches(headers[HOP_SECRET_HEADER], hopSecret));
  return fromOurHop ? given : newRequestId();
}

/** The headers a hop sends the next one: the id, and the secret when there is one. */
export function hopHeaders(requestId: string | undefined, { hopSecret }: HopTrust = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  if (requestId) headers[REQUEST_ID_HEADER] = requestId;
  if (hopSecret) headers[HOP_SECRET_HEADER] = hopSecret;
  return headers;
}

export interface RequestContext {
  requestId: string;
  /** The service's logger with this request's id bound: every line it writes carries it. */
  log: Pick<BaseLogger, 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'>;
}

// Per request by construction: AsyncLocalStorage follows the request's own async work
// (resolvers, dataloader batches, fetches) and nothing else's.
const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
