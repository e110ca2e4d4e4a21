// The gateway's HTTP surface against a real api: CSRF prevention, batching, health
// endpoints and the offline explorer, as a client meets them (the query limits:
// query-limits.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { stackForFile } from './support/stack.ts';

const stack = stackForFile();
beforeEach(() => {
  stack.restCalls.length = 0;
});

const post = (body: string, headers: Record<string, string>) => fetch(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers, body });

describe('CSRF prevention and batching', () => {
  it('rejects a cross-site form post (no preflight) before it runs', async () => {
    const response = await post(`query=${encodeURIComponent('mutation { addToBag(input: { variantId: "P1-1" }) { userErrors { code } } }')}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Cross-Site Request Forgery/);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(stack.restCalls).toHaveLength(0);
  });

  it('rejects a simple GET without a preflight header, and serves it with one', async () => {
    const url = `${stack.gatewayUrl}/graphql?query=${encodeURIComponent('{ locale { country } }')}`;
    expect((await fetch(url)).status).toBe(400);
    const allowed = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(await allowed.json()).toEqual({ data: { locale: { country: 'SG' } } });
  });

  it('refuses a batch of operations', async () => {
    const response = await post(JSON.stringify([{ query: '{ locale { country } }' }, { query: '{ locale { language } }' }]), {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/batching/i);
  });

  it('answers a malformed JSON body with a GraphQL-shaped 400', async () => {
    const response = await post('{"query": ', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ message: 'Request body is not valid JSON', extensions: { code: 'BAD_REQUEST' } }] });
  });
});

describe('health', () => {
  it('is alive, and ready while the api answers', async () => {
    // It says which environment it runs in and whether the sandbox is on (decision 0154).
    const health = await (await fetch(`${stack.gatewayUrl}/healthz`)).json();
    expect(health).toEqual({ status: 'ok', environment: expect.stringMatching(/^(local|production)$/), sandbox: expect.any(Boolean) });
    const ready = await fetch(`${stack.gatewayUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { api: 'ok' } });
  });
});

describe('the explorer', () => {
  it('is what a browser gets at /graphql, from this origin only', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    const html = await response.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toEqual(['/graphql/explorer/explorer.css', '/graphql/explorer/explorer.js']);
    for (const asset of assets) expect((await fetch(`${stack.gatewayUrl}${asset}`)).status).toBe(200);
    expect((await fetch(`${stack.gatewayUrl}/explorer`)).status).toBe(200);
  });

  it('is not what an API client gets', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, { headers: { accept: 'application/json' } });
    expect(response.headers.get('content-type')).not.toMatch(/text\/html/);
  });
});
