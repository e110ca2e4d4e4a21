// The web server's /graphql and /images/ proxies over real HTTP: a real upstream server,
// the real platform routes on express, requests from undici's fetch and node:http.
import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { createPlatformRoutes } from './platform-routes';
import { upstreamProxy } from './upstream-proxy';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An upstream that records what reached it and answers with `answer`. */
async function upstream(answer: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const seen: Seen[] = [];
  const url = await listen(
    createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString();
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      answer(req, res, body);
    }),
  );
  return { url, seen };
}

async function webServer(gatewayUrl: string, apiUrl = gatewayUrl) {
  const app = express();
  app.use(createPlatformRoutes(parseEnv({ GATEWAY_URL: gatewayUrl, API_URL: apiUrl })));
  app.use((_req, res) => res.status(404).send('storefront'));
  return listen(createServer(app));
}

describe('web /graphql proxy', () => {
  it('passes method, path, query, body and cookies up, and status, every Set-Cookie and body back', async () => {
    const gateway = await upstream((_req, res) => {
      res.statusCode = 201;
      res.setHeader('set-cookie', ['session=abc; HttpOnly; Path=/', 'device=d1; Path=/; SameSite=Lax']);
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-upstream', 'gateway');
      res.end('{"data":{"ok":true}}');
    });
    const web = await webServer(gateway.url);

    const answer = await fetch(`${web}/graphql?op=Shelf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'session=old; country=SG', 'apollo-require-preflight': 'true' },
      body: '{"query":"{ ok }"}',
    });

    expect(answer.status).toBe(201);
    expect(answer.headers.getSetCookie()).toEqual(['session=abc; HttpOnly; Path=/', 'device=d1; Path=/; SameSite=Lax']);
    expect(answer.headers.get('x-upstream')).toBe('gateway');
    expect(await answer.text()).toBe('{"data":{"ok":true}}');
    const [seen] = gateway.seen;
    expect(seen).toMatchObject({ method: 'POST', url: '/graphql?op=Shelf', body: '{"query":"{ ok }"}' });
    expect(seen?.headers.cookie).toBe('session=old; country=SG');
    expect(seen?.headers['apollo-require-preflight']).toBe('true');
    // changeOrigin: the upstream sees its own host; the shopper's host and address go along.
    expect(seen?.headers.host).toBe(new URL(gateway.url).host);
    expect(seen?.headers['x-forwarded-host']).toBe(new URL(web).host);
    expect(seen?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen?.headers['x-forwarded-proto']).toBe('http');
  });

  it('appends to an X-Forwarded-For a load balancer set', async () => {
    const gateway = await upstream((_req, res) => res.end('{}'));
    const web = await webServer(gateway.url);
    await fetch(`${web}/graphql`, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.9' }, body: '{}' });
    expect(gateway.seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
  });

  it('does not forward hop-by-hop headers either way', async () => {
    const gateway = await upstream((_req, res) => {
      res.setHeader('keep-alive', 'timeout=5');
      res.setHeader('x-kept', 'yes');
      res.end('{}');
    });
    const web = await webServer(gateway.url);
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(
        `${web}/graphql`,
        { method: 'POST', headers: { connection: 'x-secret', 'x-secret': 'hop', 'proxy-authorization': 'Basic x' } },
        resolve,
      );
      req.on('error', reject);
      req.end('{}');
    });
    answer.resume();
    expect(gateway.seen[0]?.headers['x-secret']).toBeUndefined();
    expect(gateway.seen[0]?.headers['proxy-authorization']).toBeUndefined();
    expect(answer.headers['x-kept']).toBe('yes');
  });

  it('streams a chunked body up and a streamed answer back, compressed bytes unchanged', async () => {
    const zipped = gzipSync(JSON.stringify({ data: { items: Array.from({ length: 500 }, (_, i) => `item ${i}`) } }));
    const gateway = await upstream((_req, res) => {
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('content-type', 'application/json');
      // Two writes: the answer arrives as a stream, not one buffer.
      res.write(zipped.subarray(0, 100));
      setTimeout(() => res.end(zipped.subarray(100)), 20);
    });
    const web = await webServer(gateway.url);

    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(`${web}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' } }, resolve);
      req.on('error', reject);
      req.write('{"query":');
      req.end('"{ items }"}');
    });
    const chunks: Buffer[] = [];
    for await (const chunk of answer) chunks.push(chunk as Buffer);

    expect(gateway.seen[0]?.body).toBe('{"query":"{ items }"}');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(Buffer.concat(chunks).equals(zipped)).toBe(true);
  });

  it('refuses a body over the bound with a GraphQL 413, and the gateway never sees it', async () => {
    const gateway = await upstream((_req, res) => res.end('{}'));
    const web = await webServer(gateway.url);
    const big = JSON.stringify({ query: 'x'.repeat(1024 * 1024 + 10) });

    const answer = await fetch(`${web}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });

    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ errors: [{ message: 'Request body is too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    expect(gateway.seen).toHaveLength(0);
  });

  it('refuses a chunked body that grows over the bound while streaming', async () => {
    const gateway = await upstream((_req, res) => res.end('{}'));
    const app = express();
    app.use('/graphql', upstreamProxy({ target: gateway.url, maxBodyBytes: 1000 }));
    const web = await listen(createServer(app));

    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${web}/graphql`, { method: 'POST' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      for (let i = 0; i < 5; i += 1) req.write('y'.repeat(400));
      req.end();
    });
    expect(status).toBe(413);
  });

  it('answers 502 in the GraphQL shape when the gateway is down', async () => {
    // A port that was just free: nothing listens there any more.
    const down = await listen(createServer());
    const server = servers.pop();
    await new Promise((resolve) => server?.close(resolve));
    const web = await webServer(down);

    const answer = await fetch(`${web}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ errors: [{ message: 'The upstream service is unavailable', extensions: { code: 'BAD_GATEWAY' } }] });
  });

  it('answers 504 when the gateway sends nothing in time, and stops waiting for it', async () => {
    let closedUpstream = false;
    const gateway = await upstream((req) => req.socket.on('close', () => (closedUpstream = true)));
    const app = express();
    app.use('/graphql', upstreamProxy({ target: gateway.url, maxBodyBytes: 1000, timeoutMs: 150 }));
    const web = await listen(createServer(app));

    const started = Date.now();
    const answer = await fetch(`${web}/graphql`, { method: 'POST', body: '{}' });

    expect(answer.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(2000);
    await expect.poll(() => closedUpstream).toBe(true);
  });

  it('closes the upstream request when the shopper goes away', async () => {
    let closedUpstream = false;
    const gateway = await upstream((req) => req.socket.on('close', () => (closedUpstream = true)));
    const web = await webServer(gateway.url);

    const controller = new AbortController();
    const pending = fetch(`${web}/graphql`, { method: 'POST', body: '{}', signal: controller.signal });
    await expect.poll(() => gateway.seen.length).toBe(1);
    controller.abort();
    await expect(pending).rejects.toThrow();
    await expect.poll(() => closedUpstream).toBe(true);
  });
});

describe('web /images/ proxy', () => {
  it('serves the api image with its caching headers, and leaves other paths to the storefront', async () => {
    const api = await upstream((_req, res) => {
      res.setHeader('content-type', 'image/svg+xml');
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.end('<svg/>');
    });
    const gateway = await upstream((_req, res) => res.end('{}'));
    const web = await webServer(gateway.url, api.url);

    const image = await fetch(`${web}/images/products/p1.svg?w=400`);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await image.text()).toBe('<svg/>');
    expect(api.seen[0]?.url).toBe('/images/products/p1.svg?w=400');

    const page = await fetch(`${web}/imagesque`);
    expect(await page.text()).toBe('storefront');
    expect(api.seen).toHaveLength(1);
  });
});
