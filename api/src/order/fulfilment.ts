// The order's life after payment (issue 11 item 1, decision 0073): confirmed → packed →
// shipped (tracking number) → delivered, or cancelled (before it ships) / returned (after
// delivery), whole or per line. One function moves an order, inside one transaction
// holding the order's row lock, so two staff clicks cannot move it twice; the domains
// that care (loyalty's purchase points, the rewards' reserved points) are told through
// FULFILMENT_HOOKS in the same transaction, so an order is never delivered without its
// points, or returned without their reversal.
import type { Db, Queryable } from '../db/db.ts';
import type { FulfilmentChange, FulfilmentHook, TakenBackLine } from '../loyalty/order-move.ts';
import type { Country } from '@beauty/contracts/locale';
import type { Fulfilment, FulfilmentMove, FulfilmentState, OrderFulfilmentResult } from '@beauty/contracts/fulfilment';
import { ApiError } from '../platform/http-errors.ts';
import { queueMail } from '../platform/mail/outbox.ts';
import { orderDelivered } from './mail/order-delivered.ts';
import { orderShipped } from './mail/order-shipped.ts';
import { orderCancelled, orderReturned } from './mail/order-taken-back.ts';

// The hook's shape lives below order (loyalty/order-move.ts), since loyalty's hooks implement it.
export type { FulfilmentChange, FulfilmentHook, TakenBackLine } from '../loyalty/order-move.ts';

const FORWARD: FulfilmentState[] = ['confirmed', 'packed', 'shipped', 'delivered'];
const STAMP: Record<Exclude<FulfilmentState, 'confirmed'>, string> = {
  packed: 'packed_at',
  shipped: 'shipped_at',
  delivered: 'delivered_at',
  cancelled: 'cancelled_at',
  returned: 'returned_at',
};

interface OrderRow {
  id: string;
  email: string;
  number: string;
  user_id: string | null;
  country: Country;
  currency: string;
  status: string;
  fulfilment: FulfilmentState | null;
  tracking_number: string | null;
  created_at: Date | string;
  summary: FulfilmentChange['summary'];
}

interface LineRow {
  position: number;
  variant_id: string;
  quantity: number;
  unit_amount: number;
  cancelled_quantity: number;
  returned_quantity: number;
}

function invalidMove(from: FulfilmentState | null, to: string): ApiError {
  return new ApiError(409, 'ORDER_STATE_INVALID', `An order that is ${from ?? 'not confirmed'} cannot be ${to}.`, { from, to });
}

/** Which units a cancel or return takes: the ones asked for, or every unit still open. */
function unitsToTake(lines: LineRow[], move: FulfilmentMove): TakenBackLine[] {
  const open = (l: LineRow) => Number(l.quantity) - Number(l.cancelled_quantity) - Number(l.returned_quantity);
  if (!move.lines) {
    return lines
      .filter((l) => open(l) > 0)
      .map((l) => ({ position: Number(l.position), variantId: l.variant_id, quantity: open(l), unitAmount: Number(l.unit_amount) }));
  }
  const asked = new Map<number, number>();
  for (const l of move.lines) asked.set(l.position, (asked.get(l.position) ?? 0) + l.quantity);
  return [...asked].map(([position, quantity]) => {
    const line = lines.find((l) => Number(l.position) === position);
    if (!line || quantity > open(line)) {
      throw new ApiError(400, 'VALIDATION_FAILED', `Line ${position} does not have ${quantity} units left to take back.`, { location: 'body', field: 'lines' });
    }
    return { position, variantId: line.variant_id, quantity, unitAmount: Number(line.unit_amount) };
  });
}

/**
 * Moves a confirmed order; returns its fulfilment after the move. Forward moves may skip
 * steps (a click-and-collect order is delivered without shipping) but never go back; a
 * shipped order needs its tracking number. Cancelling takes units back into stock;
 * returning does not (returned beauty products are not resold).
 */
export async function moveOrder(db: Db, orderId: string, move: FulfilmentMove, at: Date, hooks: readonly FulfilmentHook[]): Promise<OrderFulfilmentResult> {
  return db.transaction(async (tx) => {
    const found = await tx.query<OrderRow>(
      `select id, email, number, user_id, country, currency, status, fulfilment, tracking_number, created_at, summary from shop_order where id = $1 for update`,
      [orderId],
    );
    const order = found.rows[0];
    if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', 'Order not found.');
    const from = order.fulfilment;
    if (order.status !== 'confirmed' || from === null) throw invalidMove(from, move.state);
    const lines = (
      await tx.query<LineRow>(
        'select position, variant_id, quantity, unit_amount, cancelled_quantity, returned_quantity from order_line where order_id = $1 order by position for update',
        [orderId],
      )
    ).rows;

    let to: FulfilmentState = move.state;
    let takenBack: TakenBackLine[] = [];
    if (move.state === 'packed' || move.state === 'shipped' || move.state === 'delivered') {
      if (!FORWARD.includes(from) || FORWARD.indexOf(move.state) <= FORWARD.indexOf(from)) throw invalidMove(from, move.state);
      if (move.state === 'shipped' && !move.trackingNumber && !order.tracking_number) {
        throw new ApiError(422, 'TRACKING_NUMBER_REQUIRED', 'Shipping needs a tracking number.', { field: 'trackingNumber' });
      }
      await tx.query(
        `update shop_order set fulfilment = $2, ${STAMP[move.state]} = $3, tracking_number = coalesce($4, tracking_number), updated_at = now() where id = $1`,
        [orderId, move.state, at, move.trackingNumber ?? null],
      );
    } else {
      const column = move.state === 'cancelled' ? 'cancelled_quantity' : 'returned_quantity';
      const allowed = move.state === 'cancelled' ? from === 'confirmed' || from === 'packed' : from === 'delivered';
      if (!allowed) throw invalidMove(from, move.state);
      takenBack = unitsToTake(lines, move);
      if (takenBack.length === 0) throw invalidMove(from, move.state);
      for (const line of takenBack) {
        await tx.query(`update order_line set ${column} = ${column} + $3 where order_id = $1 and position = $2`, [orderId, line.position, line.quantity]);
        const row = lines.find((l) => Number(l.position) === line.position)!;
        row[column] = Number(row[column]) + line.quantity;
        if (move.state === 'cancelled') {
          await tx.query('update stock set quantity = quantity + $3 where variant_id = $1 and country = $2', [line.variantId, order.country, line.quantity]);
        }
      }
      const anyOpen = lines.some((l) => Number(l.quantity) - Number(l.cancelled_quantity) - Number(l.returned_quantity) > 0);
      // A partial cancel or return leaves the order where it was, with its lines telling what went back.
      to = anyOpen ? from : move.state;
      await tx.query(`update shop_order set fulfilment = $2, ${STAMP[move.state]} = $3, updated_at = now() where id = $1`, [orderId, to, at]);
    }
    await tx.query('insert into order_event (order_id, from_status, to_status, reason) values ($1, $2, $3, $4)', [
      orderId,
      `fulfilment:${from}`,
      `fulfilment:${move.state}${to === move.state ? '' : ' (part)'}`,
      move.reason ?? 'staff',
    ]);
    const change: FulfilmentChange = {
      orderId,
      number: order.number,
      userId: order.user_id,
      country: order.country,
      currency: order.currency,
      placedAt: new Date(order.created_at),
      from,
      to: move.state,
      at,
      takenBack,
      summary: order.summary,
      lines: lines.map((l) => ({
        position: Number(l.position),
        variantId: l.variant_id,
        quantity: Number(l.quantity),
        unitAmount: Number(l.unit_amount),
        cancelledQuantity: Number(l.cancelled_quantity),
        returnedQuantity: Number(l.returned_quantity),
      })),
    };
    for (const hook of hooks) await hook(tx, change);
    // The shopper hears of it (mail kit, decision 0084), with the signed link of decision 0146.
    const mail = { orderId, number: order.number, country: order.country, placedAt: change.placedAt.toISOString(), member: order.user_id !== null };
    if (move.state === 'shipped')
      await queueMail(tx, orderShipped, order.email, {
        ...mail,
        ...((move.trackingNumber ?? order.tracking_number) ? { trackingNumber: move.trackingNumber ?? order.tracking_number! } : {}),
      });
    if (move.state === 'delivered') await queueMail(tx, orderDelivered, order.email, { ...mail, deliveredAt: at.toISOString() });
    if (move.state === 'cancelled' || move.state === 'returned') {
      // Exactly the units this move took back, so a part cancel and a later return each say theirs.
      const names = await tx.query<{ id: string; name: string }>(
        'select v.id, p.name from variant v join product p on p.id = v.product_id where v.id = any($1::text[])',
        [takenBack.map((l) => l.variantId)],
      );
      const nameOf = new Map(names.rows.map((row) => [row.id, row.name]));
      const taken = takenBack.map((l) => ({
        name: nameOf.get(l.variantId) ?? l.variantId,
        quantity: l.quantity,
        amount: { amount: l.unitAmount * l.quantity, currency: order.currency },
      }));
      const payload = {
        ...mail,
        lines: taken,
        whole: to === move.state,
        value: { amount: taken.reduce((sum, l) => sum + l.amount.amount, 0), currency: order.currency },
      };
      await queueMail(tx, move.state === 'cancelled' ? orderCancelled : orderReturned, order.email, payload);
    }
    return { orderId, number: order.number, fulfilment: (await readFulfilment(tx, orderId))! };
  });
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The order's fulfilment as the order page shows it; undefined when it was never confirmed. */
export async function readFulfilment(db: Queryable, orderId: string): Promise<Fulfilment | undefined> {
  const { rows } = await db.query<{
    fulfilment: FulfilmentState | null;
    tracking_number: string | null;
    confirmed_at: Date | string | null;
    packed_at: Date | null;
    shipped_at: Date | null;
    delivered_at: Date | null;
    cancelled_at: Date | null;
    returned_at: Date | null;
  }>(
    `select fulfilment, tracking_number, packed_at, shipped_at, delivered_at, cancelled_at, returned_at,
       (select min(e.created_at) from order_event e where e.order_id = o.id and e.to_status = 'confirmed') as confirmed_at
     from shop_order o where id = $1`,
    [orderId],
  );
  const row = rows[0];
  if (!row?.fulfilment) return undefined;
  const lines = await db.query<LineRow>(
    'select position, quantity, cancelled_quantity, returned_quantity from order_line where order_id = $1 order by position',
    [orderId],
  );
  return {
    state: row.fulfilment,
    trackingNumber: row.tracking_number,
    confirmedAt: iso(row.confirmed_at),
    packedAt: iso(row.packed_at),
    shippedAt: iso(row.shipped_at),
    deliveredAt: iso(row.delivered_at),
    cancelledAt: iso(row.cancelled_at),
    returnedAt: iso(row.returned_at),
    lines: lines.rows.map((l) => ({
      position: Number(l.position),
      quantity: Number(l.quantity),
      cancelledQuantity: Number(l.cancelled_quantity),
      returnedQuantity: Number(l.returned_quantity),
    })),
  };
}
