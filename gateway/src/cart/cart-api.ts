// The bag's REST calls (spec §7: cart/, cart/line-items/). Each needs the device id, which
// the caller's scope carries; every answer is the whole bag after the change.
import { cartSchema, type Cart } from '@beauty/api/contract/cart';
import type { Locale } from '../locale/resolve-locale.ts';
import type { RequestScope, RestClient } from '../platform/rest-client.ts';

const line = (id: string) => `cart/line-items/${encodeURIComponent(id)}`;

export const cartApi = (rest: RestClient, scope: RequestScope) => ({
  get: () => rest.request(scope, { path: 'cart/', schema: cartSchema }),
  addLine: (body: { variantId: string; quantity: number }) =>
    rest.request(scope, { method: 'POST', path: 'cart/line-items/', body, schema: cartSchema }),
  updateLine: (id: string, body: { quantity: number }) =>
    rest.request(scope, { method: 'PATCH', path: line(id), body, schema: cartSchema }),
  removeLine: (id: string) => rest.request(scope, { method: 'DELETE', path: line(id), schema: cartSchema }),
});

/** A shopper without a device id has no bag yet: no REST call needed to know it is empty. */
export function emptyCart(locale: Locale): Cart {
  return {
    id: null,
    country: locale.country,
    currency: locale.currency,
    lines: [],
    itemsCount: 0,
    subtotal: { amount: 0, currency: locale.currency },
  };
}
