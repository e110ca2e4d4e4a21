// Orders' REST calls (docs/product.md#rest-orders-and-sandbox GET orders/{id}; GET orders/ for "Your orders"). The caller's
// scope decides who asks: with the member's access token (account/session.ts) the api also
// opens the member's own orders; without one, only the signed link does.
import { orderSchema } from '@beauty/contracts/checkout';
import { lastDeliverySchema, orderListSchema } from '@beauty/contracts/order';
import type { RequestScope, RestClient } from '../platform/rest-client.ts';

export const orderApi = (rest: RestClient, scope: RequestScope) => ({
  get: (id: string, token: string | undefined) => rest.request(scope, { path: `orders/${encodeURIComponent(id)}`, query: { token }, schema: orderSchema }),
  list: (limit: number, cursor: string | undefined) => rest.request(scope, { path: 'orders/', query: { limit, cursor }, schema: orderListSchema }),
  lastDelivery: () => rest.request(scope, { path: 'orders/last-delivery/', schema: lastDeliverySchema }),
});
