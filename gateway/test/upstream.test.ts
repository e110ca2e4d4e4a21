// What the gateway does when the api misbehaves: a response that breaks the contract is
// an internal error (logged, never passed on); an api that does not answer is
// SERVICE_UNAVAILABLE and makes the gateway unready. The api is real; a proxy in front
// of it tampers with one route's answer.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApi } from '@beauty/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayFor, startApi } from './support/stack.ts';

let api: TestApi;
let proxy: Server;
let proxyUrl: string;
/** What reached the api through the proxy: method, path and headers. */
const seen: { method: string; path: string; headers: Record<string, string | string[] | undefined> }[] = [];
beforeAll(async () => {
  api = await startApi();
  const target = new URL(api.url);
  // Forwards everything; GET brands/ comes back with a productCount the contract forbids.
  proxy = createServer((req, res) => {
    seen.push({ method: req.method!, path: req.url!, headers: req.headers });
    const upstream = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (up) => {
      if (!req.url?.startsWith('/api/web/v1/brands/')) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      up.on('data', (c: Buffer) => chunks.push(c));
      up.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        body.brands[0].productCount = 'many';
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await api?.close();
});

describe('the calls the api receives', () => {
  it('carry the headers of docs/product.md#headers, and the device id only for the bag', async () => {
    const gateway = await startGatewayFor(proxyUrl);
    try {
      seen.length = 0;
      const headers = { 'x-site-country': 'TH', 'x-site-language': 'en', 'x-device-id': 'kiosk-bangkok-0007' };
      await gateway.graphql('{ products(first: 1) { nodes { name } } cart { itemsCount } }', { headers });
      const listing = seen.find((r) => r.path.startsWith('/api/web/v1/products'))!;
      const bag = seen.find((r) => r.path.startsWith('/api/web/v1/cart/'))!;
      const spec = { 'x-platform': 'web', 'x-app-version': '1.0.0', 'accept-language': 'en', 'x-site-country': 'th' };
      expect(listing.headers).toMatchObject(spec);
      expect(listing.headers['x-device-id']).toBeUndefined();
      expect(bag.headers).toMatchObject({ ...spec, 'x-device-id': 'kiosk-bangkok-0007' });
      // Nothing the shopper sent is forwarded beyond what the gateway decided.
      expect(Object.keys(listing.headers)).not.toContain('x-site-language');
    } finally {
      await gateway.close();
    }
  });
});

describe('a malformed upstream response', () => {
  it('is not passed on: the client gets a masked internal error, the log gets the details', async () => {
    const gateway = await startGatewayFor(proxyUrl, { production: true });
    try {
      const { status, body } = await gateway.graphql('{ brands { name productCount } }');
      expect(status).toBe(200);
      expect(body).toEqual({
        data: null,
        errors: [
          {
            message: 'Internal server error',
            path: ['brands'],
            locations: [{ line: 1, column: 3 }],
            extensions: { code: 'INTERNAL_SERVER_ERROR', errorId: expect.any(String), requestId: expect.stringMatching(/^[0-9A-F]{16}$/) },
          },
        ],
      });
      expect(gateway.logged).toContainEqual(
        expect.objectContaining({
          level: 'error',
          message: 'api response breaks the contract',
          fields: expect.objectContaining({ path: '/api/web/v1/brands/' }),
        }),
      );

      // The rest of the api still serves through the same proxy.
      const { body: fine } = await gateway.graphql('{ products(first: 1) { nodes { name } } }');
      expect(fine.data!.products.nodes).toHaveLength(1);
    } finally {
      await gateway.close();
    }
  });
});

describe('an api that does not answer', () => {
  it('is SERVICE_UNAVAILABLE to the client and makes the gateway unready', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));

    const gateway = await startGatewayFor(deadUrl, { production: true });
    try {
      const { body } = await gateway.graphql('{ brands { name } }');
      expect(body.errors?.[0]?.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', requestId: expect.stringMatching(/^[0-9A-F]{16}$/) });
      const ready = await fetch(`${gateway.gatewayUrl}/readyz`);
      expect(ready.status).toBe(503);
      expect((await fetch(`${gateway.gatewayUrl}/healthz`)).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});
