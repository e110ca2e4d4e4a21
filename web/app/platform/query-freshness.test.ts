// Data fresh for 5 minutes (docs/product.md#query-layer, decision 0102).
import { describe, expect, it } from 'vitest';
import { FRESH_FOR_MS, QueryFreshness, queryKey } from './query-freshness';

describe('query freshness', () => {
  it('treats server-rendered data as fetched at page load, and any answer as fetched when it came', async () => {
    let now = 1_000_000;
    const freshness = new QueryFreshness(() => now);
    const key = queryKey('CartPage', {});
    expect(freshness.isStale(key)).toBe(false);
    now += FRESH_FOR_MS - 1;
    expect(freshness.isStale(key)).toBe(false);
    now += 1;
    expect(freshness.isStale(key)).toBe(true);

    const fetchImpl = (async () => new Response('{}', { status: 200 })) as typeof fetch;
    await freshness.recording(fetchImpl)('/graphql', { method: 'POST', body: JSON.stringify({ operationName: 'CartPage', variables: {} }) });
    expect(freshness.isStale(key)).toBe(false);
    now += FRESH_FOR_MS;
    expect(freshness.isStale(key)).toBe(true);
  });

  it('does not count a failed answer as fresh data', async () => {
    let now = 0;
    const freshness = new QueryFreshness(() => now);
    now = FRESH_FOR_MS;
    const failing = (async () => new Response('{}', { status: 503 })) as typeof fetch;
    await freshness.recording(failing)('/graphql', { method: 'POST', body: JSON.stringify({ operationName: 'Q', variables: {} }) });
    expect(freshness.isStale(queryKey('Q', {}))).toBe(true);
  });

  it('names a query by its variables whatever their order, leaving undefined out', () => {
    expect(queryKey('P', { b: 1, a: { d: 2, c: undefined } })).toBe(queryKey('P', { a: { d: 2 }, b: 1 }));
    expect(queryKey('P', { a: 1 })).not.toBe(queryKey('P', { a: 2 }));
  });
});
