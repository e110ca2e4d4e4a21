// The guest bag is keyed by a device id (decision 0001, "The guest bag"): the browser
// keeps it in the http-only `device-id` cookie (spec §3: 60 days, SameSite=Lax, Secure);
// a kiosk or app sends it as the x-device-id header instead.
import { randomUUID } from 'node:crypto';
import { stringifySetCookie } from 'cookie';
import { REST_HEADERS } from '@beauty/contracts/locale';

export const DEVICE_ID_COOKIE = 'device-id';
export const DEVICE_ID_HEADER = REST_HEADERS.deviceId;
/** Spec §9: auth cookies live 60 days = 5184000 seconds. */
export const DEVICE_ID_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

// A UUID, or whatever similar opaque token another channel chose; nothing that could
// smuggle a header or a cookie attribute.
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function isDeviceId(value: string | undefined): value is string {
  return value !== undefined && DEVICE_ID.test(value);
}

/** The header wins over the cookie: a channel that sends it means it. Malformed = absent. */
export function readDeviceId(header: string | undefined, cookie: string | undefined): string | undefined {
  if (isDeviceId(header)) return header;
  if (isDeviceId(cookie)) return cookie;
  return undefined;
}

export const mintDeviceId = (): string => randomUUID();

export function deviceIdSetCookie(deviceId: string, { secure }: { secure: boolean }): string {
  return stringifySetCookie(DEVICE_ID_COOKIE, deviceId, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    maxAge: DEVICE_ID_MAX_AGE_SECONDS,
  });
}
