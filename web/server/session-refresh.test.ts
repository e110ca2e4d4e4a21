// The web server's refresh path (decision 0055) against a stand-in gateway on 127.0.0.1:
// a page whose access token has run out goes through GET /session/refresh and back, the
// gateway's cookies reach the browser, the return path is ours only, and a gateway that
// cannot answer does not make the browser loop.
import type { IncomingHttpHeaders, RequestListener } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { type PlatformRoutesStand, startInFrontOfGateway } from './platform-routes.test-support';
import { refreshBeforeRender, refreshRedirect, sessionRefreshRoutes } from './session-refresh';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwtData = (expInSeconds: number) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'U1', exp: Math.floor(Date.now() / 1000) + expInSeconds })}`;

describe('refreshRedirect', () => {
  const now = Date.now();
  it('sends a GET with a run-out access token through the refresh path, back to the same URL', () => {
    expect(refreshRedirect('GET', '/account/orders?tab=1', `jwt-data=${jwtData(-60)}`, now)).toBe('/session/refresh?return_to=%2Faccount%2Forders%3Ftab%3D1');
    expect(refreshRedirect('GET', '/products/lip.data?_routes=root', `jwt-data=${jwtData(-1)}`, now)).toBe(
      '/session/refresh?return_to=%2Fproducts%2Flip.data%3F_routes%3Droot',
    );
  });
  it('renders as it is: a fresh token, no token, a form post, or a refresh that just failed', () => {
    expect(refreshRedirect('GET', '/', `jwt-data=${jwtData(600)}`, now)).toBeUndefined();
    expect(refreshRedirect('GET', '/', 'device-id=d1', now)).toBeUndefined();
    expect(refreshRedirect('POST', '/account', `jwt-data=${jwtData(-60)}`, now)).toBeUndefined();
    expect(refreshRedirect('GET', '/', `jwt-data=${jwtData(-60)}; jwt-refresh-paused=1`, now)).toBeUndefined();
  });
  it('never builds a return path off our origin', () => {
    expect(refreshRedirect('GET', '//evil.example/x', `jwt-data=${jwtData(-60)}`, now)).toBe('/session/refresh?return_to=%2F');
  });
});

describe('GET and POST /session/refresh through a stand-in gateway', () => {
  const seen: { method: string; headers: IncomingHttpHeaders }[] = [];
  let answer: { status: number; cookies: string[] } = { status: 200, cookies: [] };
  let stand: PlatformRoutesStand;
  let webUrl: string;

  beforeAll(async () => {
    const gateway: RequestListener = (req, res) => {
      seen.push({ method: req.method!, headers: req.headers });
      res.statusCode = answer.status;
      if (answer.cookies.length) res.setHeader('Set-Cookie', answer.cookies);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ refreshed: answer.status === 200 }));
    };
    stand = await startInFrontOfGateway(gateway, (web, gatewayUrl) => {
      const env = parseEnv({ GATEWAY_URL: gatewayUrl, COOKIE_SECURE: 'false' });
      web.use(sessionRefreshRoutes(env, () => ({ 'x-buyer-ip': '127.0.0.1' })));
      web.use(refreshBeforeRender);
      web.get('/{*path}', (_req, res) => void res.send('page'));
    });
    webUrl = stand.webUrl;
  });
  afterAll(() => stand?.close());

  const get = (path: string, cookie: string) => fetch(`${webUrl}${path}`, { headers: { cookie }, redirect: 'manual' });

  it('a page with a run-out token: 303 to the refresh path, which renews through the gateway and returns to the page', async () => {
    const page = await get('/account?tab=1', `jwt-data=${jwtData(-60)}`);
    expect(page.status).toBe(303);
    const refreshAt = page.headers.get('location')!;
    answer = { status: 200, cookies: ['jwt-data=new.data; Path=/', 'jwt-refresh-token=R2; Path=/session/refresh; HttpOnly'] };
    const refresh = await get(refreshAt, `jwt-data=${jwtData(-60)}; jwt-refresh-token=R1`);
    expect(refresh.status).toBe(303);
    expect(refresh.headers.get('location')).toBe('/account?tab=1');
    expect(refresh.headers.getSetCookie()).toEqual(answer.cookies);
    const call = seen.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.headers.cookie).toContain('jwt-refresh-token=R1');
    expect(call.headers['x-buyer-ip']).toBe('127.0.0.1');
    // Back on the page with the new token: rendered.
    expect((await get('/account?tab=1', `jwt-data=${jwtData(900)}`)).status).toBe(200);
  });

  it("a session that is over (401): back to the page, the gateway's cleared cookies passed on", async () => {
    answer = { status: 401, cookies: ['jwt-data=; Max-Age=0; Path=/'] };
    const refresh = await get('/session/refresh?return_to=%2Fbag', 'jwt-refresh-token=R1');
    expect(refresh.status).toBe(303);
    expect(refresh.headers.get('location')).toBe('/bag');
    expect(refresh.headers.getSetCookie()).toEqual(answer.cookies);
  });

  it('a gateway that cannot refresh (503): back to the page with a pause, so the page renders instead of looping', async () => {
    answer = { status: 503, cookies: [] };
    const refresh = await get('/session/refresh?return_to=%2Fbag', 'jwt-refresh-token=R1');
    expect(refresh.headers.get('location')).toBe('/bag');
    const pause = refresh.headers.getSetCookie().find((c) => c.startsWith('jwt-refresh-paused=1'));
    expect(pause).toMatch(/Max-Age=30/);
    expect(pause).toMatch(/HttpOnly/);
    expect((await get('/bag', `jwt-data=${jwtData(-60)}; jwt-refresh-paused=1`)).status).toBe(200);
  });

  it('a hostile return_to lands on / ', async () => {
    answer = { status: 200, cookies: [] };
    for (const target of ['https://evil.example', '//evil.example', '/%5Cevil.example', 'javascript:alert(1)']) {
      const refresh = await get(`/session/refresh?return_to=${encodeURIComponent(target)}`, 'jwt-refresh-token=R1');
      expect(refresh.headers.get('location'), target).toBe('/');
    }
  });

  it("POST (the browser's own refresh) is proxied, Set-Cookie back untouched", async () => {
    answer = { status: 200, cookies: ['jwt-refresh-token=R3; Path=/session/refresh; HttpOnly'] };
    const response = await fetch(`${webUrl}/session/refresh`, { method: 'POST', headers: { cookie: 'jwt-refresh-token=R2' } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual(answer.cookies);
    expect(seen.at(-1)!.headers.cookie).toBe('jwt-refresh-token=R2');
  });
});
