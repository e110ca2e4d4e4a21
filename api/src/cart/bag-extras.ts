// What a bag shows beyond its lines: the chosen samples, the applied promotion as it
// stands against the bag now, the cost summary and whether checkout may start. A bag
// that changed so that its promotion no longer applies keeps the code, unapplied, with
// the reason, so the shopper sees why the discount went away.
import type { Queryable } from '../db/db.ts';
import type { Country } from '@beauty/contracts/locale';
import { computeSummary } from './cost-summary.ts';
import { MAX_SAMPLES, type Cart, type DeliveryOption, type Sample } from '@beauty/contracts/cart';
import { evaluatePromotion, type Evaluation, type Promotion } from './promotions/evaluate-promotion.ts';
import { findPromotionById } from './promotions/promotion-repository.ts';

export interface BagBasics {
  country: Country;
  lines: Cart['lines'];
  /** Brand slug of each line, by line id: promotions may be for one brand. */
  brandOf: Map<string, string>;
}

export interface GiftCardOnBag {
  code: string;
  balance: number;
}

// Read here, not in gift-cards/gift-card-repository.ts: that module puts a card on a bag and
// answers with the bag (cart-repository), which reads its extras here: a cycle.
export async function giftCardOfBag(db: Queryable, cartId: string): Promise<GiftCardOnBag | undefined> {
  const { rows } = await db.query<{ code: string; balance: number }>(
    'select g.code, g.balance from cart c join gift_card g on g.code = c.gift_card_code where c.id = $1',
    [cartId],
  );
  return rows[0] && { code: rows[0].code, balance: Number(rows[0].balance) };
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
}

/** Fills the derived fields of a cart whose lines, count and subtotal are set. */
export function completeCart(cart: Cart, { samples, promotion, evaluation, giftCard, delivery = 'standard' }: Extras): Cart {
  cart.samples = samples;
  cart.promotion = promotion
    ? {
        code: promotion.code,
        kind: promotion.kind,
        value: promotion.value,
        applied: evaluation?.ok ?? false,
        reason: evaluation && !evaluation.ok ? evaluation.reason : null,
      }
    : null;
  cart.summary = computeSummary({
    country: cart.country as Country,
    currency: cart.currency,
    subtotal: cart.subtotal.amount,
    discount: evaluation?.ok ? evaluation.discount : 0,
    delivery,
    giftCardBalance: giftCard?.balance ?? 0,
  });
  cart.giftCard = giftCard ? { last4: giftCard.code.slice(-4), balance: { amount: giftCard.balance, currency: cart.currency } } : null;
  cart.canCheckout = cart.lines.length > 0 && cart.lines.every((l) => !l.outOfStock);
  cart.maxSamples = MAX_SAMPLES;
  return cart;
}

export async function readExtras(db: Queryable, bag: BagBasics, cartId: string, promotionId: string | null): Promise<Extras> {
  const samples = await readSamples(db, cartId);
  const giftCard = await giftCardOfBag(db, cartId);
  const promotion = promotionId ? await findPromotionById(db, promotionId) : undefined;
  const evaluation = promotion ? evaluatePromotion(promotion, promoBagOf(bag, null, giftCard !== undefined)) : undefined;
  return { samples, promotion, evaluation, giftCard };
}
