import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RestClient, restHeaders } from './rest-client.ts';

describe('restHeaders', () => {
  it('sends the headers of spec §7, the country in lower case', () => {
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
    const client = new RestClient({ apiUrl: 'http://127.0.0.1:9', logger: { debug: log, info: log, warn: log, error: log } as never, hopSecret: 'x'.repeat(32) });
    const call = client.request({ locale: { country: 'SG', language: 'en' } }, { path: 'cart/', headers: { 'idempotency-key': 'a\r\nx-evil: 1' }, schema: z.unknown() });
    await expect(call).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(logged).toEqual(['request not sendable']);
  });
});
