// The bag's REST calls (docs/product.md#rest-bag: cart/, cart/line-items/, cart/samples, cart/offers,
// cart/discount-coupon/). Each needs the device id, which the caller's scope carries;
// every write answers with the whole bag after the change. A shopper without a device id
// still asks the api for the empty bag: its cost summary (the free-shipping threshold,
// the tax) is the api's to compute, never the gateway's.
import { cartSchema, couponResultSchema, giftCardPurchaseSchema, offerListSchema, sampleListSchema } from '@beauty/contracts/cart';
import type { RequestScope, RestClient } from '../platform/rest-client.ts';

const line = (id: string) => `cart/line-items/${encodeURIComponent(id)}`;

export const cartApi = (rest: RestClient, scope: RequestScope) => ({
  get: () => rest.request(scope, { path: 'cart/', schema: cartSchema }),
  addLine: (body: { variantId: string; quantity: number }) => rest.request(scope, { method: 'POST', path: 'cart/line-items/', body, schema: cartSchema }),
  updateLine: (id: string, body: { quantity: number }) => rest.request(scope, { method: 'PATCH', path: line(id), body, schema: cartSchema }),
  removeLine: (id: string) => rest.request(scope, { method: 'DELETE', path: line(id), schema: cartSchema }),
  /** The bag and, when the code replaced another (one promo per order), which and why. */
  applyCoupon: (code: string) =>
    rest.request(scope, { method: 'POST', path: 'cart/discount-coupon/', body: { action: 'apply', code }, schema: couponResultSchema }),
  removeCoupon: () => rest.request(scope, { method: 'POST', path: 'cart/discount-coupon/', body: { action: 'remove' }, schema: cartSchema }),
  samples: () => rest.request(scope, { path: 'cart/samples', schema: sampleListSchema }),
  addSample: (sampleId: string) => rest.request(scope, { method: 'POST', path: 'cart/samples', body: { sampleId }, schema: cartSchema }),
  removeSample: (sampleId: string) => rest.request(scope, { method: 'DELETE', path: `cart/samples/${encodeURIComponent(sampleId)}`, schema: cartSchema }),
  offers: () => rest.request(scope, { path: 'cart/offers', schema: offerListSchema }),
  redeemGiftCard: (code: string) => rest.request(scope, { method: 'POST', path: 'cart/gift-card/', body: { action: 'apply', code }, schema: cartSchema }),
  removeGiftCard: () => rest.request(scope, { method: 'POST', path: 'cart/gift-card/', body: { action: 'remove' }, schema: cartSchema }),
  buyGiftCard: (body: { amount: number; recipientName: string; recipientEmail: string; senderName: string; message: string; cardNumber: string }) =>
    rest.request(scope, { method: 'POST', path: 'cart/gift-cards/', body, schema: giftCardPurchaseSchema }),
});
