// What a bag shows beyond its lines: the chosen samples, the applied promotion as it
// stands against the bag now, the cost summary and whether checkout may start. A bag
// that changed so that its promotion no longer applies keeps the code, unapplied, with
// the reason, so the shopper sees why the discount went away.
import type { Queryable } from '../db/db.ts';
import type { Country, Language } from '@beauty/contracts/locale';
import { computeSummary, shippingCost } from './cost-summary.ts';
import { COUNTRY_RULES } from '../locale/country-rules.ts';
import { DELIVERY_OPTIONS, MAX_SAMPLES, type Cart, type DeliveryOption, type Sample } from '@beauty/contracts/cart';
import { evaluatePromotion, type Evaluation, type Promotion } from './promotions/evaluate-promotion.ts';
import { findPromotionById } from './promotions/promotion-repository.ts';
import type { BagReward } from '@beauty/contracts/loyalty-rewards';
import { loadPerkMember, type PerkMember, pricePerks } from '../loyalty/perks.ts';
import { readBagGwp, readBagReward, type BagGwpRow } from './offers/bag-offers.ts';
import { earnContext, type EarnContext } from '../loyalty/earn-context.ts';
import { addWorkingDays } from '../locale/public-holidays.ts';

export interface BagBasics {
  country: Country;
  lines: Cart['lines'];
  /** Brand slug of each line, by line id: promotions may be for one brand. */
  brandOf: Map<string, string>;
}

export interface GiftCardOnBag {
  codeHash: string;
  last4: string;
  balance: number;
}

// Read here, not in gift-cards/gift-card-repository.ts: that module puts a card on a bag and
// answers with the bag (cart-repository), which reads its extras here: a cycle. The card is
// found by its code's hash (migration 0055): the code itself is not kept.
export async function giftCardOfBag(db: Queryable, cartId: string): Promise<GiftCardOnBag | undefined> {
  const { rows } = await db.query<{ code_hash: string; last4: string; balance: number }>(
    'select g.code_hash, g.last4, g.balance from cart c join gift_card g on g.code_hash = c.gift_card_hash where c.id = $1',
    [cartId],
  );
  return rows[0] && { codeHash: rows[0].code_hash, last4: rows[0].last4, balance: Number(rows[0].balance) };
}

export async function readSamples(db: Queryable, cartId: string): Promise<Sample[]> {
  const { rows } = await db.query<{ id: string; name: string; brand_name: string }>(
    `select s.id, s.name, s.brand_name from cart_sample cs join sample s on s.id = cs.sample_id
     where cs.cart_id = $1 order by cs.created_at, s.id`,
    [cartId],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, brandName: r.brand_name }));
}

export function promoBagOf(bag: BagBasics, hasOrderedBefore: boolean | null = null, usesCredits = false) {
  return {
    lines: bag.lines.map((l) => ({ lineTotal: l.lineTotal.amount, brandSlug: bag.brandOf.get(l.id) ?? '' })),
    now: new Date(),
    hasOrderedBefore,
    usesCredits,
  };
}

export interface Extras {
  samples: Sample[];
  promotion: Promotion | undefined;
  evaluation: Evaluation | undefined;
  giftCard?: GiftCardOnBag | undefined;
  delivery?: DeliveryOption;
  /** The signed-in member's perks are priced in (perk-rules.ts); null for a guest. */
  member?: PerkMember | null;
  brandOf?: Map<string, string>;
  at?: Date;
  reward?: BagReward | null;
  gwp?: BagGwpRow | null;
  /** The bag owner's earn rate (tier, birthday month) for points earned. */
  earn?: EarnContext | undefined;
}

/** Fills the derived fields of a cart whose lines, count and subtotal are set. */
export function completeCart(
  cart: Cart,
  { samples, promotion, evaluation, giftCard, delivery = 'standard', member = null, brandOf, at = new Date(), reward = null, gwp = null, earn }: Extras,
): Cart {
  cart.samples = samples;
  // Perks, the staff discount and the promo code together: one function decides (perk-rules.ts).
  const priced = pricePerks({
    country: cart.country as Country,
    currency: cart.currency,
    lines: cart.lines.map((l) => ({ lineTotal: l.lineTotal.amount, brandSlug: brandOf?.get(l.id) ?? '' })),
    promoDiscount: evaluation?.ok ? evaluation.discount : null,
    member,
    at,
  });
  cart.promotion = promotion
    ? {
        code: promotion.code,
        kind: promotion.kind,
        value: promotion.value,
        // A code a better voucher keeps for later is not in the price; discountChoice says why.
        applied: (evaluation?.ok ?? false) && !priced.promoExcluded && !priced.promoDeferred,
        reason: priced.promoExcluded ? 'not_combinable' : evaluation && !evaluation.ok ? evaluation.reason : null,
      }
    : null;
  const money = (amount: number) => ({ amount, currency: cart.currency });
  cart.discountChoice =
    promotion && priced.choice
      ? {
          applied: priced.choice.applied,
          code: promotion.code,
          codeDiscount: money(priced.choice.codeDiscount),
          voucher: priced.choice.voucher,
          voucherDiscount: money(priced.choice.voucherDiscount),
        }
      : null;
  cart.summary = computeSummary({
    country: cart.country as Country,
    currency: cart.currency,
    subtotal: cart.subtotal.amount,
    discount: 0,
    discountLines: priced.discountLines,
    freeShipping: priced.freeShipping,
    delivery,
    giftCardBalance: giftCard?.balance ?? 0,
    earn,
  });
  // Every option priced by the summary's own rule, dated as the order page will date it.
  const country = cart.country as Country;
  const subtotal = cart.subtotal.amount;
  cart.deliveryOptions = DELIVERY_OPTIONS.map((option) => ({
    option,
    price: { amount: subtotal <= 0 ? 0 : shippingCost(country, option, subtotal, priced.freeShipping), currency: cart.currency },
    estimatedDelivery: addWorkingDays(country, at, COUNTRY_RULES[country].deliveryDays[option]),
  }));
  cart.perks = priced.perks;
  cart.reward = reward;
  cart.gwp = gwp && {
    offerId: gwp.offerId,
    choiceId: gwp.choiceId,
    name: gwp.name,
    brandName: gwp.brandName,
    applies: cart.subtotal.amount - cart.summary.discount.amount >= gwp.threshold,
  };
  cart.giftCard = giftCard ? { last4: giftCard.last4, balance: { amount: giftCard.balance, currency: cart.currency } } : null;
  cart.canCheckout = cart.lines.length > 0 && cart.lines.every((l) => !l.outOfStock);
  cart.maxSamples = MAX_SAMPLES;
  return cart;
}

/**
 * shopper: the signed-in member (a verified bearer: their perks are priced in) and the
 * pricing time; ownerId: the bag's owner, whose earn rate shows when no bearer came along.
 */
export async function readExtras(
  db: Queryable,
  bag: BagBasics,
  cartId: string,
  promotionId: string | null,
  shopper: { userId?: string; at?: Date; language?: Language } = {},
  ownerId: string | null = null,
): Promise<Extras> {
  const samples = await readSamples(db, cartId);
  const giftCard = await giftCardOfBag(db, cartId);
  const promotion = promotionId ? await findPromotionById(db, promotionId) : undefined;
  const evaluation = promotion ? evaluatePromotion(promotion, promoBagOf(bag, null, giftCard !== undefined)) : undefined;
  const at = shopper.at ?? new Date();
  const member = shopper.userId ? await loadPerkMember(db, shopper.userId, bag.country, at) : null;
  const earn = await earnContext(db, shopper.userId ?? ownerId, bag.country, at);
  return {
    samples,
    promotion,
    evaluation,
    giftCard,
    member,
    brandOf: bag.brandOf,
    at,
    reward: await readBagReward(db, cartId, shopper.language),
    gwp: await readBagGwp(db, cartId, shopper.language),
    earn,
  };
}
