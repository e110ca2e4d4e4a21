// The Beauty Pass perks in a bag's price (issue 11 item 4, decision 0076), as a pure
// function of the bag and the member so every rule is unit-tested without a database.
//
//   staff_discount  employees: 30% off every item, 45% off the house brand. Never combined
//                   with a promo code or a voucher (they show as not_combinable): it is
//                   already the deepest discount, and stacking would sell below cost.
//   vouchers        welcome_voucher (once, from joining), birthday_voucher (once in the
//                   birth month each year), ten_percent_off (Black and Gold, during the
//                   country's Beauty Pass Sale). One per order, like a promo code: the
//                   voucher worth the most, against the bag's code, whichever gives the
//                   lower total (decision 0147); the other waits for a later order.
//   free_shipping   Gold: standard delivery is free whatever the bag (express still costs).
//   gold_welcome    Gold: one welcome gift a year, added to the next order placed.
// Rewards and gifts with purchase are not discounts: they combine with all of these.
import type { Country } from '@beauty/contracts/locale';
import { localDay } from '@beauty/contracts/calendar';
import type { Tier } from '@beauty/contracts/loyalty';
import type { BagPerk, DiscountLine } from '@beauty/contracts/loyalty-rewards';
import { COUNTRY_FACTS } from '../../content/countries.ts';

/** The catalogue's own label (the data set's SEPHORA COLLECTION): 45% for employees. */
export const HOUSE_BRAND_SLUG = 'sephora-collection';
export const STAFF_PERCENT = 30;
export const STAFF_HOUSE_BRAND_PERCENT = 45;
export const TEN_PERCENT_OFF = 10;

export interface PerkMember {
  userId: string;
  tier: Tier;
  isEmployee: boolean;
  /** 1-12, or null when the member gave no date of birth. */
  birthMonth: number | null;
  /** Once-only perks already taken: "kind:reference". */
  used: ReadonlySet<string>;
  /** The country's Beauty Pass Sale is on now. */
  inSale: boolean;
}

export interface PricedLine {
  lineTotal: number;
  brandSlug: string;
}

export interface PerkPricingInput {
  country: Country;
  currency: string;
  lines: readonly PricedLine[];
  /** The promo code's discount when it applies to this bag; null without one. */
  promoDiscount: number | null;
  member: PerkMember | null;
  at: Date;
}

/** A once-only perk the order takes (perk_use), so it is not offered twice. */
export interface PerkUse {
  kind: 'welcome_voucher' | 'birthday_voucher' | 'gold_welcome';
  reference: string;
}

export type VoucherKind = 'welcome_voucher' | 'birthday_voucher' | 'ten_percent_off';

/** The bag's code against the member's best voucher, when both would take something off. */
export interface CodeOrVoucher {
  applied: 'promo_code' | 'voucher';
  codeDiscount: number;
  voucher: VoucherKind;
  voucherDiscount: number;
}

export interface PerkPricing {
  discountLines: DiscountLine[];
  perks: BagPerk[];
  /** The promo code is on the bag but the staff discount excludes it. */
  promoExcluded: boolean;
  /** The promo code applies to the bag but a voucher gives a lower total: the code waits, unused. */
  promoDeferred: boolean;
  /** Set when a code and a voucher both would apply: which one is in the price. */
  choice: CodeOrVoucher | null;
  freeShipping: boolean;
  uses: PerkUse[];
}

const isTopTier = (tier: Tier) => tier === 'black' || tier === 'gold';

export function perkReferences(country: Country, at: Date): { year: string; month: number } {
  const day = localDay(country, at);
  return { year: day.slice(0, 4), month: Number(day.slice(5, 7)) };
}

export function pricePerks(input: PerkPricingInput): PerkPricing {
  const { member, currency } = input;
  const money = (amount: number) => ({ amount, currency });
  const subtotal = input.lines.reduce((n, l) => n + l.lineTotal, 0);
  const result: PerkPricing = { discountLines: [], perks: [], promoExcluded: false, promoDeferred: false, choice: null, freeShipping: false, uses: [] };
  if (!member) {
    if (input.promoDiscount !== null) result.discountLines.push({ kind: 'promo_code', amount: money(input.promoDiscount) });
    return result;
  }
  const { year, month } = perkReferences(input.country, input.at);
  const welcome = COUNTRY_FACTS[input.country].welcomeMinor;

  const vouchers: { kind: VoucherKind; amount: number; percent: number | null; use?: PerkUse }[] = [];
  if (!member.used.has('welcome_voucher:welcome'))
    vouchers.push({ kind: 'welcome_voucher', amount: Math.min(welcome, subtotal), percent: null, use: { kind: 'welcome_voucher', reference: 'welcome' } });
  if (member.birthMonth === month && !member.used.has(`birthday_voucher:${year}`)) {
    vouchers.push({ kind: 'birthday_voucher', amount: Math.min(welcome, subtotal), percent: null, use: { kind: 'birthday_voucher', reference: year } });
  }
  if (member.inSale && isTopTier(member.tier))
    vouchers.push({ kind: 'ten_percent_off', amount: Math.round((subtotal * TEN_PERCENT_OFF) / 100), percent: TEN_PERCENT_OFF });

  if (member.isEmployee) {
    const staff = input.lines.reduce(
      (n, l) => n + Math.round((l.lineTotal * (l.brandSlug === HOUSE_BRAND_SLUG ? STAFF_HOUSE_BRAND_PERCENT : STAFF_PERCENT)) / 100),
      0,
    );
    result.discountLines.push({ kind: 'staff_discount', amount: money(staff) });
    result.perks.push({ kind: 'staff_discount', status: 'applied', amount: money(staff), percent: STAFF_PERCENT });
    result.promoExcluded = input.promoDiscount !== null;
    for (const v of vouchers) result.perks.push({ kind: v.kind, status: 'not_combinable', amount: money(v.amount), percent: v.percent });
  } else {
    // The voucher worth the most (the first listed on a tie) against the bag's code: one
    // discount per order, whichever gives the lower total (decision 0147). Shipping and the
    // included tax do not depend on which applies (shipping is measured on the subtotal,
    // decision 0138), so the lower total is the larger discount. On a tie the code applies:
    // the shopper typed it, and the voucher, good for any later order, keeps its whole value.
    const bestVoucher =
      subtotal > 0 ? vouchers.reduce<(typeof vouchers)[number] | undefined>((b, v) => (!b || v.amount > b.amount ? v : b), undefined) : undefined;
    const voucherWins = bestVoucher !== undefined && bestVoucher.amount > 0 && (input.promoDiscount === null || bestVoucher.amount > input.promoDiscount);
    const best = voucherWins ? bestVoucher : undefined;
    if (input.promoDiscount !== null && bestVoucher && bestVoucher.amount > 0) {
      result.choice = {
        applied: voucherWins ? 'voucher' : 'promo_code',
        codeDiscount: input.promoDiscount,
        voucher: bestVoucher.kind,
        voucherDiscount: bestVoucher.amount,
      };
    }
    if (input.promoDiscount !== null) {
      if (voucherWins) result.promoDeferred = true;
      else result.discountLines.push({ kind: 'promo_code', amount: money(input.promoDiscount) });
    }
    for (const v of vouchers) {
      const applied = v === best && v.amount > 0;
      result.perks.push({ kind: v.kind, status: applied ? 'applied' : 'available', amount: money(v.amount), percent: v.percent });
      if (applied) {
        result.discountLines.push({ kind: v.kind, amount: money(v.amount) });
        if (v.use) result.uses.push(v.use);
      }
    }
  }

  if (member.tier === 'gold') {
    result.freeShipping = true;
    result.perks.push({ kind: 'free_shipping', status: 'applied', amount: money(0), percent: null });
    if (!member.used.has(`gold_welcome:${year}`)) {
      result.perks.push({ kind: 'gold_welcome', status: 'gift', amount: money(0), percent: null });
      if (subtotal > 0) result.uses.push({ kind: 'gold_welcome', reference: year });
    }
  }
  return result;
}
