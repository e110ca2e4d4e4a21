// The guest bag is keyed by a device id (decision 0001, "The guest bag"): the browser
// keeps it in the http-only `device-id` cookie (docs/product.md#cookies: 60 days, SameSite=Lax, Secure);
// a kiosk or app sends it as the x-device-id header instead.
import { stringifySetCookie } from 'cookie';
import { DEVICE_ID_COOKIE, DEVICE_ID_MAX_AGE_SECONDS, isDeviceId } from '@beauty/contracts/cart/device-id';
import { REST_HEADERS } from '@beauty/contracts/locale';

// What a device id looks like and how one is minted is shared with the web server.
export { DEVICE_ID_COOKIE, DEVICE_ID_MAX_AGE_SECONDS, isDeviceId, mintDeviceId } from '@beauty/contracts/cart/device-id';
export const DEVICE_ID_HEADER = REST_HEADERS.deviceId;

/** The header wins over the cookie: a channel that sends it means it. Malformed = absent. */
export function readDeviceId(header: string | undefined, cookie: string | undefined): string | undefined {
  if (isDeviceId(header)) return header;
  if (isDeviceId(cookie)) return cookie;
  return undefined;
}

export function deviceIdSetCookie(deviceId: string, { secure }: { secure: boolean }): string {
  return stringifySetCookie(DEVICE_ID_COOKIE, deviceId, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    maxAge: DEVICE_ID_MAX_AGE_SECONDS,
  });
}
