// Placing an order (POST checkout/). In one transaction: the idempotency key's lock, the
// bag, the promotion (its use taken with a conditional UPDATE), the stock (one
// conditional UPDATE per line, never below zero, CHECKed too), the order and its payment
// row. Only then, outside the transaction, the provider is asked to charge: its answer
// moves the order once (order-repository settleOrder). A provider that does not answer
// in time leaves the order payment_pending with the stock held, to be settled by webhook.
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import { readCart, type BagKey } from '../cart/cart-repository.ts';
import { computeSummary } from '../cart/cost-summary.ts';
import { COUNTRY_RULES } from '../cart/country-rules.ts';
import { evaluatePromotion } from '../cart/promotions/evaluate-promotion.ts';
import { promoError } from '../cart/promotions/promo-errors.ts';
import { findPromotionById, hasOrderedBefore, lockFirstOrder, redeemPromotion } from '../cart/promotions/promotion-repository.ts';
import { promoBagOf } from '../cart/bag-extras.ts';
import { ApiError } from '../platform/http-errors.ts';
import { takeFromGiftCard } from '../cart/gift-cards/gift-card-repository.ts';
import { readOrder, settleOrder } from '../order/order-repository.ts';
import { POSTAL_CODE, STATE_REQUIRED, type CheckoutBody, type Order } from '@beauty/contracts/checkout';
import { paymentMethodLabel, type PaymentProvider } from './payment-provider.ts';

export interface CheckoutDeps {
  db: Db;
  payments: PaymentProvider;
  paymentTimeoutMs: number;
}

function invalid(field: string, message: string): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', message, { location: 'body', field });
}

/** The country's own rules on top of the body schema: its calling code, postal codes, states. */
function checkForCountry(key: BagKey, body: CheckoutBody): void {
  if (body.recipient.mobile.callingCode !== COUNTRY_RULES[key.country].callingCode) {
    throw invalid('recipient.mobile.callingCode', `A mobile number in this country starts with ${COUNTRY_RULES[key.country].callingCode}.`);
  }
  if (body.delivery.option === 'click_and_collect') return;
  const { address } = body.delivery;
  const postal = POSTAL_CODE[key.country];
  if (postal && !postal.test(address.postalCode ?? '')) throw invalid('delivery.address.postalCode', 'This postal code is not valid here.');
  if (STATE_REQUIRED.has(key.country) && !address.state) throw invalid('delivery.address.state', 'A state is required here.');
}

async function storeOf(db: Queryable, key: BagKey, storeId: string) {
  const { rows } = await db.query<{ id: string; name: string; address: string }>('select id, name, address from store where id = $1 and country = $2', [storeId, key.country]);
  if (!rows[0]) throw new ApiError(422, 'STORE_NOT_FOUND', 'Choose one of our stores.', { storeId });
  return rows[0];
}

/** "SG1000042": the country and a number from one sequence, unique however many check out at once. */
async function orderNumber(db: Queryable, country: string): Promise<string> {
  const { rows } = await db.query<{ n: string }>("select nextval('order_number_seq')::text as n");
  return `${country}${rows[0]!.n}`;
}

/** Places the order (or finds the one this idempotency key placed) and pays for it. */
/** userId: the signed-in member (from a verified bearer, checkout-routes), recorded on the order; undefined for a guest. */
export async function placeOrder(deps: CheckoutDeps, key: BagKey, idempotencyKey: string, body: CheckoutBody, userId?: string): Promise<Order> {
  checkForCountry(key, body);
  const placed = await deps.db.transaction(async (tx) => {
    // The same key, submitted twice at once: the second waits here, then finds the order.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`checkout:${key.deviceId}:${idempotencyKey}`]);
    const existing = await tx.query<{ id: string }>('select id from shop_order where device_id = $1 and idempotency_key = $2', [key.deviceId, idempotencyKey]);
    if (existing.rows[0]) return { orderId: existing.rows[0].id, created: false };

    const cartRow = await tx.query<{ id: string; promotion_id: string | null; gift_card_code: string | null }>(
      'select id, promotion_id, gift_card_code from cart where device_id = $1 and country = $2 for update',
      [key.deviceId, key.country],
    );
    const bag = await readCart(tx, key);
    if (!cartRow.rows[0] || bag.lines.length === 0) throw new ApiError(422, 'CART_EMPTY', 'Your bag is empty.');
    const soldOut = bag.lines.filter((l) => l.outOfStock).map((l) => l.variantId);
    if (soldOut.length) throw outOfStock(soldOut);
    const store = body.delivery.option === 'click_and_collect' ? await storeOf(tx, key, body.delivery.storeId) : null;

    let discount = 0;
    const promotionId = cartRow.rows[0].promotion_id;
    if (promotionId) {
      const promotion = (await findPromotionById(tx, promotionId))!;
      if (promotion.firstTimeOnly) await lockFirstOrder(tx, key.country, body.email, userId);
      const brands = await tx.query<{ id: string; slug: string }>(
        `select l.id, b.slug from cart_line l join variant v on v.id = l.variant_id join product p on p.id = v.product_id
         join brand b on b.id = p.brand_id where l.cart_id = $1`,
        [cartRow.rows[0].id],
      );
      const promoBag = promoBagOf({ country: key.country, lines: bag.lines, brandOf: new Map(brands.rows.map((r) => [r.id, r.slug])) }, await hasOrderedBefore(tx, key.country, body.email, userId), cartRow.rows[0].gift_card_code !== null);
      const evaluation = evaluatePromotion(promotion, promoBag);
      if (!evaluation.ok) throw promoError(evaluation.reason);
      if (!(await redeemPromotion(tx, promotionId))) throw promoError('used_up');
      discount = evaluation.discount;
    }

    // Stock: in variant order so that two orders never wait on each other in a cycle.
    for (const line of [...bag.lines].sort((a, b) => a.variantId.localeCompare(b.variantId))) {
      const taken = await tx.query('update stock set quantity = quantity - $3 where variant_id = $1 and country = $2 and quantity >= $3', [line.variantId, key.country, line.quantity]);
      if (taken.rowCount !== 1) throw outOfStock([line.variantId]);
    }

    const giftCardCode = cartRow.rows[0].gift_card_code;
    const giftCardBalance = giftCardCode ? (bag.giftCard?.balance.amount ?? 0) : 0;
    const summary = computeSummary({ country: key.country, currency: bag.currency, subtotal: bag.subtotal.amount, discount, delivery: body.delivery.option, giftCardBalance });
    // The card is read with the bag; spending it is conditional on the balance still being there.
    if (giftCardCode && !(await takeFromGiftCard(tx, giftCardCode, summary.giftCardRedeemed.amount))) {
      throw new ApiError(422, 'GIFT_CARD_EMPTY', 'This gift card no longer holds that much.');
    }
    const orderId = randomUUID();
    const delivery = { option: body.delivery.option, address: 'address' in body.delivery ? body.delivery.address : null, store };
    await tx.query(
      `insert into shop_order (id, number, idempotency_key, device_id, email, country, currency, status, promotion_id, summary, delivery, recipient, payment_method,
         gift_card_code, gift_card_amount, user_id)
       values ($1, $2, $3, $4, $5, $6, $7, 'payment_pending', $8, $9, $10, $11, $12, $13, $14, $15)`,
      [orderId, await orderNumber(tx, key.country), idempotencyKey, key.deviceId, body.email, key.country, bag.currency, promotionId, JSON.stringify(summary), JSON.stringify(delivery),
        JSON.stringify({ ...body.recipient, registration: body.registration ?? null }), paymentMethodLabel(body.payment.cardNumber), giftCardCode, summary.giftCardRedeemed.amount, userId ?? null],
    );
    for (const [position, line] of bag.lines.entries()) {
      await tx.query('insert into order_line (order_id, position, variant_id, product_id, quantity, unit_amount) values ($1, $2, $3, $4, $5, $6)', [orderId, position, line.variantId, line.productId, line.quantity, line.unitPrice.amount]);
    }
    for (const sample of bag.samples) await tx.query('insert into order_sample (order_id, sample_id) values ($1, $2)', [orderId, sample.id]);
    await tx.query(`insert into order_event (order_id, from_status, to_status, reason) values ($1, null, 'payment_pending', 'placed')`, [orderId]);
    await tx.query(`insert into payment (id, order_id, provider, status, amount) values ($1, $2, $3, 'pending', $4)`, [randomUUID(), orderId, deps.payments.name, summary.total.amount]);
    return { orderId, created: true };
  });

  if (placed.created) await pay(deps, key, placed.orderId, body.payment.cardNumber);
  return (await readOrder(deps.db, placed.orderId))!;
}

function outOfStock(variantIds: string[]): ApiError {
  return new ApiError(409, 'OUT_OF_STOCK', 'Out of Stock. Remove to proceed with checkout.', { variantIds });
}

const TIMED_OUT = Symbol('timed out');

async function pay(deps: CheckoutDeps, key: BagKey, orderId: string, cardNumber: string): Promise<void> {
  const payment = await deps.db.query<{ id: string; amount: number; currency: string }>(
    'select p.id, p.amount, o.currency from payment p join shop_order o on o.id = p.order_id where p.order_id = $1',
    [orderId],
  );
  const { id, amount, currency } = payment.rows[0]!;
  if (Number(amount) === 0) {
    // A gift card paid for all of it: nothing to charge.
    await settleOrder(deps.db, orderId, 'confirmed', 'paid by gift card');
    await emptyBag(deps.db, key);
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), deps.paymentTimeoutMs);
  });
  let outcome: Awaited<ReturnType<PaymentProvider['charge']>> | typeof TIMED_OUT;
  try {
    outcome = await Promise.race([deps.payments.charge({ paymentId: id, amount: Number(amount), currency, cardNumber }), timeout]);
  } catch {
    outcome = TIMED_OUT; // a provider error is no answer: the order waits for the webhook
  } finally {
    clearTimeout(timer);
  }
  if (outcome === TIMED_OUT) return;
  await deps.db.query('update payment set reference = $2 where id = $1', [id, outcome.reference]);
  if (outcome.status === 'approved') await settleOrder(deps.db, orderId, 'confirmed', 'payment approved');
  if (outcome.status === 'declined') await settleOrder(deps.db, orderId, 'payment_failed', 'payment declined');
  if (outcome.status === 'blocked') await settleOrder(deps.db, orderId, 'payment_blocked', 'payment blocked for fraud');
  // An order that went through (or may) empties the bag; a failed payment keeps it as it was.
  if (outcome.status === 'approved' || outcome.status === 'pending') await emptyBag(deps.db, key);
}

async function emptyBag(db: Db, key: BagKey): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await tx.query<{ id: string }>(
      'update cart set promotion_id = null, gift_card_code = null, updated_at = now() where device_id = $1 and country = $2 returning id',
      [key.deviceId, key.country],
    );
    const cartId = cart.rows[0]?.id;
    if (!cartId) return;
    await tx.query('delete from cart_line where cart_id = $1', [cartId]);
    await tx.query('delete from cart_sample where cart_id = $1', [cartId]);
  });
}
