// The bag a request is about: its device id (x-device-id) and the site country, and who it
// is priced for (bag-shopper.ts).
import { REST_HEADERS } from '@beauty/contracts/locale';
import type { RequestLocale } from '../locale/request-locale.ts';
import { badRequest } from '../platform/http-errors.ts';
import type { BagShopper } from './bag-shopper.ts';
import type { BagKey } from './cart-repository.ts';

type BagHeaders = { [REST_HEADERS.deviceId]?: string };

export function bagKey(headers: BagHeaders, locale: RequestLocale, shopper?: BagShopper): BagKey | undefined {
  const deviceId = headers[REST_HEADERS.deviceId];
  return deviceId
    ? {
        deviceId,
        country: locale.country,
        language: locale.language,
        ...(shopper?.userId ? { userId: shopper.userId } : {}),
        ...(shopper ? { at: shopper.at } : {}),
      }
    : undefined;
}

export function requireBagKey(headers: BagHeaders, locale: RequestLocale, shopper?: BagShopper): BagKey {
  const key = bagKey(headers, locale, shopper);
  if (!key) {
    throw badRequest('DEVICE_ID_REQUIRED', `The ${REST_HEADERS.deviceId} header is required to change a bag.`, { header: REST_HEADERS.deviceId });
  }
  return key;
}
