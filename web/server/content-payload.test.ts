// {path}/_payload.json (decision 0115) through the platform routes, in front of a stand-in
// gateway: the running build's payload is the page's data as a guest sees it, cacheable by
// anyone; another build's, a path that is no content page, or a bad locale gets a 4xx
// that nobody keeps, and never reaches the gateway.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentPageFixture } from '../app/content/payload/payload-fixture';
import { SERVER_BUILD_ID } from './build-id';
import { PAYLOAD_CACHE_CONTROL } from './content-payload';
import { type PlatformRoutesStand, startPlatformRoutes } from './platform-routes.test-support';

interface GatewayCall {
  headers: IncomingHttpHeaders;
  body: { operationName?: string; variables?: Record<string, unknown> };
}

const calls: GatewayCall[] = [];
/** How the stand-in gateway answers the next calls. */
let answer: (call: GatewayCall) => { status: number; body: unknown; delayMs?: number };
let stand: PlatformRoutesStand;
let webUrl: string;

const OTHER_BUILD = '11111111-2222-4333-8444-555555555555';
const query = (build = SERVER_BUILD_ID, locale = 'sg-en') => `?build=${build}&locale=${locale}`;

beforeAll(async () => {
  stand = await startPlatformRoutes((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const call = { headers: req.headers, body: JSON.parse(raw || '{}') as GatewayCall['body'] };
      calls.push(call);
      const { status, body, delayMs = 0 } = answer(call);
      setTimeout(() => {
        // A gateway may mint a device id for a cookieless call: it must not reach the browser.
        res.writeHead(status, { 'content-type': 'application/json', 'set-cookie': 'device-id=minted; Path=/; HttpOnly' });
        res.end(JSON.stringify(body));
      }, delayMs);
    });
  });
  webUrl = stand.webUrl;
});
afterAll(() => stand?.close());
beforeEach(() => {
  calls.length = 0;
  answer = () => ({ status: 200, body: { data: { contentPage: contentPageFixture('About Lumi', 'We love beauty.') } } });
});

/** A request exactly as written: fetch would resolve ".." (as a browser does; an attacker's client need not). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<number> {
  const { hostname, port } = new URL(webUrl);
  return new Promise((resolve, reject) => {
    httpRequest({ hostname, port, path, method: 'GET', headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe('the running build', () => {
  it("answers the page's data as a guest's, cacheable, with no cookie in or out", async () => {
    const response = await fetch(`${webUrl}/about/_payload.json${query()}`, { headers: { cookie: 'jwt-signature=secret; device-id=mine' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe(PAYLOAD_CACHE_CONTROL);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toMatchObject({
      build: SERVER_BUILD_ID,
      locale: 'sg-en',
      data: { contentPage: { title: 'About Lumi', blocks: [{ nodes: [{ spans: [{ text: 'We love beauty.' }] }] }] } },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ operationName: 'ContentPage', variables: { pageType: 'ABOUT' } });
    expect(calls[0]!.headers.cookie).toBeUndefined();
    expect(calls[0]!.headers).toMatchObject({ 'x-site-country': 'SG', 'x-site-language': 'en' });
  });

  it("asks for each content page's own entry, in the locale of the query", async () => {
    const cases = [
      ['/_payload.json', 'th-th', { pageType: 'HOMEPAGE' }, 'TH', 'th'],
      ['/pages/help/_payload.json', 'hk-zh', { pageType: 'PAGES', slug: 'help' }, 'HK', 'zh'],
      ['/privacy/_payload.json', 'id-id', { pageType: 'PAGES', slug: 'privacy' }, 'ID', 'id'],
      ['/terms/_payload.json', 'au-en', { pageType: 'PAGES', slug: 'terms' }, 'AU', 'en'],
    ] as const;
    for (const [path, locale, variables, country, language] of cases) {
      calls.length = 0;
      const response = await fetch(`${webUrl}${path}${query(SERVER_BUILD_ID, locale)}`);
      expect(response.status, path).toBe(200);
      expect(calls[0]!.body.variables, path).toEqual(variables);
      expect(calls[0]!.headers, path).toMatchObject({ 'x-site-country': country, 'x-site-language': language });
    }
  });

  it('answers a page nobody published with its empty data: the page shows its 404 without asking again', async () => {
    answer = () => ({ status: 200, body: { data: { contentPage: null } } });
    const response = await fetch(`${webUrl}/pages/not-published/_payload.json${query()}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { contentPage: null } });
  });

  it('revalidates cheaply: the same answer with its ETag is a 304', async () => {
    const first = await fetch(`${webUrl}/about/_payload.json${query()}`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // Raw: fetch() adds "Cache-Control: no-cache" to a conditional request, a browser's cache does not.
    expect(await rawGet(`/about/_payload.json${query()}`, { 'if-none-match': etag! })).toBe(304);
  });

  it('asks the gateway once for identical requests arriving together', async () => {
    answer = () => ({ status: 200, body: { data: { contentPage: contentPageFixture('About Lumi', 'Slow.') } }, delayMs: 100 });
    const responses = await Promise.all([1, 2, 3].map(() => fetch(`${webUrl}/about/_payload.json${query()}`)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(calls).toHaveLength(1);
  });

  it('is a 502 nobody keeps when the gateway fails, so the page asks GraphQL itself', async () => {
    answer = () => ({ status: 500, body: { errors: [{ message: 'down' }] } });
    const response = await fetch(`${webUrl}/about/_payload.json${query()}`);
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('only GET and HEAD; other paths go on to the pages', async () => {
    expect((await fetch(`${webUrl}/about/_payload.json${query()}`, { method: 'POST' })).status).toBe(405);
    const head = await fetch(`${webUrl}/about/_payload.json${query()}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const page = await fetch(`${webUrl}/about${query()}`);
    expect(await page.text()).toBe('page');
  });
});

describe('anything else', () => {
  // None of these reaches the gateway.
  afterEach(() => expect(calls).toHaveLength(0));

  it("another build's payload is a 404 nobody keeps: stale after a new build", async () => {
    const response = await fetch(`${webUrl}/about/_payload.json${query(OTHER_BUILD)}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('a path that is no content page is a 404, whatever it tries', async () => {
    const paths = [
      '/cart/_payload.json',
      '/account/_payload.json',
      '/brands/lumi/_payload.json',
      '/pages/categories/makeup/_payload.json',
      '/preview/pages/summer/_payload.json',
      '/pages/help/extra/_payload.json',
      '/pages/Help/_payload.json',
      '/pages/privacy/_payload.json',
      '/pages/%2e%2e/_payload.json',
      '/pages/..%2f..%2fapi/_payload.json',
      '/pages/../../graphql/_payload.json',
      '//evil.example/_payload.json',
    ];
    for (const path of paths) expect(await rawGet(`${path}${query()}`), path).toBe(404);
  });

  it('a bad build id or locale, or any other query, is a 400 nobody keeps', async () => {
    const queries = [
      '',
      '?build=latest&locale=sg-en',
      '?build=AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE&locale=sg-en',
      query(SERVER_BUILD_ID, 'sg-th'),
      query(SERVER_BUILD_ID, 'SG-en'),
      query(SERVER_BUILD_ID, 'xx-en'),
      query(SERVER_BUILD_ID, 'sg'),
      `?build=${SERVER_BUILD_ID}`,
      `${query()}&locale=th-th`,
      `${query()}&utm_source=mail`,
    ];
    for (const search of queries) {
      const response = await fetch(`${webUrl}/about/_payload.json${search}`);
      expect(response.status, search).toBe(400);
      expect(response.headers.get('cache-control'), search).toBe('no-store');
    }
  });
});
