// Orders in SQL: reading one as the order page shows it, and moving its status. Every
// status change is one conditional UPDATE from payment_pending, so a redelivered or late
// webhook, or a second worker, cannot move an order twice; stock and the promotion use go
// back in the same transaction as a failed or blocked payment, and so does what a gift card paid.
import { queueMail } from '../platform/mail/outbox.ts';
import { orderConfirmation } from './mail/order-confirmation.ts';
import { orderPaymentFailed } from './mail/order-payment-failed.ts';
import { orderMailPayload } from './order-mail.ts';
import type { Db, Queryable } from '../db/db.ts';
import { releasePromotion } from '../cart/promotions.ts';
// The payment's outcome has no clock of its own: settled now (the ledger row's time).
import { releaseOrderRewards, spendOrderRewards } from '../loyalty/rewards.ts';
import { recordOrderEarnTerms } from '../loyalty/order-earn-terms.ts';
import { giveBackToGiftCard } from '../cart/gift-cards.ts';
import type { Order, OrderStatus } from '@beauty/contracts/checkout';
import { COUNTRY_RULES } from '../locale/country-rules.ts';
import type { Country } from '@beauty/contracts/locale';
// Working days in the order's country, counted from the day it was placed there (decision 0062).
import { readFulfilment } from './fulfilment.ts';
import { readOrderGiftLines } from './order-gift-lines.ts';
import { addWorkingDays } from '../locale/public-holidays.ts';

interface OrderRow {
  id: string;
  number: string;
  status: OrderStatus;
  country: Country;
  currency: string;
  created_at: Date | string;
  email: string;
  payment_method: string;
  delivery: Order['delivery'];
  recipient: Order['recipient'] & { registration?: Order['registration'] };
  summary: Order['summary'];
  promotion_code: string | null;
}

export async function readOrder(db: Queryable, id: string): Promise<Order | undefined> {
  const { rows } = await db.query<OrderRow>(
    `select o.id, o.number, o.status, o.country, o.currency, o.created_at, o.email, o.payment_method,
       o.delivery, o.recipient, o.summary, p.code as promotion_code
     from shop_order o left join promotion p on p.id = o.promotion_id where o.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const lines = await db.query<{ variant_id: string; product_id: string; quantity: number; unit_amount: number }>(
    'select variant_id, product_id, quantity, unit_amount from order_line where order_id = $1 order by position',
    [id],
  );
  const samples = await db.query<{ id: string; name: string; brand_name: string }>(
    'select s.id, s.name, s.brand_name from order_sample os join sample s on s.id = os.sample_id where os.order_id = $1 order by s.position',
    [id],
  );
  const createdAt = new Date(row.created_at);
  const money = (amount: number) => ({ amount, currency: row.currency });
  const { registration = null, ...recipient } = row.recipient;
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    country: row.country,
    currency: row.currency,
    createdAt: createdAt.toISOString(),
    email: row.email,
    paymentMethod: row.payment_method,
    delivery: row.delivery,
    clickAndCollect: row.delivery.option === 'click_and_collect',
    estimatedDelivery: addWorkingDays(row.country, createdAt, COUNTRY_RULES[row.country].deliveryDays[row.delivery.option]),
    recipient,
    registration,
    lines: lines.rows.map((l) => ({
      kind: 'product' as const,
      variantId: l.variant_id,
      productId: l.product_id,
      quantity: Number(l.quantity),
      unitPrice: money(Number(l.unit_amount)),
      lineTotal: money(Number(l.unit_amount) * Number(l.quantity)),
    })),
    giftLines: await readOrderGiftLines(db, id, row.currency),
    samples: samples.rows.map((s) => ({ id: s.id, name: s.name, brandName: s.brand_name })),
    promotionCode: row.promotion_code,
    summary: row.summary,
    fulfilment: (await readFulfilment(db, id)) ?? null,
  };
}

type Outcome = Exclude<OrderStatus, 'payment_pending'>;
const PAYMENT_STATUS: Record<Outcome, string> = { confirmed: 'approved', payment_failed: 'declined', payment_blocked: 'blocked' };

/**
 * Moves a pending order to its outcome, once. A failed or blocked payment gives back the
 * stock, the promotion use and what a gift card paid, and puts the lines back in the bag,
 * in the same transaction. A confirmed one queues its confirmation e-mail there too, so
 * it is written exactly once. Returns false when the order had already left
 * payment_pending (a redelivery, or an outcome decided elsewhere).
 */
export async function settleOrder(db: Db, orderId: string, to: Outcome, reason: string): Promise<boolean> {
  return db.transaction((tx) => settleOrderIn(tx, orderId, to, reason));
}

/** settleOrder inside a transaction the caller holds (a webhook records its event id in the same one). */
export async function settleOrderIn(tx: Queryable, orderId: string, to: Outcome, reason: string): Promise<boolean> {
  const moved = await tx.query<SettledRow>(
    `update shop_order set status = $2, updated_at = now(), reserved_until = null,
       fulfilment = case when $2 = 'confirmed' then 'confirmed' else fulfilment end
     where id = $1 and status = 'payment_pending'
     returning ${SETTLED_COLUMNS}`,
    [orderId, to],
  );
  const order = moved.rows[0];
  if (!order) return false;
  await tx.query(`insert into order_event (order_id, from_status, to_status, reason) values ($1, 'payment_pending', $2, $3)`, [orderId, to, reason]);
  await tx.query(`update payment set status = $2, next_check_at = null where order_id = $1`, [orderId, PAYMENT_STATUS[to]]);
  const mail = await orderMailPayload(tx, orderId);
  if (to === 'confirmed') {
    await spendOrderRewards(tx, orderId, new Date());
    await recordOrderEarnTerms(tx, orderId);
    if (mail) await queueMail(tx, orderConfirmation, mail.email, mail.payload);
  } else {
    await release(tx, orderId, order);
    await giveBagBack(tx, orderId, order);
    if (mail) await queueMail(tx, orderPaymentFailed, mail.email, mail.payload);
  }
  return true;
}

/**
 * A payment reversed after it was approved (the provider's fraud review, or a chargeback
 * before shipping): the confirmed order becomes payment_blocked and gives everything back.
 * The bag stays as it is: the shopper has moved on. False when the order was not confirmed.
 */
export async function reverseConfirmedOrderIn(tx: Queryable, orderId: string, reason: string): Promise<boolean> {
  const moved = await tx.query<SettledRow>(
    `update shop_order set status = 'payment_blocked', fulfilment = null, updated_at = now() where id = $1 and status = 'confirmed' returning ${SETTLED_COLUMNS}`,
    [orderId],
  );
  const order = moved.rows[0];
  if (!order) return false;
  await tx.query(`insert into order_event (order_id, from_status, to_status, reason) values ($1, 'confirmed', 'payment_blocked', $2)`, [orderId, reason]);
  await tx.query(`update payment set status = 'blocked' where order_id = $1`, [orderId]);
  await release(tx, orderId, order);
  return true;
}

interface SettledRow {
  promotion_id: string | null;
  country: string;
  device_id: string;
  email: string;
  number: string;
  gift_card_hash: string | null;
  gift_card_amount: number;
}
const SETTLED_COLUMNS = 'promotion_id, country, device_id, email, number, gift_card_hash, gift_card_amount';

/** Stock, the promotion use, what a gift card paid and the Beauty Pass gifts and perks, back where they came from. */
async function release(tx: Queryable, orderId: string, order: SettledRow): Promise<void> {
  await releaseOrderRewards(tx, orderId, new Date());
  await tx.query(
    `update stock s set quantity = s.quantity + l.quantity
     from order_line l where l.order_id = $1 and s.variant_id = l.variant_id and s.country = $2`,
    [orderId, order.country],
  );
  if (order.promotion_id) await releasePromotion(tx, order.promotion_id);
  if (order.gift_card_hash) await giveBackToGiftCard(tx, order.gift_card_hash, Number(order.gift_card_amount));
}

/**
 * Checkout consumed the bag in the order's transaction (one order per bag); a payment
 * that failed puts it back, merged with whatever was added since (capped at 10 a line),
 * with its promotion and gift card when the bag has none now.
 */
async function giveBagBack(tx: Queryable, orderId: string, order: SettledRow): Promise<void> {
  const cart = await tx.query<{ id: string }>(
    `update cart c set promotion_id = coalesce(c.promotion_id, $3), gift_card_hash = coalesce(c.gift_card_hash, $4), updated_at = now()
     where device_id = $1 and country = $2 returning id`,
    [order.device_id, order.country, order.promotion_id, order.gift_card_hash],
  );
  const cartId = cart.rows[0]?.id;
  if (!cartId) return;
  await tx.query(
    `insert into cart_line (id, cart_id, variant_id, quantity)
     select gen_random_uuid()::text, $2, variant_id, least(quantity, 10) from order_line where order_id = $1 order by position
     on conflict (cart_id, variant_id) do update set quantity = least(cart_line.quantity + excluded.quantity, 10), updated_at = now()`,
    [orderId, cartId],
  );
  await tx.query(
    `insert into cart_sample (cart_id, sample_id)
     select $2, sample_id from order_sample where order_id = $1 and not exists (select 1 from cart_sample where cart_id = $2)
     on conflict do nothing`,
    [orderId, cartId],
  );
}
