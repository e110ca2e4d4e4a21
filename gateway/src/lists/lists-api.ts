// The lists' REST calls (docs/product.md#rest-lists wishlist/, waitlist/, notification-subscription/).
import {
  alertStateSchema,
  subscriptionListSchema,
  waitlistSchema,
  wishListSchema,
  type SubscriptionChange,
  type WishListUpdate,
} from '@beauty/contracts/lists';
import type { RequestScope, RestClient } from '../platform/rest-client.ts';

export const listsApi = (rest: RestClient, scope: RequestScope) => ({
  wishList: () => rest.request(scope, { path: 'wishlist/', schema: wishListSchema }),
  updateWishList: (body: WishListUpdate) => rest.request(scope, { method: 'PUT', path: 'wishlist/', body, schema: wishListSchema }),
  waitlist: () => rest.request(scope, { path: 'waitlist/', schema: waitlistSchema }),
  setWaitlist: (body: { variantId: string; on: boolean; email?: string | undefined } | { confirmToken: string }) =>
    rest.request(scope, { method: 'PUT', path: 'waitlist/', body, schema: alertStateSchema }),
  reminders: () => rest.request(scope, { path: 'notification-subscription/', schema: subscriptionListSchema }),
  subscribe: (body: { productId: string; email?: string | undefined }) =>
    rest.request(scope, { method: 'POST', path: 'notification-subscription/subscribe', body, schema: alertStateSchema }),
  changeSubscription: (body: SubscriptionChange) => rest.request(scope, { method: 'POST', path: 'notification-subscription/', body, schema: alertStateSchema }),
});
