// The face of the rewards boutique and gifts for the bag, checkout and orders (docs/architecture.md,
// "Room orders"): holding a reward in a bag, the points it may spend, and an order's gifts.
export { moveBagReward, releaseOthersRewards } from './rewards/bag-reward-moves.ts';
export { cartIdOf, fullyRedeemed, holdReward, listRewards, offerNotFound, releaseBagReward } from './rewards/reward-repository.ts';
export { availablePoints } from './rewards/reward-points.ts';
export { releaseOrderRewards, spendOrderRewards, takeBagGifts } from './rewards/order-gifts.ts';
