// The web server's /graphql proxy names the shopper's address to the gateway with the
// shared hop secret (decision 0052), replacing whatever the browser sent under those names.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { createPlatformRoutes } from './platform-routes';

const SECRET = 'web-proxy-test-hop-secret-0123456789ab';

describe('the /graphql proxy vouches for the buyer IP', () => {
  const seen: IncomingHttpHeaders[] = [];
  const gateway = createServer((req, res) => {
    seen.push(req.headers);
    res.setHeader('content-type', 'application/json');
    res.end('{"data":{}}');
  });
  const web = express();
  let webServer: ReturnType<typeof web.listen>;
  let webUrl: string;

  beforeAll(async () => {
    gateway.listen(0, '127.0.0.1');
    await once(gateway, 'listening');
    const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    web.use(createPlatformRoutes(parseEnv({ GATEWAY_URL: gatewayUrl, INTERNAL_HOP_SECRET: SECRET })));
    webServer = web.listen(0, '127.0.0.1');
    await once(webServer, 'listening');
    webUrl = `http://127.0.0.1:${(webServer.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    webServer?.close();
    gateway.close();
  });

  it("sends the socket address and the secret, never the browser's claims", async () => {
    const response = await fetch(`${webUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-buyer-ip': '203.0.113.9', 'x-internal-hop': 'a-guess', 'x-forwarded-for': '203.0.113.10' },
      body: '{"query":"{ __typename }"}',
    });
    expect(response.status).toBe(200);
    const headers = seen.at(-1)!;
    expect(headers['x-buyer-ip']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(headers['x-internal-hop']).toBe(SECRET);
  });
});
