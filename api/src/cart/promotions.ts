// The face of the bag's promo codes for checkout and orders (docs/architecture.md, "Room orders"):
// evaluating a code at payment, redeeming it once, giving it back when an order fails.
export { evaluatePromotion } from './promotions/evaluate-promotion.ts';
export { promoError } from './promotions/promo-errors.ts';
export { findPromotionById, hasOrderedBefore, lockFirstOrder, redeemPromotion, releasePromotion } from './promotions/promotion-repository.ts';
