import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie, withCookies } from './cookies.server';

describe('parseCookies', () => {
  it('reads names and decoded values, the first of a repeated name winning', () => {
    expect(parseCookies('device-id=abc; locale=th; lng_th=en; locale=sg; x=%E0%B8%81')).toEqual({
      'device-id': 'abc',
      locale: 'th',
      lng_th: 'en',
      x: 'ก',
    });
  });

  it('is empty without a header and skips malformed parts', () => {
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies('novalue; =x; a=1')).toEqual({ a: '1' });
  });
});

describe('serializeCookie', () => {
  it('writes an http-only, secure, lax cookie for the whole site', () => {
    const text = serializeCookie('device-id', 'abc', { maxAgeSeconds: 5_184_000, httpOnly: true, secure: true });
    expect(text).toMatch(/^device-id=abc; Max-Age=5184000; Path=\/; Expires=[^;]+ GMT; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('refuses a name or path a Set-Cookie header cannot carry, and encodes the value', () => {
    expect(() => serializeCookie('a;b', 'x', { maxAgeSeconds: 1 })).toThrow();
    expect(() => serializeCookie('a', 'x', { maxAgeSeconds: 1, path: '/;Domain=evil.example' })).toThrow();
    expect(serializeCookie('a', 'x; Domain=evil.example', { maxAgeSeconds: 1 })).toMatch(/^a=x%3B%20Domain%3Devil.example; /);
  });

  it('leaves Secure and HttpOnly out when not asked for', () => {
    const text = serializeCookie('locale', 'th', { maxAgeSeconds: 31_536_000 });
    expect(text).not.toMatch(/HttpOnly|Secure/);
  });
});

describe('withCookies', () => {
  it('replaces and adds values in a Cookie header', () => {
    expect(withCookies('a=1; locale=sg', { locale: 'th', 'device-id': 'x' })).toBe('a=1; locale=th; device-id=x');
    expect(withCookies(undefined, { 'device-id': 'x' })).toBe('device-id=x');
    // The gateway's own cookies pass through as the browser sent them.
    expect(withCookies('session=ab%2Bc==; locale=sg', { locale: 'th' })).toBe('session=ab%2Bc==; locale=th');
  });
});
