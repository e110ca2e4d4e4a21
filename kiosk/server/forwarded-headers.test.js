import { describe, expect, it } from 'vitest';
import { gatewayHeaders } from './forwarded-headers.js';

const credential = 'kd_abcdefgh.0123456789abcdef0123456789abcdef';

describe('what the kiosk server sends the gateway', () => {
  it('adds the device credential and client name, the store country, and keeps only the allowed browser headers', () => {
    const headers = gatewayHeaders(
      {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': 'th',
        cookie: 'access_token=someone-elses',
        authorization: 'Bearer stolen',
        'x-kiosk-device': 'kd_forged.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
        'x-site-country': 'th',
        'x-site-language': 'th',
        'apollographql-client-name': 'web',
        'x-kiosk-session': 'token.abc-123',
      },
      { credential, country: 'TH' },
    );
    expect(headers).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': 'th',
      'x-kiosk-session': 'token.abc-123',
      'x-site-country': 'th',
      'x-site-language': 'th',
      'x-kiosk-device': credential,
      'apollographql-client-name': 'kiosk',
    });
  });

  it('sends a language only when the store country has it, and drops a malformed session token', () => {
    const headers = gatewayHeaders({ 'x-site-language': 'th', 'x-kiosk-session': 'bad token\nwith newline' }, { credential, country: 'SG' });
    expect(headers['x-site-country']).toBe('sg');
    expect(headers['x-site-language']).toBeUndefined();
    expect(headers['x-kiosk-session']).toBeUndefined();
  });
});
