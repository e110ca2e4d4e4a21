// Checkout's REST calls: POST checkout/ (with the Idempotency-Key header), the stores.
import { placedOrderSchema, storeListSchema, type CheckoutBody } from '@beauty/contracts/checkout';
import type { RequestScope, RestClient } from '../platform/rest-client.ts';

export const checkoutApi = (rest: RestClient, scope: RequestScope) => ({
  placeOrder: (idempotencyKey: string, body: CheckoutBody) =>
    rest.request(scope, { method: 'POST', path: 'checkout/', body, headers: { 'idempotency-key': idempotencyKey }, schema: placedOrderSchema }),
  stores: () => rest.request(scope, { path: 'checkout/stores', schema: storeListSchema }),
});
