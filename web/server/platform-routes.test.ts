// The web server's own routes in front of the storefront: a path longer than any page's
// is refused at once, and never reaches the gateway.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { createPlatformRoutes, MAX_PATH_LENGTH } from './platform-routes';

let gatewayCalls = 0;
let gateway: Server;
let web: Server;
let webUrl: string;

beforeAll(async () => {
  gateway = createServer((_req, res) => {
    gatewayCalls += 1;
    res.end('{}');
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const app = express();
  app.use(createPlatformRoutes(parseEnv({ GATEWAY_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}` })));
  app.use((_req, res) => void res.status(404).send('page'));
  web = createServer(app);
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => web?.close(resolve));
  await new Promise((resolve) => gateway?.close(resolve));
});

describe('very long paths', () => {
  it('are 414 before any page or proxy; a path of the limit still reaches the pages', async () => {
    for (const path of [`/products/${'a'.repeat(MAX_PATH_LENGTH)}`, `/graphql/${'a'.repeat(5_000)}`, `/pages/categories/${'a/'.repeat(2_000)}`]) {
      const response = await fetch(`${webUrl}${path}`);
      expect(response.status, path.slice(0, 30)).toBe(414);
    }
    expect(gatewayCalls).toBe(0);
    expect((await fetch(`${webUrl}/products/${'a'.repeat(MAX_PATH_LENGTH - '/products/'.length)}`)).status).toBe(404);
  });
});
