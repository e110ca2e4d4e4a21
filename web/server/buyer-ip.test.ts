// The web server's /graphql proxy names the shopper's address to the gateway with the
// shared hop secret (decision 0052), replacing whatever the browser sent under those names.
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlatformRoutesStand, startPlatformRoutes } from './platform-routes.test-support';

const SECRET = 'web-proxy-test-hop-secret-0123456789ab';

describe('the /graphql proxy vouches for the buyer IP', () => {
  const seen: IncomingHttpHeaders[] = [];
  let stand: PlatformRoutesStand;
  let webUrl: string;

  beforeAll(async () => {
    stand = await startPlatformRoutes(
      (req, res) => {
        seen.push(req.headers);
        res.setHeader('content-type', 'application/json');
        res.end('{"data":{}}');
      },
      { INTERNAL_HOP_SECRET: SECRET },
    );
    webUrl = stand.webUrl;
  });
  afterAll(() => stand?.close());

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
