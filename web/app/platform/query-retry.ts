// The query layer's retries (docs/product.md#retries "Query layer retries up to 3 times only on 408, 409,
// 425, 429, 500, 502, 503, 504"; docs/product.md#query-layer "delay doubles from 1 second, capped at 30 seconds").
// Done on the browser's fetch under Apollo's HttpLink, where the HTTP status and the
// Retry-After header are still visible (the gateway answers errors as GraphQL responses,
// which Apollo would otherwise hand on without their status). Only what is safe to send
// twice is retried: queries, and a mutation only when it carries an idempotency key
// (checkout's); any other mutation fails at once, as the shopper's click might otherwise
// happen twice (decision 0102).
import { ApolloLink } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';

export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const MAX_RETRIES = 3;
export const FIRST_RETRY_DELAY_MS = 1_000;
export const MAX_RETRY_DELAY_MS = 30_000;

/**
 * How long to wait before retry number `retry` (1, 2, 3): the server's Retry-After when it
 * sent one (seconds or an HTTP date), else 1 s doubling; never more than 30 s.
 */
export function retryDelayMs(retry: number, retryAfter: string | null, now: number = Date.now()): number {
  const backoff = Math.min(FIRST_RETRY_DELAY_MS * 2 ** (retry - 1), MAX_RETRY_DELAY_MS);
  if (!retryAfter) return backoff;
  const seconds = /^\s*\d+\s*$/.test(retryAfter) ? Number(retryAfter) * 1000 : Date.parse(retryAfter) - now;
  if (!Number.isFinite(seconds)) return backoff;
  return Math.min(Math.max(seconds, 0), MAX_RETRY_DELAY_MS);
}

interface GraphQLBody {
  query?: string;
  variables?: unknown;
}

function hasIdempotencyKey(value: unknown, depth = 0): boolean {
  if (!value || typeof value !== 'object' || depth > 4) return false;
  return Object.entries(value).some(
    ([key, inner]) => (key === 'idempotencyKey' && typeof inner === 'string' && inner.length > 0) || hasIdempotencyKey(inner, depth + 1),
  );
}

/**
 * The fetch option `operationTypeLink` sets: with trusted documents (decision 0056) the body
 * carries a hash, not the text the operation's type could be read from.
 */
export const OPERATION_TYPE_OPTION = 'graphqlOperationType';

/** Tells the fetch below whether the operation is a query or a mutation. */
export const operationTypeLink = new ApolloLink((operation, forward) => {
  const type = getMainDefinition(operation.query);
  const kind = type.kind === 'OperationDefinition' ? type.operation : undefined;
  operation.setContext(({ fetchOptions }: { fetchOptions?: Record<string, unknown> }) => ({
    fetchOptions: { ...fetchOptions, [OPERATION_TYPE_OPTION]: kind },
  }));
  return forward(operation);
});

function operationTypeOfText(query: string | undefined): string | undefined {
  const document = (query ?? '').replace(/#[^\n]*/g, '').trimStart();
  if (/^(query\b|\{)/.test(document)) return 'query';
  if (/^mutation\b/.test(document)) return 'mutation';
  return undefined;
}

/** May this request be sent again? A query yes; a mutation only with an idempotency key. */
export function isSafeToRetry(body: unknown, operationType?: unknown): boolean {
  if (typeof body !== 'string') return false;
  let parsed: GraphQLBody;
  try {
    parsed = JSON.parse(body) as GraphQLBody;
  } catch {
    return false;
  }
  const type = typeof operationType === 'string' ? operationType : operationTypeOfText(parsed.query);
  if (type === 'query') return true;
  if (type === 'mutation') return hasIdempotencyKey(parsed.variables);
  return false;
}

export interface RetryOptions {
  sleep?: (ms: number, signal?: AbortSignal | null) => Promise<void>;
  now?: () => number;
}

const defaultSleep = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** A fetch that retries the answers of RETRY_STATUSES for requests safe to send twice. */
export function createRetryingFetch(fetchImpl: typeof fetch, { sleep = defaultSleep, now = Date.now }: RetryOptions = {}): typeof fetch {
  return async (input, init) => {
    const retryable = isSafeToRetry(init?.body, (init as Record<string, unknown> | undefined)?.[OPERATION_TYPE_OPTION]);
    for (let retry = 1; ; retry++) {
      const response = await fetchImpl(input, init);
      if (!retryable || retry > MAX_RETRIES || !RETRY_STATUSES.has(response.status)) return response;
      await response.body?.cancel().catch(() => {});
      await sleep(retryDelayMs(retry, response.headers.get('retry-after'), now()), init?.signal);
    }
  };
}
