// The retry policy of docs/product.md#retries, docs/product.md#query-layer (decision 0102).
import { describe, expect, it } from 'vitest';
import { createRetryingFetch, isSafeToRetry, MAX_RETRIES, retryDelayMs } from './query-retry';

const query = JSON.stringify({ operationName: 'Shell', query: 'query Shell { cart { id } }', variables: {} });
const mutation = JSON.stringify({
  operationName: 'AddToBag',
  query: 'mutation AddToBag($input: AddToBagInput!) { addToBag(input: $input) { cart { id } } }',
  variables: { input: { variantId: 'V1', quantity: 1 } },
});
const keyedMutation = JSON.stringify({
  operationName: 'Checkout',
  query: 'mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { order { id } } }',
  variables: { input: { idempotencyKey: 'k-1' } },
});

function scripted(statuses: number[], headers: Record<string, string> = {}) {
  const calls: number[] = [];
  const fetchImpl = (async () => {
    const status = statuses[calls.length] ?? 200;
    calls.push(status);
    return new Response('{"data":{}}', { status, headers });
  }) as typeof fetch;
  const waits: number[] = [];
  const retrying = createRetryingFetch(fetchImpl, { sleep: async (ms) => void waits.push(ms), now: () => Date.parse('2026-01-01T00:00:00Z') });
  return { retrying, calls, waits };
}

describe('the query layer retry policy', () => {
  it('retries each retryable status and then succeeds', async () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      const { retrying, calls } = scripted([status]);
      const response = await retrying('/graphql', { method: 'POST', body: query });
      expect(response.status, String(status)).toBe(200);
      expect(calls).toEqual([status, 200]);
    }
  });

  it('never retries other statuses', async () => {
    for (const status of [400, 401, 403, 404, 413, 422, 501, 505]) {
      const { retrying, calls } = scripted([status]);
      expect((await retrying('/graphql', { method: 'POST', body: query })).status).toBe(status);
      expect(calls).toHaveLength(1);
    }
  });

  it('gives up after 3 retries, waiting 1 s, 2 s, 4 s', async () => {
    const { retrying, calls, waits } = scripted([503, 503, 503, 503, 503]);
    expect((await retrying('/graphql', { method: 'POST', body: query })).status).toBe(503);
    expect(calls).toHaveLength(1 + MAX_RETRIES);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('doubles the delay from 1 s and caps it at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((retry) => retryDelayMs(retry, null))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('honours Retry-After in seconds and as a date, within the cap', async () => {
    const { retrying, waits } = scripted([429, 200], { 'retry-after': '7' });
    await retrying('/graphql', { method: 'POST', body: query });
    expect(waits).toEqual([7000]);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryDelayMs(1, 'Thu, 01 Jan 2026 00:00:12 GMT', now)).toBe(12_000);
    expect(retryDelayMs(1, '3600', now)).toBe(30_000);
    expect(retryDelayMs(2, 'soon', now)).toBe(2000);
  });

  it('never retries a mutation without an idempotency key, and retries one with it', async () => {
    const plain = scripted([503]);
    expect((await plain.retrying('/graphql', { method: 'POST', body: mutation })).status).toBe(503);
    expect(plain.calls).toHaveLength(1);
    const keyed = scripted([503]);
    expect((await keyed.retrying('/graphql', { method: 'POST', body: keyedMutation })).status).toBe(200);
    expect(keyed.calls).toHaveLength(2);
    expect(isSafeToRetry(JSON.stringify({ query: '# a comment\nmutation X { a }' }))).toBe(false);
    expect(isSafeToRetry(JSON.stringify({ query: '{ a }' }))).toBe(true);
    expect(isSafeToRetry('not json')).toBe(false);
  });
});

describe('retries of operations sent by hash', () => {
  it('reads the operation type the link gave, not the body, which has no text', () => {
    const hashed = JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } }, variables: {} });
    expect(isSafeToRetry(hashed)).toBe(false);
    expect(isSafeToRetry(hashed, 'query')).toBe(true);
    expect(isSafeToRetry(hashed, 'mutation')).toBe(false);
    expect(isSafeToRetry(JSON.stringify({ variables: { input: { idempotencyKey: 'k-1' } } }), 'mutation')).toBe(true);
  });
});
