// The query limits and production hardening as an attacker meets them, against a real api
// reached through a real TCP proxy: a refused request must cost the api nothing, so every
// refusal is checked against the proxy's connection count as well as the REST call log
// (reliability plan rows 23 and 27; decision 0053).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApi } from '@beauty/api/testing';
import { type FaultProxy, startFaultProxy } from '@beauty/api/testing/fault-proxy';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GraphQLResponse, startGatewayFor, startApi, type Gateway } from './support/stack.ts';

let api: TestApi;
let proxy: FaultProxy;
/** Development settings (introspection on, messages unmasked), behind the proxy. */
let dev: Gateway;
/** NODE_ENV=production settings, behind the same proxy. */
let prod: Gateway;

beforeAll(async () => {
  api = await startApi();
  proxy = await startFaultProxy({ target: { host: '127.0.0.1', port: Number(new URL(api.url).port) } });
  dev = await startGatewayFor(proxy.url(), { production: false });
  prod = await startGatewayFor(proxy.url(), { production: true });
});
afterAll(async () => {
  await prod?.close();
  await dev?.close();
  await proxy?.close();
  await api?.close();
});
beforeEach(() => {
  dev.restCalls.length = 0;
  prod.restCalls.length = 0;
});

/** Runs `send` and expects the api not to have been reached at all. */
async function refusedBeforeRest<T>(gateway: Gateway, send: () => Promise<T>): Promise<T> {
  const connections = proxy.accepted();
  const result = await send();
  expect(gateway.restCalls).toEqual([]);
  expect(proxy.accepted()).toBe(connections);
  return result;
}

const codes = (response: GraphQLResponse) => response.body.errors?.map((e) => e.extensions?.code) ?? [];

const post = (gateway: Gateway, body: string) =>
  fetch(`${gateway.gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

const SENSITIVE = {
  signIn: ['SignInInput!', { email: 'shopper@example.com', password: 'not-the-password' }],
  requestPasswordReset: ['RequestPasswordResetInput!', { email: 'shopper@example.com' }],
  applyPromoCode: ['ApplyPromoCodeInput!', { code: 'WELCOME10' }],
} as const;

function aliased(field: keyof typeof SENSITIVE, count: number): string {
  const fields = Array.from({ length: count }, (_, i) => `a${i}: ${field}(input: $input) { userErrors { code } }`);
  return `mutation Guess($input: ${SENSITIVE[field][0]}) { ${fields.join(' ')} }`;
}

describe('reliability 23: alias batching of sensitive mutations', () => {
  it('refuses 1000, 16 and 2 aliases of signIn, requestPasswordReset and applyPromoCode before any REST call', async () => {
    // A fresh gateway has no pooled connection to the api: any REST call would open one.
    const fresh = await startGatewayFor(proxy.url(), { production: true });
    try {
      const before = proxy.accepted();
      for (const field of Object.keys(SENSITIVE) as (keyof typeof SENSITIVE)[]) {
        for (const count of [1000, 16, 2]) {
          const response = await fresh.graphql(aliased(field, count), { variables: { input: SENSITIVE[field][1] } });
          expect(response.body.data, `${field} × ${count}`).toBeUndefined();
          if (count === 1000) {
            // So long a document is refused before it is even parsed.
            expect(response.status).toBe(413);
            expect(codes(response)).toEqual(['QUERY_TOO_LARGE']);
          } else {
            expect(response.status).toBe(400);
            expect(codes(response), `${field} × ${count}`).toContain('TOO_MANY_SENSITIVE_MUTATIONS');
          }
        }
      }
      // Two different sensitive mutations in one document: sign in and pay in one go.
      const mixed = await fresh.graphql(
        `mutation ($input: SignInInput!) { signIn(input: $input) { userErrors { code } } applyPromoCode(input: { code: "WELCOME10" }) { userErrors { code } } }`,
        { variables: { input: SENSITIVE.signIn[1] } },
      );
      expect(mixed.status).toBe(400);
      expect(mixed.body.errors?.[0]?.message).toBe('Only one sensitive mutation per request; this one has 2 (signIn, applyPromoCode)');
      // A JSON array of 100 operations: one request, one operation.
      const batch = await post(
        fresh,
        JSON.stringify(Array.from({ length: 100 }, () => ({ query: aliased('signIn', 1), variables: { input: SENSITIVE.signIn[1] } }))),
      );
      expect(batch.status).toBe(400);
      expect(await batch.text()).toMatch(/Operation batching disabled/);

      // 0 REST calls, so 0 sign-in attempts and 0 password hashes on the api.
      expect(fresh.restCalls).toEqual([]);
      expect(proxy.accepted()).toBe(before);
      // The counters are live: one signIn does reach the api.
      const one = await fresh.graphql(aliased('signIn', 1), { variables: { input: SENSITIVE.signIn[1] } });
      expect(one.status).toBe(200);
      expect(fresh.restCalls.map((c) => c.path)).toEqual([expect.stringContaining('auth')]);
      expect(proxy.accepted()).toBeGreaterThan(before);
    } finally {
      await fresh.close();
    }
  });
});

describe('reliability 27: query limits and hardening', () => {
  const refuses = async (query: string, code: string, variables?: Record<string, unknown>, gateway = dev) => {
    const response = await refusedBeforeRest(gateway, () => gateway.graphql(query, { variables }));
    expect(response.status, query.slice(0, 80)).toBe(400);
    expect(codes(response), query.slice(0, 80)).toContain(code);
    expect(response.body.data).toBeUndefined();
    return response;
  };

  it('refuses a query 7 levels deep; 6 pass', async () => {
    const nested = (levels: number) => `{ category(path: "makeup") { ${'parent { '.repeat(levels - 2)}id${' }'.repeat(levels - 2)} } }`;
    const response = await refuses(nested(7), 'QUERY_TOO_DEEP');
    expect(response.body.errors?.[0]?.message).toBe('Query is 7 levels deep; the limit is 6');
    expect((await dev.graphql(nested(6))).status).toBe(200);
  });

  it('refuses a cost above 5000, with first given literally or in a variable', async () => {
    const fanOut = 'query ($n: Int) { products(first: $n) { nodes { variants { product { variants { name } } } } } }';
    const response = await refuses(fanOut, 'QUERY_TOO_COMPLEX', { n: 60 });
    expect(response.body.errors?.[0]?.message).toMatch(/^Query costs \d+; the limit is 5000$/);
    await refuses(fanOut.replace('query ($n: Int) ', '').replace('$n', '60'), 'QUERY_TOO_COMPLEX');
  });

  it('refuses 16 aliases and 51 directives', async () => {
    await refuses(`{ ${Array.from({ length: 16 }, (_, i) => `b${i}: brand(slug: "b${i}") { name }`).join(' ')} }`, 'TOO_MANY_ALIASES');
    await refuses(`{ locale { country ${'@include(if: true) '.repeat(51)} } }`, 'TOO_MANY_DIRECTIVES');
  });

  it('refuses 1001 tokens, a document over 16,000 characters and a body over 100 KB', async () => {
    const tokens = await refusedBeforeRest(dev, () => dev.graphql(`{ ${'locale { country } '.repeat(250)}}`));
    expect(tokens.status).toBe(400);
    expect(tokens.body.errors?.[0]?.message).toMatch(/Document contains more th\w+ 1000 tokens/);
    const long = await refusedBeforeRest(dev, () => dev.graphql(`{ locale { country } } # ${'x'.repeat(16_000)}`));
    expect(long.status).toBe(413);
    expect(codes(long)).toEqual(['QUERY_TOO_LARGE']);
    const body = (padding: number) => JSON.stringify({ query: '{ locale { country } }', variables: { padding: 'x'.repeat(padding) } });
    const big = await refusedBeforeRest(dev, () => post(dev, body(100 * 1024)));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ errors: [{ message: 'Request body is too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    expect((await post(dev, body(100 * 1024 - 200))).status).toBe(200);
  });

  it('refuses cyclic fragments without looping', async () => {
    await refuses('{ ...A } fragment A on Query { locale { country } ...B } fragment B on Query { ...A }', 'GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses first: 10000, a negative page and a 251-item list, literal or variable', async () => {
    await refuses('{ products(first: 10000) { totalCount } }', 'BAD_USER_INPUT');
    await refuses('query ($n: Int) { products(first: $n) { totalCount } }', 'BAD_USER_INPUT', { n: 10_000 });
    await refuses('query ($n: Int) { search(query: "lip", first: $n) { terms } }', 'BAD_USER_INPUT', { n: -1 });
    const brands = Array.from({ length: 251 }, (_, i) => `brand-${i}`);
    await refuses('query ($f: ProductFilter) { products(filter: $f) { totalCount } }', 'BAD_USER_INPUT', { f: { brands } });
  });

  it('answers __schema only where introspection is on', async () => {
    const introspection = getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true });
    const response = await refuses(introspection, 'INTROSPECTION_DISABLED', undefined, prod);
    expect(response.body.errors?.[0]?.message).toBe('Introspection is disabled');
    await refuses('{ __type(name: "Product") { name } }', 'INTROSPECTION_DISABLED', undefined, prod);
    expect((await prod.graphql('{ locale { __typename country } }')).body.data).toEqual({ locale: { __typename: 'Locale', country: 'SG' } });
    // Development (the explorer) and GRAPHQL_INTROSPECTION=true keep it.
    expect((await dev.graphql(introspection)).body.data?.__schema).toBeDefined();
    const enabled = await startGatewayFor(proxy.url(), { production: true, introspection: true });
    try {
      expect((await enabled.graphql(introspection)).body.data?.__schema).toBeDefined();
    } finally {
      await enabled.close();
    }
  });

  it('spells no field name in production: no "Did you mean"', async () => {
    const query = '{ products(first: 1) { nodes { nme } } }';
    const inProduction = await refuses(query, 'GRAPHQL_VALIDATION_FAILED', undefined, prod);
    expect(inProduction.body.errors?.[0]?.message).toBe('Cannot query field "nme" on type "Product".');
    expect(JSON.stringify(inProduction.body)).not.toMatch(/Did you mean/);
    const locally = await dev.graphql(query);
    expect(locally.body.errors?.[0]?.message).toMatch(/Did you mean "name"\?/);
  });
});

describe('reliability 27: an upstream failure in production', () => {
  let upstream: Server;
  let gateway: Gateway;
  const LEAKS = ['users_email_key', 'SELECT', 'db.internal.example', '127.0.0.1', 'stacktrace', 'at async', '.ts:'];

  beforeAll(async () => {
    // An api that fails the way a database error does, saying too much in its body.
    upstream = createServer((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 'INTERNAL',
          message: 'duplicate key value violates unique constraint "users_email_key": SELECT * FROM users at db.internal.example:5432',
        }),
      );
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    gateway = await startGatewayFor(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, { production: true, cache: false });
  });
  afterAll(async () => {
    await gateway?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it('answers "Internal server error" with an error id that the log line carries, and nothing else', async () => {
    const response = await gateway.graphql('{ brands { name } }');
    expect(response.body.errors).toEqual([
      {
        message: 'Internal server error',
        locations: expect.any(Array),
        path: ['brands'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', errorId: expect.stringMatching(/^[0-9a-f-]{36}$/), requestId: expect.stringMatching(/^[0-9A-F]{16}$/) },
      },
    ]);
    const text = JSON.stringify(response.body);
    for (const leak of LEAKS) expect(text).not.toContain(leak);
    const errorId = response.body.errors?.[0]?.extensions?.errorId;
    expect(gateway.logged).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'graphql internal error', fields: expect.objectContaining({ errorId }) }),
    );
  });
});
