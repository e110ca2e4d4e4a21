// The rewards boutique's REST calls (docs/product.md#rest-catalogue-and-content: rewards/, cart/beauty-pass-offers/,
// multiple-gwps/). The bag writes answer with the whole bag after the change.
import { cartSchema } from '@beauty/contracts/cart';
import { gwpListSchema, rewardListSchema } from '@beauty/contracts/loyalty-rewards';
import type { RequestScope, RestClient } from '../platform/rest-client.ts';

export const rewardsApi = (rest: RestClient, scope: RequestScope) => ({
  boutique: () => rest.request(scope, { path: 'rewards/', schema: rewardListSchema }),
  gwps: () => rest.request(scope, { path: 'multiple-gwps/', schema: gwpListSchema }),
  addReward: (rewardId: string) =>
    rest.request(scope, { method: 'POST', path: 'cart/beauty-pass-offers/', body: { action: 'add', rewardId }, schema: cartSchema }),
  removeReward: () => rest.request(scope, { method: 'POST', path: 'cart/beauty-pass-offers/', body: { action: 'remove' }, schema: cartSchema }),
  chooseGwp: (choiceId: string) => rest.request(scope, { method: 'POST', path: 'multiple-gwps/', body: { action: 'choose', choiceId }, schema: cartSchema }),
  removeGwp: () => rest.request(scope, { method: 'POST', path: 'multiple-gwps/', body: { action: 'remove' }, schema: cartSchema }),
});
