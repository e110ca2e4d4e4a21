import { describe, expect, it } from 'vitest';
import { isDeviceId, mintDeviceId } from './device-id.ts';

describe('device id', () => {
  it('mints a fresh v4 UUID each time, one the web and the gateway both keep', () => {
    const ids = new Set(Array.from({ length: 50 }, mintDeviceId));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(isDeviceId(id)).toBe(true);
    }
  });

  it("keeps another channel's opaque token, refuses what could smuggle a header or cookie attribute", () => {
    expect(isDeviceId('kiosk-0001-sg')).toBe(true);
    for (const bad of [undefined, '', 'short', 'a'.repeat(65), 'bad\r\nset-cookie: x', 'abcdefgh; Path=/', 'abc def ghi']) {
      expect(isDeviceId(bad)).toBe(false);
    }
  });
});
