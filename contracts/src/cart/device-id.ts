// The guest bag's key (decision 0001, "The guest bag"): one device id per browser, kept in
// the http-only `device-id` cookie (docs/product.md#cookies: 60 days), or sent by a kiosk or app as the
// x-device-id header. Minted in one place, here, and used by the web server (before the
// first render) and the gateway (when a request carries none), so both mint the same kind
// of id and agree on which ids they keep: a cookie one of them would replace and the other
// keep would key two different bags.
// No zod and no Node API: crypto.randomUUID is in Node (>= 19) and every browser.

export const DEVICE_ID_COOKIE = 'device-id';
/** docs/product.md#cookie-lifetimes: auth cookies, the device id included, live 60 days = 5184000 seconds. */
export const DEVICE_ID_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

// A UUID, or whatever similar opaque token another channel chose; nothing that could
// smuggle a header or a cookie attribute. (The api accepts a wider set: deviceIdSchema.)
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Whether a cookie or header value is a device id to keep; anything else is replaced. */
export function isDeviceId(value: string | undefined): value is string {
  return value !== undefined && DEVICE_ID.test(value);
}

/** A new device id: a random (v4) UUID. */
export function mintDeviceId(): string {
  return globalThis.crypto.randomUUID();
}
