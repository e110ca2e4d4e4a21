import { describe, expect, it } from 'vitest';
import { BootRefused, checkDevice } from './device-check.js';

/**
 * @param {unknown} data
 * @param {number} [status]
 * @param {{ message: string; extensions?: { code?: string } }[]} [errors]
 */
const answer =
  (data, status = 200, errors) =>
  async () => ({ status, body: errors ? { errors } : { data } });
const input = { gatewayUrl: 'http://gw', credential: 'kd_x.y', storeId: 'ST-SG-1', hash: 'a'.repeat(64) };

describe('the boot check', () => {
  it("starts for the store the credential belongs to, on that store's country site", async () => {
    const device = await checkDevice({
      ...input,
      ask: answer({ kioskDevice: { id: 'K1', label: 'Level 1', country: 'SG', store: { id: 'ST-SG-1', name: 'ION Orchard' } } }),
    });
    expect(device).toEqual({ deviceId: 'K1', label: 'Level 1', country: 'SG', storeName: 'ION Orchard' });
  });

  it("refuses another store's credential, an unknown credential, and a gateway without the kiosk's documents", async () => {
    await expect(
      checkDevice({ ...input, ask: answer({ kioskDevice: { id: 'K1', label: 'x', country: 'SG', store: { id: 'ST-SG-2', name: 'Ngee Ann City' } } }) }),
    ).rejects.toThrow(/belongs to store ST-SG-2, not to KIOSK_STORE=ST-SG-1/);
    await expect(checkDevice({ ...input, ask: answer(null, 401, [{ message: 'no', extensions: { code: 'KIOSK_DEVICE_UNKNOWN' } }]) })).rejects.toBeInstanceOf(
      BootRefused,
    );
    await expect(checkDevice({ ...input, ask: answer(null, 200, [{ message: 'no', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }]) })).rejects.toThrow(
      /trusted documents/,
    );
  });
});
