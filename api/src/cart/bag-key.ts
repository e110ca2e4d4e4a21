// The bag a request is about: its device id (x-device-id) and the site country.
import { REST_HEADERS } from '@beauty/contracts/locale';
import type { RequestLocale } from '../locale/request-locale.ts';
import { badRequest } from '../platform/http-errors.ts';
import type { BagKey } from './cart-repository.ts';

type BagHeaders = { [REST_HEADERS.deviceId]?: string };

export function bagKey(headers: BagHeaders, locale: RequestLocale): BagKey | undefined {
  const deviceId = headers[REST_HEADERS.deviceId];
  return deviceId ? { deviceId, country: locale.country } : undefined;
}

export function requireBagKey(headers: BagHeaders, locale: RequestLocale): BagKey {
  const key = bagKey(headers, locale);
  if (!key) {
    throw badRequest('DEVICE_ID_REQUIRED', `The ${REST_HEADERS.deviceId} header is required to change a bag.`, { header: REST_HEADERS.deviceId });
  }
  return key;
}
