// The cost summary (docs/product.md#cost-summary) of a bag or an order, computed only here: web shows it as
// the api says. Prices are tax-inclusive, so the tax is the share of what is paid that
// is tax (amount × p / (100 + p)), rounded to the minor unit; shipping is taxed like goods.
// A gift card is a way to pay, not a discount: it lowers the total, not the tax.
import type { Country } from '@beauty/contracts/locale';
import { COUNTRY_RULES } from '../locale/country-rules.ts';
import type { CostSummary, DeliveryOption } from '@beauty/contracts/cart';
import type { DiscountLine } from '@beauty/contracts/loyalty-rewards';
import { pointsEarned } from '../loyalty/earn.ts';
import { GUEST_EARN, type EarnContext } from '../loyalty/earn-context.ts';

export interface SummaryInput {
  country: Country;
  currency: string;
  subtotal: number;
  discount: number;
  /** The discount by cause (perk-rules.ts); when given, the discount is their sum. */
  discountLines?: DiscountLine[];
  /** Gold's free shipping: standard delivery costs nothing whatever the bag. */
  freeShipping?: boolean;
  delivery: DeliveryOption;
  /** What is left on an applied gift card (0 when none). */
  giftCardBalance: number;
  /** The member's tier and birthday month for points earned (loyalty/earn-context.ts); a guest's rate when omitted. */
  earn?: EarnContext | undefined;
}

/** subtotal: the goods before any discount, which the free-shipping threshold is measured on. */
export function shippingCost(country: Country, delivery: DeliveryOption, subtotal: number, freeShipping = false): number {
  const rules = COUNTRY_RULES[country];
  if (delivery === 'click_and_collect') return 0;
  if (delivery === 'standard' && freeShipping) return 0;
  if (delivery === 'express') return rules.expressShipping;
  return subtotal >= rules.freeShippingFrom ? 0 : rules.standardShipping;
}

export function includedTax(amount: number, percent: number): number {
  return Math.round((amount * percent) / (100 + percent));
}

export function computeSummary(input: SummaryInput): CostSummary {
  const rules = COUNTRY_RULES[input.country];
  const money = (amount: number) => ({ amount, currency: input.currency });
  const lines = input.discountLines ?? [];
  const discount = Math.min(input.discountLines ? lines.reduce((n, l) => n + l.amount.amount, 0) : input.discount, input.subtotal);
  const goods = input.subtotal - discount;
  // Free shipping is earned by what the bag is worth, before any code or voucher (decision
  // 0138): measured after them, a voucher that covered the goods made the delivery free too.
  // Only an empty bag ships nothing.
  const shipping = input.subtotal === 0 ? 0 : shippingCost(input.country, input.delivery, input.subtotal, input.freeShipping);
  const payable = goods + shipping;
  const tax = rules.tax ? includedTax(payable, rules.tax.percent) : 0;
  const giftCard = Math.min(input.giftCardBalance, payable);
  return {
    subtotal: money(input.subtotal),
    discount: money(discount),
    priceBeforeTax: money(payable - tax),
    tax: rules.tax ? { name: rules.tax.name, percent: rules.tax.percent, amount: money(tax) } : null,
    pointsEarned: pointsEarned({ country: input.country, subtotalMinor: goods, ...(input.earn ?? GUEST_EARN) }),
    shipping: money(shipping),
    freeShippingThreshold: money(rules.freeShippingFrom),
    amountToFreeShipping: money(input.freeShipping ? 0 : Math.max(0, rules.freeShippingFrom - input.subtotal)),
    giftCardRedeemed: money(giftCard),
    total: money(payable - giftCard),
    discountLines: lines,
  };
}
