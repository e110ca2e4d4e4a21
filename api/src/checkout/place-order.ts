// Placing an order (POST checkout/). In one transaction: the idempotency key's lock, the
// bag (locked, then consumed: one bag makes one order, whatever keys are sent), the
// promotion (its use taken with a conditional UPDATE), the stock (one conditional UPDATE
// per line, never below zero, CHECKed too), the order and its payment row. Only then,
// outside the transaction, the provider is asked to charge: its answer moves the order
// once (order-repository settleOrder). A provider that does not answer in time leaves the
// order payment_pending with the stock held until the reconciler (reconcile-payments.ts)
// learns the outcome from the provider, or the reservation expires.
import { createHash, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import { readCart, type BagKey } from '../cart/cart-repository.ts';
import { computeSummary } from '../cart/cost-summary.ts';
import { COUNTRY_RULES } from '../locale/country-rules.ts';
import { evaluatePromotion, findPromotionById, hasOrderedBefore, lockFirstOrder, promoError, redeemPromotion } from '../cart/promotions.ts';
import { promoBagOf } from '../cart/bag-extras.ts';
import { ApiError } from '../platform/http-errors.ts';
import { takeFromGiftCard } from '../cart/gift-cards.ts';
import { readOrder, settleOrder } from '../order/order-repository.ts';
import { earnContext } from '../loyalty/earn-context.ts';
import { POSTAL_CODE, STATE_REQUIRED, type CheckoutBody, type Order } from '@beauty/contracts/checkout';
import { paymentMethodLabel, type PaymentProvider } from '../platform/payment-provider.ts';
import { lockMember } from '../loyalty/ledger.ts';
import { checkEarlyAccess, loadPerkMember, lockWelcomeVoucherOf, pricePerks, recordWelcomeVoucherClaim } from '../loyalty/perks.ts';
import { takeBagGifts } from '../loyalty/rewards.ts';

export interface CheckoutDeps {
  db: Db;
  payments: PaymentProvider;
  paymentTimeoutMs: number;
  /** How long a payment_pending order holds its stock (the reservation sweep releases it after). */
  reservationTtlMs: number;
  /** How long after placing an unanswered payment the reconciler first asks the provider. */
  reconcileAfterMs: number;
}

/** A second click of the same submit, without a client key, within this long gets the order the first one placed. */
const DOUBLE_SUBMIT_WINDOW = "interval '10 minutes'";

/**
 * What the shopper asked for, as a fingerprint: a key reused with a different body is
 * refused. Only the card's last four digits go in (a hash of a card number is still card data).
 */
export function requestFingerprint(body: CheckoutBody): string {
  const { payment, ...rest } = body;
  const stable = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(stable)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, v]) => v !== undefined)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, stable(v)]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(stable({ ...rest, card: payment ? paymentMethodLabel(payment.cardNumber) : null })))
    .digest('base64url');
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
  const { rows } = await db.query<{ id: string; name: string; address: string }>(
    'select id, name, address from store where id = $1 and country = $2 and click_and_collect',
    [storeId, key.country],
  );
  if (!rows[0]) throw new ApiError(422, 'STORE_NOT_FOUND', 'Choose one of our stores.', { storeId });
  return rows[0];
}

/** "SG1000042": the country and a number from one sequence, unique however many check out at once. */
async function orderNumber(db: Queryable, country: string): Promise<string> {
  const { rows } = await db.query<{ n: string }>("select nextval('order_number_seq')::text as n");
  return `${country}${rows[0]!.n}`;
}

/**
 * Places the order (or finds the one this idempotency key placed) and pays for it.
 * idempotencyKey: the client's; without one the server derives it from the bag and its
 * attempt number, so a double click places one order.
 * userId: the signed-in member (from a verified bearer, checkout-routes), recorded on the order; undefined for a guest.
 */
export async function placeOrder(deps: CheckoutDeps, key: BagKey, idempotencyKey: string | undefined, body: CheckoutBody, userId?: string): Promise<Order> {
  checkForCountry(key, body);
  const requestHash = requestFingerprint(body);
  // The api's clock (bag-shopper.ts), as the bag was priced by: the order's prices, perks,
  // points and placing time are all of this one instant.
  const at = key.at ?? new Date();
  const placed = await deps.db.transaction(async (tx) => {
    if (idempotencyKey !== undefined) {
      // The same key, submitted twice at once: the second waits here, then finds the order.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`checkout:${key.deviceId}:${idempotencyKey}`]);
      const existing = await tx.query<{ id: string; request_hash: string | null }>(
        'select id, request_hash from shop_order where device_id = $1 and idempotency_key = $2',
        [key.deviceId, idempotencyKey],
      );
      if (existing.rows[0]) return { orderId: sameRequest(existing.rows[0], requestHash), created: false };
    }

    // Locked for the whole transaction: two submissions of one bag (any keys) take turns,
    // and the second finds it consumed.
    const cartRow = await tx.query<{ id: string; promotion_id: string | null; gift_card_hash: string | null; checkout_attempt: number }>(
      'select id, promotion_id, gift_card_hash, checkout_attempt from cart where device_id = $1 and country = $2 for update',
      [key.deviceId, key.country],
    );
    const cart = cartRow.rows[0];
    const bag = await readCart(tx, key);
    if (cart && idempotencyKey === undefined && bag.lines.length === 0 && cart.checkout_attempt > 0) {
      const previous = await tx.query<{ id: string; request_hash: string | null }>(
        `select id, request_hash from shop_order where device_id = $1 and idempotency_key = $2 and created_at > $3::timestamptz - ${DOUBLE_SUBMIT_WINDOW}`,
        [key.deviceId, derivedKey(cart.id, cart.checkout_attempt - 1), at],
      );
      if (previous.rows[0] && previous.rows[0].request_hash === requestHash) return { orderId: previous.rows[0].id, created: false };
    }
    if (!cart || bag.lines.length === 0) throw new ApiError(422, 'CART_EMPTY', 'Your bag is empty.');
    const orderKey = idempotencyKey ?? derivedKey(cart.id, cart.checkout_attempt);
    const soldOut = bag.lines.filter((l) => l.outOfStock).map((l) => l.variantId);
    if (soldOut.length) throw outOfStock(soldOut);
    const store = body.delivery.option === 'click_and_collect' ? await storeOf(tx, key, body.delivery.storeId) : null;

    // The member's perks (perk-rules.ts): their row lock first, so two checkouts of one
    // member take turns and a once-only voucher or a reward's points are used once; then the
    // person's, so two accounts of one mailbox take turns over the welcome voucher (0138).
    if (userId) {
      await lockMember(tx, userId);
      await lockWelcomeVoucherOf(tx, await accountEmail(tx, userId));
    }
    const member = userId ? await loadPerkMember(tx, userId, key.country, at) : null;
    const brands = await tx.query<{ id: string; slug: string; public_from: Date | string | null }>(
      `select l.id, b.slug, p.public_from from cart_line l join variant v on v.id = l.variant_id join product p on p.id = v.product_id
       join brand b on b.id = p.brand_id where l.cart_id = $1`,
      [cart.id],
    );
    await checkEarlyAccess(
      tx,
      { userId, at },
      brands.rows.map((r) => r.public_from),
    );
    const brandOf = new Map(brands.rows.map((r) => [r.id, r.slug]));

    let promoDiscount: number | null = null;
    let promotionId = cart.promotion_id;
    const promotion = promotionId ? (await findPromotionById(tx, promotionId))! : undefined;
    if (promotion) {
      if (promotion.firstTimeOnly) await lockFirstOrder(tx, key.country, body.email, userId);
      const promoBag = promoBagOf(
        { country: key.country, lines: bag.lines, brandOf },
        await hasOrderedBefore(tx, key.country, body.email, userId),
        cart.gift_card_hash !== null,
      );
      const evaluation = evaluatePromotion(promotion, promoBag);
      if (!evaluation.ok) throw promoError(evaluation.reason);
      promoDiscount = evaluation.discount;
    }
    const priced = pricePerks({
      country: key.country,
      currency: bag.currency,
      lines: bag.lines.map((l) => ({ lineTotal: l.lineTotal.amount, brandSlug: brandOf.get(l.id) ?? '' })),
      promoDiscount,
      member,
      at,
    });
    // The staff discount is never combined with a code, and a voucher that gives a lower
    // total keeps the code for a later order (decision 0147): either way it stays unused,
    // and in the voucher's case it stays on the bag for the next order.
    const keepCodeOnBag = priced.promoDeferred && !priced.promoExcluded;
    if (priced.promoExcluded || priced.promoDeferred) promotionId = null;
    if (promotionId && !(await redeemPromotion(tx, promotionId))) throw promoError('used_up');

    // Stock: in variant order so that two orders never wait on each other in a cycle.
    for (const line of [...bag.lines].sort((a, b) => a.variantId.localeCompare(b.variantId))) {
      const taken = await tx.query('update stock set quantity = quantity - $3 where variant_id = $1 and country = $2 and quantity >= $3', [
        line.variantId,
        key.country,
        line.quantity,
      ]);
      if (taken.rowCount !== 1) throw outOfStock([line.variantId]);
    }

    const giftCardHash = cart.gift_card_hash;
    const giftCardBalance = giftCardHash ? (bag.giftCard?.balance.amount ?? 0) : 0;
    const earn = await earnContext(tx, userId ?? null, key.country, at);
    const summary = computeSummary({
      country: key.country,
      currency: bag.currency,
      subtotal: bag.subtotal.amount,
      discount: 0,
      discountLines: priced.discountLines,
      freeShipping: priced.freeShipping,
      delivery: body.delivery.option,
      giftCardBalance,
      earn,
    });
    // Only an order the gift card and vouchers pay for in full may go without a card.
    if (!body.payment && summary.total.amount > 0) {
      throw invalid('payment.cardNumber', 'Enter a card to pay for this order.');
    }
    // The card is read with the bag; spending it is conditional on the balance still being there.
    if (giftCardHash && !(await takeFromGiftCard(tx, giftCardHash, summary.giftCardRedeemed.amount))) {
      throw new ApiError(422, 'GIFT_CARD_EMPTY', 'This gift card no longer holds that much.');
    }
    const orderId = randomUUID();
    // Placed at `at`, not the database's now(): what is later decided by when the order was
    // placed (the birthday month of its points at delivery, purchase-points.ts) must agree
    // with the points the bag and this summary showed, which a moved sandbox clock priced.
    // The stock hold runs from `at` too: the reservation sweep compares reserved_until with
    // the same clock, so a hold from now() was released at once under a clock moved on.
    const delivery = { option: body.delivery.option, address: 'address' in body.delivery ? body.delivery.address : null, store };
    await tx.query(
      `insert into shop_order (id, number, idempotency_key, device_id, email, country, currency, status, promotion_id, summary, delivery, recipient, payment_method,
         gift_card_hash, gift_card_amount, user_id, request_hash, reserved_until, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'payment_pending', $8, $9, $10, $11, $12, $13, $14, $15, $16, $18::timestamptz + make_interval(secs => $17), $18)`,
      [
        orderId,
        await orderNumber(tx, key.country),
        orderKey,
        key.deviceId,
        body.email,
        key.country,
        bag.currency,
        promotionId,
        JSON.stringify(summary),
        JSON.stringify(delivery),
        JSON.stringify({ ...body.recipient, registration: body.registration ?? null }),
        body.payment ? paymentMethodLabel(body.payment.cardNumber) : NO_CARD_LABEL,
        giftCardHash,
        summary.giftCardRedeemed.amount,
        userId ?? null,
        requestHash,
        deps.reservationTtlMs / 1000,
        at,
      ],
    );
    for (const [position, line] of bag.lines.entries()) {
      await tx.query('insert into order_line (order_id, position, variant_id, product_id, quantity, unit_amount) values ($1, $2, $3, $4, $5, $6)', [
        orderId,
        position,
        line.variantId,
        line.productId,
        line.quantity,
        line.unitPrice.amount,
      ]);
    }
    for (const sample of bag.samples) await tx.query('insert into order_sample (order_id, sample_id) values ($1, $2)', [orderId, sample.id]);
    await takeBagGifts(tx, {
      cartId: cart.id,
      orderId,
      country: key.country,
      userId,
      at,
      goods: summary.subtotal.amount - summary.discount.amount,
      perkUses: priced.uses,
    });
    if (userId && priced.uses.some((use) => use.kind === 'welcome_voucher')) await recordWelcomeVoucherClaim(tx, await accountEmail(tx, userId), orderId);
    await tx.query(`insert into order_event (order_id, from_status, to_status, reason) values ($1, null, 'payment_pending', 'placed')`, [orderId]);
    // The reconciler's first question, by the same clock as its job (reconcile-payments.ts):
    // from now() under a clock moved on, it could ask before pay() below had charged.
    await tx.query(
      `insert into payment (id, order_id, provider, status, amount, next_check_at) values ($1, $2, $3, 'pending', $4, $6::timestamptz + make_interval(secs => $5))`,
      [randomUUID(), orderId, deps.payments.name, summary.total.amount, deps.reconcileAfterMs / 1000, at],
    );
    await consumeBag(tx, cart.id, keepCodeOnBag);
    return { orderId, created: true };
  });

  if (placed.created) await pay(deps, placed.orderId, body.payment?.cardNumber);
  return (await readOrder(deps.db, placed.orderId))!;
}

async function accountEmail(tx: Queryable, userId: string): Promise<string> {
  const { rows } = await tx.query<{ email: string }>('select email from account_user where id = $1', [userId]);
  return rows[0]!.email;
}

function derivedKey(cartId: string, attempt: number): string {
  return `bag:${cartId}:${attempt}`;
}

/** The order this key placed, unless the key now comes with a different request. */
function sameRequest(order: { id: string; request_hash: string | null }, requestHash: string): string {
  if (order.request_hash !== null && order.request_hash !== requestHash) {
    throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This checkout key was already used for a different order. Start a new checkout.');
  }
  return order.id;
}

/** The bag becomes the order: emptied, its attempt counted; a failed payment gives it back (order-repository). keepCode: a code the order did not use stays for the next. */
async function consumeBag(tx: Queryable, cartId: string, keepCode: boolean): Promise<void> {
  await tx.query(
    'update cart set promotion_id = case when $2 then promotion_id end, gift_card_hash = null, checkout_attempt = checkout_attempt + 1, updated_at = now() where id = $1',
    [cartId, keepCode],
  );
  await tx.query('delete from cart_line where cart_id = $1', [cartId]);
  await tx.query('delete from cart_sample where cart_id = $1', [cartId]);
}

function outOfStock(variantIds: string[]): ApiError {
  return new ApiError(409, 'OUT_OF_STOCK', 'Out of Stock. Remove to proceed with checkout.', { variantIds });
}

const TIMED_OUT = Symbol('timed out');

/** What an order paid for in full by a gift card or vouchers, without a card, shows as its payment method. */
const NO_CARD_LABEL = 'Gift card / voucher';

/**
 * Charges the order's payment. Nothing to charge and no card: confirmed. Nothing to charge
 * but a card given: the provider checks the card (amount 0, a zero-amount authorisation),
 * and a declined card fails the order as any declined charge does: a card that the bank
 * refuses never confirms an order (decision 0138).
 */
async function pay(deps: CheckoutDeps, orderId: string, cardNumber: string | undefined): Promise<void> {
  const payment = await deps.db.query<{ id: string; amount: number; currency: string }>(
    'select p.id, p.amount, o.currency from payment p join shop_order o on o.id = p.order_id where p.order_id = $1',
    [orderId],
  );
  const { id, amount, currency } = payment.rows[0]!;
  if (cardNumber === undefined) {
    // placeOrder refused a card-less order with anything to pay, so this one owes nothing.
    await settleOrder(deps.db, orderId, 'confirmed', 'paid by gift card or voucher');
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
    outcome = TIMED_OUT; // a provider error is no answer: never a confirmed order on an unknown outcome
  } finally {
    clearTimeout(timer);
  }
  // No answer: the order stays payment_pending with its stock; the reconciler asks later.
  if (outcome === TIMED_OUT) return;
  await deps.db.query('update payment set reference = $2, answered_at = now() where id = $1', [id, outcome.reference]);
  if (outcome.status === 'approved') await settleOrder(deps.db, orderId, 'confirmed', 'payment approved');
  if (outcome.status === 'declined') await settleOrder(deps.db, orderId, 'payment_failed', 'payment declined');
  if (outcome.status === 'blocked') await settleOrder(deps.db, orderId, 'payment_blocked', 'payment blocked for fraud');
}
