// The hint of docs/product.md#promo-hints for each reason a promo code is refused, and what the shopper is told
// when a second code meets the bag's (one promo per order, decision 0116): which code
// stays and why, the amounts formatted for the page's locale; and when a code meets the
// member's Beauty Pass voucher (decision 0147), which of the two the bag applied and why.
import type { TFunction } from 'i18next';
import { formatMoney, type MoneyValue } from '../locale/money';

const HINTS = [
  'PROMO_NOT_FOUND',
  'PROMO_EXPIRED',
  'PROMO_MIN_ORDER',
  'PROMO_FIRST_TIME_ONLY',
  'PROMO_NOT_APPLICABLE',
  'PROMO_NOT_COMBINABLE',
  'PROMO_USED_UP',
] as const;

export function promoHint(t: TFunction, code: string): string | undefined {
  const known = HINTS.find((h) => h === code);
  return known && t(`bag.promoHint.${known}`);
}

/** The bag's reason (lower-case enum of AppliedPromotion.reason) as its error code. */
export const reasonCode = (reason: string) => `PROMO_${reason}`;

/** ApplyPromoCodePayload.promoChoice: the code kept on the bag and the other, with what each saves. */
export interface PromoChoice {
  kept: string;
  keptDiscount: MoneyValue;
  dropped: string;
  droppedDiscount: MoneyValue;
}

/**
 * The notice beside the field. replaced: the new code saved more and took the old one's
 * place; otherwise the bag kept its code (it saves more, or the same), and the hint says
 * how to use the other anyway: remove the kept one first, a choice the shopper makes.
 */
export function promoChoiceMessage(t: TFunction, choice: PromoChoice, tag: string, replaced: boolean): { text: string; hint?: string } {
  const values = {
    kept: choice.kept,
    dropped: choice.dropped,
    keptAmount: formatMoney(choice.keptDiscount, tag),
    droppedAmount: formatMoney(choice.droppedDiscount, tag),
  };
  if (replaced) {
    return { text: choice.droppedDiscount.amount === 0 ? t('bag.promoChoice.replacedUnapplied', values) : t('bag.promoChoice.replaced', values) };
  }
  const tie = choice.keptDiscount.amount === choice.droppedDiscount.amount;
  return { text: tie ? t('bag.promoChoice.keptTie', values) : t('bag.promoChoice.kept', values), hint: t('bag.promoChoice.switchHint', values) };
}

/** The vouchers a code is weighed against (PerkKind's price-lowering ones). */
type VoucherKind = 'WELCOME_VOUCHER' | 'BIRTHDAY_VOUCHER' | 'TEN_PERCENT_OFF';

/** Cart.discountChoice: the bag's code against the member's best voucher, both priced by the api. */
export interface DiscountChoice {
  applied: 'PROMO_CODE' | 'VOUCHER';
  code: string;
  codeDiscount: MoneyValue;
  voucher: string;
  voucherDiscount: MoneyValue;
}

/** Which of the code and the voucher the bag applied, why (the lower total), and that the other waits. */
export function discountChoiceMessage(t: TFunction, choice: DiscountChoice, tag: string): string {
  const values = {
    code: choice.code,
    codeAmount: formatMoney(choice.codeDiscount, tag),
    voucher: t(`bag.codeOrVoucher.voucherName.${choice.voucher as VoucherKind}`),
    voucherAmount: formatMoney(choice.voucherDiscount, tag),
  };
  if (choice.applied === 'VOUCHER') return t('bag.codeOrVoucher.voucherApplied', values);
  return choice.codeDiscount.amount === choice.voucherDiscount.amount ? t('bag.codeOrVoucher.tie', values) : t('bag.codeOrVoucher.codeApplied', values);
}
