// Trusted documents (decision 0056) as a client and an attacker meet them, on a real api
// and a real gateway: a shipped hash runs the shipped text (never text the request
// brings), an unknown hash or a free-form operation under enforce costs the api nothing,
// log mode lets it run and says so, and one client's documents are not another's.
import type { TestApi } from '@beauty/api/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manifestOf, sha256Hex } from '../src/platform/trusted-documents/manifests.ts';
import { startGatewayFor, startApi, type Gateway } from './support/stack.ts';

const BRANDS = 'query Brands { brands { slug name } }';
const LAYOUT_SLUG = 'query FirstBrand { brands { slug } }';
// A second client of the gateway (a partner's app); the kiosk's own rules are kiosk.test.ts's.
const PARTNER_ONLY = 'query PartnerBrands { brands { name } }';
const web = manifestOf('web', { [sha256Hex(BRANDS)]: BRANDS, [sha256Hex(LAYOUT_SLUG)]: LAYOUT_SLUG });
const partner = manifestOf('partner', { [sha256Hex(PARTNER_ONLY)]: PARTNER_ONLY });
const manifests = new Map([
  ['web', web],
  ['partner', partner],
]);

let api: TestApi;
let enforced: Gateway;
let logged: Gateway;
let explorer: Gateway;

beforeAll(async () => {
  api = await startApi();
  enforced = await startGatewayFor(api.url, { production: true, trustedDocuments: { mode: 'enforce', manifests } });
  logged = await startGatewayFor(api.url, { production: true, trustedDocuments: { mode: 'log', manifests } });
  // Enforce, but with the explorer on (a staging gateway): free-form is its whole point.
  explorer = await startGatewayFor(api.url, { production: true, introspection: true, trustedDocuments: { mode: 'enforce', manifests } });
});
afterAll(async () => {
  await explorer?.close();
  await logged?.close();
  await enforced?.close();
  await api?.close();
});
beforeEach(() => {
  for (const gateway of [enforced, logged, explorer]) {
    gateway.restCalls.length = 0;
    gateway.logged.length = 0;
  }
});

async function send(gateway: Gateway, body: Record<string, unknown>, client?: string) {
  const response = await fetch(`${gateway.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(client ? { 'apollographql-client-name': client } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: { extensions?: { code?: string } }[] } };
}
const persisted = (hash: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
const code = (result: Awaited<ReturnType<typeof send>>) => result.body.errors?.[0]?.extensions?.code;

describe('trusted documents under enforce', () => {
  it('runs a shipped document by its hash, in either request form', async () => {
    const byExtension = await send(enforced, persisted(sha256Hex(BRANDS)));
    expect(byExtension.status).toBe(200);
    expect(byExtension.body.data.brands.length).toBeGreaterThan(10);
    expect(byExtension.body.data.brands[0]).toEqual({ slug: expect.any(String), name: expect.any(String) });
    const byDocumentId = await send(enforced, { documentId: `sha256:${sha256Hex(BRANDS)}` });
    expect(byDocumentId.body.data).toEqual(byExtension.body.data);
  });

  it('runs the shipped text, not the text a request sends with a known hash', async () => {
    const result = await send(enforced, { ...persisted(sha256Hex(LAYOUT_SLUG)), query: 'query Brands { brands { slug name productCount } }' });
    expect(Object.keys(result.body.data.brands[0])).toEqual(['slug']);
  });

  it('refuses an unknown hash, a free-form operation and an attempt to register one, without calling the api', async () => {
    const stranger = 'query Stranger { brands { slug productCount } }';
    const results = [
      await send(enforced, persisted(sha256Hex(stranger))),
      await send(enforced, { ...persisted(sha256Hex(stranger)), query: stranger }),
      await send(enforced, { query: stranger }),
      await send(enforced, persisted('not-a-hash')),
    ];
    expect(results.map((r) => [r.status, code(r)])).toEqual([
      [400, 'PERSISTED_QUERY_NOT_FOUND'],
      [400, 'PERSISTED_QUERY_NOT_FOUND'],
      [400, 'TRUSTED_DOCUMENT_REQUIRED'],
      [400, 'PERSISTED_QUERY_NOT_FOUND'],
    ]);
    // Registered nowhere: the same hash alone is still unknown.
    expect(code(await send(enforced, persisted(sha256Hex(stranger))))).toBe('PERSISTED_QUERY_NOT_FOUND');
    // A GET is no way around it.
    const get = await fetch(`${enforced.gatewayUrl}/graphql?query=${encodeURIComponent(stranger)}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(get.status).toBe(400);
    expect(enforced.restCalls).toEqual([]);
  });

  it('runs a shipped document named by its hash in a GET, as a CDN would forward it, and refuses an unknown one', async () => {
    const url = (hash: string, extra = '') =>
      `${enforced.gatewayUrl}/graphql?operationName=Brands&extensions=${encodeURIComponent(JSON.stringify(persisted(hash).extensions))}${extra}`;
    const shipped = await fetch(url(sha256Hex(BRANDS)), { headers: { 'apollo-require-preflight': 'true' } });
    expect(shipped.status).toBe(200);
    expect(((await shipped.json()) as any).data.brands.length).toBeGreaterThan(10);
    // Text beside the hash is ignored, as in a POST: the hash's own text runs.
    const smuggled = await fetch(url(sha256Hex(BRANDS), `&query=${encodeURIComponent('{ me { email } }')}`), {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(((await smuggled.json()) as any).data.brands.length).toBeGreaterThan(10);
    const unknown = await fetch(url(sha256Hex('query Other { brands { name } }')), { headers: { 'apollo-require-preflight': 'true' } });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as any).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it("keeps each client's documents to that client", async () => {
    expect(code(await send(enforced, persisted(sha256Hex(PARTNER_ONLY))))).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(code(await send(enforced, persisted(sha256Hex(BRANDS)), 'partner'))).toBe('PERSISTED_QUERY_NOT_FOUND');
    const partnerResult = await send(enforced, persisted(sha256Hex(PARTNER_ONLY)), 'partner');
    expect(partnerResult.body.data.brands[0]).toEqual({ name: expect.any(String) });
  });

  it('lets free-form operations through when the explorer is on', async () => {
    const result = await send(explorer, { query: '{ brands { slug } }' });
    expect(result.status).toBe(200);
    expect(result.body.data.brands.length).toBeGreaterThan(10);
  });
});

describe('trusted documents in log mode', () => {
  it('runs a free-form operation and logs its name and hash, never its variables', async () => {
    const query = 'query Sneaky($q: String!) { search(query: $q, first: 1) { total } }';
    const result = await send(logged, { query, operationName: 'Sneaky', variables: { q: 'someone@example.com' } });
    expect(code(result)).not.toBe('TRUSTED_DOCUMENT_REQUIRED');
    const line = logged.logged.find((entry) => entry.message.startsWith('free-form GraphQL operation'));
    expect(line?.fields).toEqual({ client: 'web', operationName: 'Sneaky', hash: sha256Hex(query) });
    expect(JSON.stringify(logged.logged)).not.toContain('someone@example.com');
  });

  it('logs nothing for a shipped document', async () => {
    await send(logged, persisted(sha256Hex(BRANDS)));
    expect(logged.logged.filter((entry) => entry.message.startsWith('free-form'))).toEqual([]);
  });
});

describe('manifests', () => {
  it('refuses a manifest whose hash is not the sha256 of its text', () => {
    expect(() => manifestOf('web', { [sha256Hex(BRANDS)]: LAYOUT_SLUG })).toThrow(/not the sha256/);
    expect(() => manifestOf('web', [BRANDS])).toThrow(/not a JSON object/);
  });
});

describe("the web's manifest", () => {
  it('is what codegen wrote for every operation the web ships, and loads as one', async () => {
    const { loadManifests, WEB_MANIFEST } = await import('../src/platform/trusted-documents/manifests.ts');
    const webDocuments = loadManifests(`web=${WEB_MANIFEST}`).get('web')!;
    expect(webDocuments.size).toBeGreaterThan(50);
    const result = await send(enforced, persisted([...webDocuments.keys()][0]!));
    // Not the web's manifest on this gateway (the test's own): refused, not run.
    expect(code(result)).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});
