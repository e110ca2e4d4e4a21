// Orders in SQL: reading one as the order page shows it, and moving its status. Every
// status change is one conditional UPDATE from payment_pending, so a redelivered or late
// webhook, or a second worker, cannot move an order twice; stock and the promotion use go
// back in the same transaction as a failed or blocked payment, and so does what a gift card paid.
import type { Db, Queryable } from '../db/db.ts';
import { releasePromotion } from '../cart/promotions/promotion-repository.ts';
import { giveBackToGiftCard } from '../cart/gift-cards/gift-card-repository.ts';
import type { Order, OrderStatus } from '@beauty/contracts/checkout';
import { COUNTRY_RULES } from '../cart/country-rules.ts';
import type { Country } from '@beauty/contracts/locale';
// Working days in the order's country, counted from the day it was placed there (decision 0062).
import { addWorkingDays } from '@beauty/contracts/calendar';

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
      variantId: l.variant_id,
      productId: l.product_id,
      quantity: Number(l.quantity),
      unitPrice: money(Number(l.unit_amount)),
      lineTotal: money(Number(l.unit_amount) * Number(l.quantity)),
    })),
    samples: samples.rows.map((s) => ({ id: s.id, name: s.name, brandName: s.brand_name })),
    promotionCode: row.promotion_code,
    summary: row.summary,
  };
}

/**
 * Moves a pending order to its outcome, once. A failed or blocked payment gives back the
 * stock and the promotion use in the same transaction. Returns false when the order had
 * already left payment_pending (a redelivery, or an outcome decided elsewhere).
 */
export async function settleOrder(db: Db, orderId: string, to: Exclude<OrderStatus, 'payment_pending'>, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx.query<{ promotion_id: string | null; country: string; gift_card_code: string | null; gift_card_amount: number }>(
      `update shop_order set status = $2, updated_at = now() where id = $1 and status = 'payment_pending'
       returning promotion_id, country, gift_card_code, gift_card_amount`,
      [orderId, to],
    );
    const order = moved.rows[0];
    if (!order) return false;
    await tx.query(`insert into order_event (order_id, from_status, to_status, reason) values ($1, 'payment_pending', $2, $3)`, [orderId, to, reason]);
    await tx.query(`update payment set status = $2 where order_id = $1`, [orderId, to === 'confirmed' ? 'approved' : to === 'payment_failed' ? 'declined' : 'blocked']);
    if (to !== 'confirmed') {
      await tx.query(
        `update stock s set quantity = s.quantity + l.quantity
         from order_line l where l.order_id = $1 and s.variant_id = l.variant_id and s.country = $2`,
        [orderId, order.country],
      );
      if (order.promotion_id) await releasePromotion(tx, order.promotion_id);
      if (order.gift_card_code) await giveBackToGiftCard(tx, order.gift_card_code, Number(order.gift_card_amount));
    }
    return true;
  });
}
