import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RestClient, restHeaders } from './rest-client.ts';

describe('restHeaders', () => {
  it('sends the headers of docs/product.md#headers, the country in lower case', () => {
    expect(restHeaders({ locale: { country: 'TH', language: 'th' } }, false)).toEqual({
      'x-platform': 'web',
      'x-app-version': '1.0.0',
      'accept-language': 'th',
      'x-site-country': 'th',
      accept: 'application/json',
    });
  });

  it('adds the device id and the JSON content type only when there is one', () => {
    expect(restHeaders({ locale: { country: 'SG', language: 'en' }, deviceId: 'abc-12345' }, true)).toMatchObject({
      'x-device-id': 'abc-12345',
      'content-type': 'application/json',
    });
  });
});

describe('a call that cannot be written', () => {
  it('is the shopper’s bad input, not an outage to retry', async () => {
    const logged: string[] = [];
    const log = (message: string) => void logged.push(message);
    // Nothing listens on port 9: the header is refused before any connection is tried.
    const client = new RestClient({
      apiUrl: 'http://127.0.0.1:9',
      logger: { debug: log, info: log, warn: log, error: log } as never,
      hopSecret: 'x'.repeat(32),
    });
    const call = client.request(
      { locale: { country: 'SG', language: 'en' } },
      { path: 'cart/', headers: { 'idempotency-key': 'a\r\nx-evil: 1' }, schema: z.unknown() },
    );
    await expect(call).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(logged).toEqual(['request not sendable']);
  });
});

describe('answers the api tags (decision 0125)', () => {
  const logger = { debug() {}, info() {}, warn() {}, error() {} } as never;
  const schema = z.object({ products: z.array(z.object({ id: z.string(), price: z.number() })) });
  const sg = { locale: { country: 'SG' as const, language: 'en' as const } };

  /** A stand-in api on a real port: tags its one answer, 304s a matching If-None-Match, and logs what it was asked. */
  async function taggingApi() {
    const { createServer } = await import('node:http');
    const state = { price: 100, asked: [] as { path: string; ifNoneMatch: string | undefined; status: number }[] };
    const server = createServer((req, res) => {
      const body = JSON.stringify({ products: [{ id: 'P1', price: state.price }] });
      const tag = `"v${state.price}"`;
      const ifNoneMatch = req.headers['if-none-match'];
      const status = ifNoneMatch === tag ? 304 : 200;
      state.asked.push({ path: req.url!, ifNoneMatch, status });
      res.writeHead(status, { etag: tag, 'content-type': 'application/json' });
      res.end(status === 304 ? undefined : body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as import('node:net').AddressInfo;
    const client = new RestClient({ apiUrl: `http://127.0.0.1:${port}`, logger, hopSecret: 'x'.repeat(32) });
    return { state, client, close: async () => (await client.close(), await new Promise((r) => server.close(r))) };
  }

  it('asks again with the tag, uses the answer it holds on a 304, and the new one as soon as it changes', async () => {
    const api = await taggingApi();
    try {
      const first = await api.client.request(sg, { path: 'products', schema });
      const second = await api.client.request(sg, { path: 'products', schema });
      expect(second).toEqual({ products: [{ id: 'P1', price: 100 }] });
      expect(second).toBe(first);
      expect(Object.isFrozen(second.products[0])).toBe(true); // shared by requests: nobody may change it
      api.state.price = 120;
      expect(await api.client.request(sg, { path: 'products', schema })).toEqual({ products: [{ id: 'P1', price: 120 }] });
      expect(api.state.asked.map((a) => [a.ifNoneMatch, a.status])).toEqual([
        [undefined, 200],
        ['"v100"', 304],
        ['"v100"', 200],
      ]);
    } finally {
      await api.close();
    }
  });

  it('keeps nothing of a shopper’s own calls, another locale’s or another schema’s', async () => {
    const api = await taggingApi();
    try {
      await api.client.request(sg, { path: 'products', schema });
      await api.client.request({ ...sg, accessToken: 'token' }, { path: 'products', schema });
      await api.client.request({ ...sg, deviceId: 'device-12345' }, { path: 'products', schema });
      await api.client.request({ locale: { country: 'TH', language: 'th' } }, { path: 'products', schema });
      await api.client.request(sg, { path: 'products', schema: schema.passthrough() });
      expect(api.state.asked.map((a) => a.ifNoneMatch)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    } finally {
      await api.close();
    }
  });
});
