// Applying and removing a promo code on a bag (POST cart/discount-coupon/). A bag holds
// one promotion (one promo per order): a valid code replaces the one before only when it
// saves strictly more on this bag, else the bag keeps its code and the answer says which
// and why (promo-choice.ts, decision 0116). The bag row is locked while the codes are
// checked and priced, so two codes applied at once leave exactly one: the better one.
import type { Db } from '../../db/db.ts';
import { ApiError } from '../../platform/http-errors.ts';
import { promoBagOf } from '../bag-extras.ts';
import { readCart, type BagKey } from '../cart-repository.ts';
import type { Cart, CouponResult, PromoChoice } from '@beauty/contracts/cart';
import { evaluatePromotion } from './evaluate-promotion.ts';
import { choosePromo, promoSaving } from './promo-choice.ts';
import { onePromoPerOrder, promoError } from './promo-errors.ts';
import { findPromotionByCode, hasOrderedBefore } from './promotion-repository.ts';

/** userId: the signed-in member applying the code, when known (from the api's bearer check). */
export async function applyCoupon(db: Db, key: BagKey, code: string, userId?: string): Promise<CouponResult> {
  return db.transaction(async (tx) => {
    const locked = await tx.query<{ id: string }>('select id from cart where device_id = $1 and country = $2 for update', [key.deviceId, key.country]);
    const promotion = await findPromotionByCode(tx, key.country, code);
    if (!promotion) throw promoError('not_found');
    const bag = await readCart(tx, key);
    const orderedBefore = promotion.firstTimeOnly && userId ? await memberOrderedBefore(tx, key, userId) : null;
    const evaluation = evaluatePromotion(
      promotion,
      promoBagOf({ country: key.country, lines: bag.lines, brandOf: await brandsOf(tx, bag) }, orderedBefore, bag.giftCard !== null),
    );
    if (!evaluation.ok) {
      throw promoError(evaluation.reason, evaluation.reason === 'min_order' ? { minOrder: { amount: promotion.minOrder, currency: bag.currency } } : undefined);
    }
    if (!locked.rows[0]) throw new ApiError(422, 'PROMO_NOT_APPLICABLE', 'Sorry, the promotion is invalid.', { reason: 'not_applicable' });
    const promoChoice = await choiceAgainstBag(tx, key, bag, promotion.id, promotion.code);
    await tx.query('update cart set promotion_id = $2, updated_at = now() where id = $1', [locked.rows[0].id, promotion.id]);
    return { ...(await readCart(tx, key)), promoChoice };
  });
}

/**
 * The tried code against the one the bag holds: null when there is none (or it is the
 * same code); the choice when the tried code saves more; PROMO_ONE_PER_ORDER otherwise.
 * A bag code that stopped applying saves 0, so any code that saves something replaces it.
 */
async function choiceAgainstBag(tx: Parameters<typeof readCart>[0], key: BagKey, bag: Cart, promotionId: string, code: string): Promise<PromoChoice | null> {
  if (!bag.promotion || bag.promotion.code === code) return null;
  const withTried = await readCart(tx, key, promotionId);
  const { replaces, choice } = choosePromo({ code: bag.promotion.code, discount: promoSaving(bag) }, { code, discount: promoSaving(withTried) }, bag.currency);
  if (!replaces) throw onePromoPerOrder(choice);
  return choice;
}

export async function removeCoupon(db: Db, key: BagKey): Promise<CouponResult> {
  await db.query('update cart set promotion_id = null, updated_at = now() where device_id = $1 and country = $2', [key.deviceId, key.country]);
  return { ...(await readCart(db, key)), promoChoice: null };
}

/**
 * Whether a member has ordered before, by user id or their account email. A guest's answer
 * is unknown (null) until checkout, where the email is given and the rule is checked again.
 */
async function memberOrderedBefore(tx: Parameters<typeof readCart>[0], key: BagKey, userId: string): Promise<boolean> {
  const { rows } = await tx.query<{ email: string }>('select email from account_user where id = $1', [userId]);
  return rows[0] ? hasOrderedBefore(tx, key.country, rows[0].email, userId) : false;
}

async function brandsOf(tx: Parameters<typeof readCart>[0], bag: Cart): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ id: string; slug: string }>(
    `select l.id, b.slug from cart_line l join variant v on v.id = l.variant_id
     join product p on p.id = v.product_id join brand b on b.id = p.brand_id where l.cart_id = $1`,
    [bag.id],
  );
  return new Map(rows.map((r) => [r.id, r.slug]));
}
