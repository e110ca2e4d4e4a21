// One promo per order (docs/product.md#limits-per-order, decision 0116): a bag holds one code, so applying a second
// is a choice between two, made on what each takes off this bag now. Each is priced by the
// summary's own code (readCart → pricePerks), never by a second formula, so the amounts
// the shopper is told are the ones the summary would show.
import type { Cart, PromoChoice } from '@beauty/contracts/cart';

export interface PricedCode {
  code: string;
  /** Minor units off this bag; 0 for a code that does not apply (any more). */
  discount: number;
}

/**
 * What the bag's promo code takes off in its summary: 0 when it does not apply. A code a
 * better voucher keeps for later (decision 0147) still counts for what it would take off,
 * so two codes are compared on their own worth, not both as 0 beside the voucher.
 */
export function promoSaving(cart: Cart): number {
  if (cart.discountChoice) return cart.discountChoice.codeDiscount.amount;
  if (!cart.promotion?.applied) return 0;
  return cart.summary.discountLines.filter((l) => l.kind === 'promo_code').reduce((n, l) => n + l.amount.amount, 0);
}

/**
 * The tried code replaces the bag's only when it saves strictly more. On a tie the code
 * already there stays: swapping gains the shopper nothing and would silently change a
 * code they chose on purpose.
 */
export function choosePromo(current: PricedCode, tried: PricedCode, currency: string): { replaces: boolean; choice: PromoChoice } {
  const replaces = tried.discount > current.discount;
  const [kept, dropped] = replaces ? [tried, current] : [current, tried];
  return {
    replaces,
    choice: {
      kept: kept.code,
      keptDiscount: { amount: kept.discount, currency },
      dropped: dropped.code,
      droppedDiscount: { amount: dropped.discount, currency },
    },
  };
}
