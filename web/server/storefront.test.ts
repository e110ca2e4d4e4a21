import { DEVICE_ID_COOKIE, isDeviceId } from '@beauty/contracts/cart/device-id';
import { describe, expect, it } from 'vitest';
import { newDeviceId } from './storefront';

describe('the device id the web server gives a page', () => {
  it('is minted when the browser has none: a 60-day http-only cookie the gateway keeps', () => {
    const device = newDeviceId(undefined, true);
    expect(device).toBeDefined();
    expect(device!.setCookie).toMatch(new RegExp(`^${DEVICE_ID_COOKIE}=${device!.id}; Max-Age=5184000; Path=/; Expires=.+; HttpOnly; Secure; SameSite=Lax$`));
    expect(isDeviceId(device!.id)).toBe(true); // the gateway's test for a cookie it keeps
    expect(newDeviceId(undefined, true)!.id).not.toBe(device!.id);
  });

  it("keeps the browser's id when the gateway would keep it", () => {
    expect(newDeviceId('3f1c6a1e-1d7e-4b8e-9a55-0e6b1f2d9c11', true)).toBeUndefined();
    expect(newDeviceId('kiosk-0001-sg', false)).toBeUndefined();
  });

  it('replaces one the gateway would ignore (else each of the render requests would get its own bag)', () => {
    for (const bad of ['', 'short', 'abc def ghi', 'x'.repeat(65)]) {
      expect(isDeviceId(bad)).toBe(false);
      const device = newDeviceId(bad, false);
      expect(isDeviceId(device?.id)).toBe(true);
      expect(device!.setCookie).not.toMatch(/Secure/);
    }
  });
});
