import { describe, expect, it } from 'vitest';
import { restHeaders } from './rest-client.ts';

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
