// A member's own orders in SQL: the page of "Your orders" and "is this order theirs". Pages
// are keyset on (created_at, id), newest first, so an order placed while the member pages
// through neither repeats nor hides a row; the cursor is the last order's id, resolved back
// to its (created_at, id) in the database, so no timestamp loses its microseconds on the way.
import type { Queryable } from '../db/db.ts';
import type { Country } from '@beauty/contracts/locale';
import { badRequest } from '../platform/http-errors.ts';
import { readGiftLinesOfOrders } from './order-gift-lines.ts';
import type { LastDelivery, OrderList, OrderListItem } from '@beauty/contracts/order';

const encodeCursor = (orderId: string) => Buffer.from(orderId, 'utf8').toString('base64url');
const decodeCursor = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8');

interface ListRow {
  id: string;
  number: string;
  status: OrderListItem['status'];
  country: string;
  created_at: Date | string;
  total: OrderListItem['total'];
  item_count: number | string;
  fulfilment: OrderListItem['fulfilment'];
  promotion_code: string | null;
}

export async function isOrderOf(db: Queryable, orderId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>('select exists (select 1 from shop_order where id = $1 and user_id = $2) as found', [orderId, userId]);
  return rows[0]?.found ?? false;
}

export async function listMemberOrders(db: Queryable, userId: string, country: Country, limit: number, cursor?: string): Promise<OrderList> {
  let after: { created_at: string; id: string } | undefined;
  if (cursor !== undefined) {
    // Only one of this member's orders of this site is a cursor: anything else is a bad request, not an empty page.
    const { rows } = await db.query<{ created_at: string; id: string }>(
      'select created_at::text as created_at, id from shop_order where id = $1 and user_id = $2 and country = $3',
      [decodeCursor(cursor), userId, country],
    );
    if (!rows[0]) throw badRequest('VALIDATION_FAILED', 'This page cursor is not valid.', { location: 'querystring', field: 'cursor' });
    after = rows[0];
  }
  const params: unknown[] = [userId, country, limit + 1];
  if (after) params.push(after.created_at, after.id);
  const { rows } = await db.query<ListRow>(
    `select o.id, o.number, o.status, o.country, o.created_at, o.summary -> 'total' as total, o.fulfilment, p.code as promotion_code,
       (select coalesce(sum(l.quantity), 0) from order_line l where l.order_id = o.id) as item_count
     from shop_order o left join promotion p on p.id = o.promotion_id
     where o.user_id = $1 and o.country = $2 ${after ? 'and (o.created_at, o.id) < ($4::timestamptz, $5)' : ''}
     order by o.created_at desc, o.id desc
     limit $3`,
    params,
  );
  const page = rows.slice(0, limit);
  // What each order carries besides its items, as its page shows it (decision 0131).
  const giftLines = await readGiftLinesOfOrders(
    db,
    page.map((r) => ({ id: r.id, currency: r.total.currency })),
  );
  return {
    orders: page.map((r) => ({
      id: r.id,
      number: r.number,
      status: r.status,
      country: r.country,
      createdAt: new Date(r.created_at).toISOString(),
      total: { amount: Number(r.total.amount), currency: r.total.currency },
      itemCount: Number(r.item_count),
      fulfilment: r.fulfilment,
      giftLines: giftLines.get(r.id) ?? [],
      promotionCode: r.promotion_code,
      cursor: encodeCursor(r.id),
    })),
    nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!.id) : null,
  };
}

/** The recipient of the member's latest order on this site and the address of the latest delivered to one (decision 0151). */
export async function lastDelivery(db: Queryable, userId: string, country: Country): Promise<LastDelivery> {
  const latest = await db.query<{ recipient: { name: string; mobile: { callingCode: string; phoneNumber: string } } }>(
    'select recipient from shop_order where user_id = $1 and country = $2 order by created_at desc, id desc limit 1',
    [userId, country],
  );
  const delivered = await db.query<{ address: NonNullable<LastDelivery['address']> }>(
    `select delivery -> 'address' as address from shop_order
     where user_id = $1 and country = $2 and jsonb_typeof(delivery -> 'address') = 'object'
     order by created_at desc, id desc limit 1`,
    [userId, country],
  );
  const recipient = latest.rows[0]?.recipient;
  const address = delivered.rows[0]?.address;
  return {
    // The registration kept beside the recipient is a tax invoice's, not who receives the parcel.
    recipient: recipient ? { name: recipient.name, mobile: { callingCode: recipient.mobile.callingCode, phoneNumber: recipient.mobile.phoneNumber } } : null,
    address: address
      ? {
          line1: address.line1,
          city: address.city,
          ...(address.line2 ? { line2: address.line2 } : {}),
          ...(address.state ? { state: address.state } : {}),
          ...(address.postalCode ? { postalCode: address.postalCode } : {}),
        }
      : null,
  };
}
