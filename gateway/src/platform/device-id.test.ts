import { describe, expect, it } from 'vitest';
import { deviceIdSetCookie, mintDeviceId, readDeviceId } from './device-id.ts';

describe('device id', () => {
  it('is a 60-day, http-only, SameSite=Lax, secure cookie for the whole site', () => {
    expect(deviceIdSetCookie('3f1c6a1e-1d7e-4b8e-9a55-0e6b1f2d9c11', { secure: true })).toBe(
      'device-id=3f1c6a1e-1d7e-4b8e-9a55-0e6b1f2d9c11; Max-Age=5184000; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
  });

  it('drops Secure only when the environment says so (local http)', () => {
    expect(deviceIdSetCookie('abcdefgh', { secure: false })).not.toMatch(/Secure/);
  });

  it('mints a fresh UUID each time', () => {
    const a = mintDeviceId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(mintDeviceId()).not.toBe(a);
  });

  it('prefers the header of a kiosk over the cookie, and ignores malformed values', () => {
    expect(readDeviceId('kiosk-0001-sg', 'cookie-value-1')).toBe('kiosk-0001-sg');
    expect(readDeviceId(undefined, 'cookie-value-1')).toBe('cookie-value-1');
    expect(readDeviceId('bad\r\nset-cookie: x', 'cookie-value-1')).toBe('cookie-value-1');
    expect(readDeviceId('short', undefined)).toBeUndefined();
  });
});
