// The error page's Reference ID finds the failed request in all three logs (decision
// 0061). A real api (in-process, seeded PGlite, its pino log captured), a TCP fault proxy
// in front of it, a real gateway process and a real web server process (`node server.js
// --dev`), each logging at info. The proxy swallows the api's answers: the api serves the
// calls, the gateway cannot hear back, the product page fails and shows the error page.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestApi, type TestApi } from '@beauty/api/testing';
import { type FaultProxy, startFaultProxy } from '@beauty/api/testing/fault-proxy';
import { captureLogs, type LogCapture } from '@beauty/server-kit/testing/log-capture';
import { freePort, type LogLine, type ServiceProcess, startServiceProcess } from '@beauty/server-kit/testing/service-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const HOP_SECRET = randomBytes(32).toString('base64url');
let api: TestApi;
let apiLog: LogCapture;
let proxy: FaultProxy;
let gateway: ServiceProcess;
let web: ServiceProcess;
let webUrl: string;
let slug: string;

beforeAll(async () => {
  apiLog = captureLogs();
  api = await startTestApi({ logLevel: 'info', logDestination: apiLog.destination, hopSecret: HOP_SECRET });
  slug = (await api.db.query<{ slug: string }>('select slug from product order by id limit 1')).rows[0]!.slug;
  const apiPort = Number(new URL(api.url).port);
  proxy = await startFaultProxy({ target: { host: '127.0.0.1', port: apiPort } });
  const [gatewayPort, webPort] = [await freePort(), await freePort()];
  const shared = { ...process.env, INTERNAL_HOP_SECRET: HOP_SECRET, LOG_LEVEL: 'info', SENTRY_DSN: '', REDIS_URL: '' };
  gateway = startServiceProcess({
    command: path.join(root, 'gateway/node_modules/.bin/tsx'),
    args: ['--conditions=source', 'src/server.ts'],
    cwd: path.join(root, 'gateway'),
    env: { ...shared, GATEWAY_PORT: String(gatewayPort), API_URL: proxy.url() },
  });
  web = startServiceProcess({
    command: process.execPath,
    args: ['server.js', '--dev'],
    cwd: path.join(root, 'web'),
    env: {
      ...shared,
      WEB_PORT: String(webPort),
      WEB_HOST: '127.0.0.1',
      GATEWAY_URL: `http://127.0.0.1:${gatewayPort}`,
      API_URL: api.url,
      COOKIE_SECURE: 'false',
    },
  });
  webUrl = `http://127.0.0.1:${webPort}`;
  await Promise.all([gateway.waitForHttp(`http://127.0.0.1:${gatewayPort}/healthz`), web.waitForHttp(`${webUrl}/healthz`)]);
  // The first render compiles the app (Vite): done once while everything answers.
  const warm = await fetch(`${webUrl}/products/${slug}`);
  expect(warm.status).toBe(200);
}, 240_000);

afterAll(async () => {
  await Promise.all([web?.stop(), gateway?.stop()]);
  await proxy?.close();
  await api?.close();
});

describe('the error page Reference ID', () => {
  it("is the request id, and finds the request in the web server's, the gateway's and the api's logs", { timeout: 60_000 }, async () => {
    proxy.set({ dropResponses: true });
    const response = await fetch(`${webUrl}/products/${slug}`);
    const html = await response.text();
    proxy.set({ dropResponses: false });

    expect(response.status).toBe(500);
    const referenceId = /data-reference-id="([0-9A-F]{16})"/.exec(html)?.[1];
    expect(referenceId, 'the error page shows a Reference ID').toBeDefined();
    expect(html).toContain(`Reference ID ${referenceId}`);
    expect(response.headers.get('x-request-id')).toBe(referenceId);

    const of = (lines: LogLine[]) => lines.filter((line) => line.reqId === referenceId);
    await web.waitForLog((line) => line.reqId === referenceId && line.msg === 'request completed');
    expect(of(web.logs).map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'page failed', 'request completed']));
    expect(of(web.logs).find((line) => line.msg === 'request completed')).toMatchObject({ service: 'web', res: { statusCode: 500 } });

    // The page's GraphQL calls: the gateway took the web server's id (they share the hop secret).
    await gateway.waitForLog((line) => line.reqId === referenceId && line.msg === 'api unreachable');
    expect(of(gateway.logs).every((line) => line.service === 'gateway')).toBe(true);
    expect(of(gateway.logs).map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'api unreachable', 'request completed']));

    // And the api served the REST calls under the same id, though its answers were lost.
    const apiLines = of(apiLog.lines);
    expect(apiLines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(apiLines.every((line) => line.service === 'api')).toBe(true);
  });

  it("is on the browser's /graphql answer when the gateway is down, and in the web server's log", { timeout: 30_000 }, async () => {
    await gateway.stop();
    const response = await fetch(`${webUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
    expect(response.status).toBe(502);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9A-F]{16}$/);
    expect(await response.json()).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'BAD_GATEWAY', requestId } }] });
    const completed = await web.waitForLog((line) => line.reqId === requestId && line.msg === 'request completed');
    expect(completed).toMatchObject({ service: 'web', res: { statusCode: 502 } });
  });
});
