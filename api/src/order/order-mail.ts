// The payload of an order's mails (order/mail/order-mail.ts), read in the
// transaction that changes the order, so the mail says what the order was at that moment.
// Every order mail links the order page, signed when it is sent: with the guest's key for a
// guest's order, with a link that ends for a member's (decision 0146).
import type { Queryable } from '../db/db.ts';
import type { OrderMailPayload } from './mail/order-mail.ts';
import { parseCountry } from '@beauty/contracts/locale';
import { readOrderGiftLines } from './order-gift-lines.ts';

export async function orderMailPayload(tx: Queryable, orderId: string): Promise<{ email: string; payload: OrderMailPayload } | undefined> {
  const { rows } = await tx.query<{
    email: string;
    number: string;
    country: string;
    user_id: string | null;
    created_at: Date | string;
    total: { amount: number; currency: string };
    first_name: string | null;
  }>(
    `select o.email, o.number, o.country, o.user_id, o.created_at, o.summary->'total' as total, u.first_name
     from shop_order o left join account_user u on u.id = o.user_id where o.id = $1`,
    [orderId],
  );
  const order = rows[0];
  if (!order) return undefined;
  const lines = await tx.query<{ name: string; quantity: number; amount: number }>(
    `select p.name, l.quantity, l.quantity * l.unit_amount as amount from order_line l join product p on p.id = l.product_id where l.order_id = $1 order by l.position`,
    [orderId],
  );
  const currency = order.total.currency;
  const giftLines = await readOrderGiftLines(tx, orderId, currency);
  return {
    email: order.email,
    payload: {
      orderId,
      number: order.number,
      country: parseCountry(order.country),
      ...(order.first_name ? { firstName: order.first_name } : {}),
      placedAt: new Date(order.created_at).toISOString(),
      total: order.total,
      lines: lines.rows.map((line) => ({ name: line.name, quantity: Number(line.quantity), amount: { amount: Number(line.amount), currency } })),
      ...(giftLines.length ? { giftLines: giftLines.map((g) => ({ kind: g.kind, name: `${g.brandName} ${g.name}`, points: g.points })) } : {}),
      member: order.user_id !== null,
    },
  };
}
