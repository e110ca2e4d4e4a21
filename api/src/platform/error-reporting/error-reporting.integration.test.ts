// The api's error reports, end to end: the real @sentry/node SDK posting envelopes over
// HTTP to a local ingest stand-in, the app listening on a real socket (so the SDK sees the
// request as it does in production: headers, cookies, body).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/db.ts';
import { prepareDatabase } from '../../seed/prepare-db.ts';
import { openTestDatabase } from '../../testing.ts';
import { API_PREFIX } from '../openapi.ts';
import { closeErrorReporting, flushErrorReports, initErrorReporting } from '@beauty/server-kit/report-error';
import { type IngestStandIn, startIngestStandIn } from './ingest-stand-in.ts';

const SHOPPER_EMAIL = 'mei.tan@example.com';
const SHOPPER_PASSWORD = 'Rosewater-Serum-77';
const BEARER = 'eyJhbGciOiJIUzI1NiJ9.c2hvcHBlcg.c2lnbmF0dXJl';
const REFRESH_COOKIE = 'jwt-refresh-token=r3fr3sh-s3cr3t';

describe('api error reporting', () => {
  let ingest: IngestStandIn;
  let db: Db;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    ingest = await startIngestStandIn();
    await initErrorReporting({ dsn: ingest.dsn, environment: 'test', maxBreadcrumbs: 25 }, 'api');
    ({ db, drop } = await openTestDatabase());
    await prepareDatabase(db);
    app = await buildApp({ db, logLevel: 'silent' });
    // Test only: a bug that puts what the shopper sent into its message.
    app.post('/test/explode', async (request) => {
      const { email } = request.body as { email: string };
      throw new Error(`could not file the review of ${email}`);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
    await closeErrorReporting();
    await ingest?.close();
  });

  beforeEach(() => {
    ingest.events.length = 0;
  });

  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${BEARER}`, cookie: REFRESH_COOKIE, 'x-site-country': 'SG' },
      body: JSON.stringify(body),
    });

  it("reports an unexpected error once, with its stack and none of the shopper's secrets", async () => {
    const res = await post('/test/explode', { email: SHOPPER_EMAIL, password: SHOPPER_PASSWORD });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong on our side.' });
    await flushErrorReports();

    expect(ingest.events).toHaveLength(1);
    const event = ingest.events[0]!;
    const exception = (event.exception as { values: Array<{ type: string; value: string; stacktrace: { frames: Array<{ filename: string }> } }> }).values[0]!;
    expect(exception.type).toBe('Error');
    expect(exception.value).toBe('could not file the review of [email]');
    expect(exception.stacktrace.frames.some((frame) => frame.filename.includes('error-reporting.integration.test.ts'))).toBe(true);
    expect(event.tags).toMatchObject({ where: 'api', service: 'api' });
    expect(event.extra).toMatchObject({ method: 'POST', route: '/test/explode' });

    // Nothing personal or secret anywhere in what left the process.
    const sent = ingest.requests.map((request) => request.body).join('\n');
    for (const secret of [SHOPPER_EMAIL, SHOPPER_PASSWORD, BEARER, 'r3fr3sh-s3cr3t']) expect(sent).not.toContain(secret);
    const request = event.request as { headers: Record<string, string>; data?: unknown; cookies?: unknown };
    expect(request.headers).not.toHaveProperty('authorization');
    expect(request.headers).not.toHaveProperty('cookie');
    expect(request.headers).toMatchObject({ 'x-site-country': 'SG' });
    expect(request.data).toBeUndefined();
    expect(request.cookies).toBeUndefined();
  });

  it('reports nothing for a 400 or a 404 a shopper can cause', async () => {
    const bad = await post(`${API_PREFIX}/auth/token`, { grant_type: 'password', email: 42 });
    expect(bad.status).toBe(400);
    const typo = await fetch(`${base}${API_PREFIX}/products/no-such-lipstick`, { headers: { 'x-site-country': 'SG' } });
    expect(typo.status).toBe(404);
    const wrongPassword = await post(`${API_PREFIX}/auth/token`, { grant_type: 'password', email: SHOPPER_EMAIL, password: SHOPPER_PASSWORD });
    expect(wrongPassword.status).toBe(401);
    await flushErrorReports();
    expect(ingest.events).toEqual([]);
  });

  it('reports a real database failure during sign-in without the credentials', async () => {
    await db.close();
    const res = await post(`${API_PREFIX}/auth/token`, { grant_type: 'password', email: SHOPPER_EMAIL, password: SHOPPER_PASSWORD });
    expect(res.status).toBe(500);
    await flushErrorReports();
    expect(ingest.events).toHaveLength(1);
    expect(ingest.events[0]!.extra).toMatchObject({ route: `${API_PREFIX}/auth/token` });
    const sent = JSON.stringify(ingest.events[0]);
    expect(sent).not.toContain(SHOPPER_EMAIL);
    expect(sent).not.toContain(SHOPPER_PASSWORD);
  });
});
