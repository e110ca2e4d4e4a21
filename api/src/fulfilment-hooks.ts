// Who is told when an order moves (order/fulfilment.ts), in this order, inside the move's
// transaction. Loyalty earns and reverses purchase points; the rewards boutique gives back
// reserved reward points and gift stock on a cancel (add its hook here: one line); review
// points are paid at delivery and taken back on a cancel or return (decision 0132).
import { loyaltyPurchaseHook } from './loyalty/purchase-points.ts';
import type { FulfilmentHook } from './order/fulfilment.ts';
import { rewardsFulfilmentHook } from './loyalty/rewards/order-gifts.ts';
import { reviewPointsHook } from './reviews/review-points.ts';

export const FULFILMENT_HOOKS: readonly FulfilmentHook[] = [loyaltyPurchaseHook, rewardsFulfilmentHook, reviewPointsHook];
