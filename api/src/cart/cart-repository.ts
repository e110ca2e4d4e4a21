// The guest bag in SQL. Every write is safe under concurrency without read-modify-write
// in JS: adding locks the bag row (the cart upsert) for the rest of its transaction and
// raises the quantity in the line upsert itself; changing and removing are one
// statement each, conditional on ownership and stock. What can be held is the stock in
// the bag's country and never more than MAX_LINE_QUANTITY (both also CHECKed in SQL).
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import { COUNTRY_CURRENCY, type Country, type Language } from '@beauty/contracts/locale';
import { ApiError, notFound } from '../platform/http-errors.ts';
import { maxLineQuantity, stockStatus } from '../catalog/variant-repository.ts';
import { MAX_LINE_QUANTITY } from '@beauty/contracts/catalog';
import { completeCart, readExtras } from './bag-extras.ts';
import { checkEarlyAccess } from '../loyalty/perks.ts';
import type { Cart, CartLine } from '@beauty/contracts/cart';

export interface BagKey {
  deviceId: string;
  country: Country;
  /** The signed-in member the bag is priced for (a verified bearer's; bag-shopper.ts). */
  userId?: string;
  /** When it is priced (the app's clock); now when not given. */
  at?: Date;
  /** The shopper's language, for the names of its reward and gift (English when not given). */
  language?: Language;
}

interface LineRow {
  cart_id: string;
  user_id: string | null;
  id: string | null;
  variant_id: string | null;
  product_id: string | null;
  quantity: number | null;
  amount: number | null;
  sale_amount: number | null;
  stock: number | null;
  brand_slug: string | null;
  promotion_id: string | null;
}

/** A bag with nothing in it (yet): its summary is all zeros in the local currency. */
export function emptyCart(country: Country): Cart {
  const currency = COUNTRY_CURRENCY[country];
  const cart = { id: null, country, currency, lines: [], itemsCount: 0, subtotal: { amount: 0, currency } } as unknown as Cart;
  return completeCart(cart, { samples: [], promotion: undefined, evaluation: undefined });
}

/**
 * promotionId: priced as if that promotion were on the bag instead of its own, so one
 * promo per order compares two codes with the summary's own pricing (promo-choice.ts).
 */
export async function readCart(db: Queryable, key: BagKey, promotionId?: string): Promise<Cart> {
  const { deviceId, country } = key;
  const { rows } = await db.query<LineRow>(
    `select c.id as cart_id, c.promotion_id, c.user_id, l.id, l.variant_id, v.product_id, l.quantity, vp.amount, vp.sale_amount,
       coalesce(s.quantity, 0) as stock, b.slug as brand_slug
     from cart c
     left join cart_line l on l.cart_id = c.id
     left join variant v on v.id = l.variant_id
     left join product p on p.id = v.product_id
     left join brand b on b.id = p.brand_id
     left join variant_price vp on vp.variant_id = l.variant_id and vp.country = c.country
     left join stock s on s.variant_id = l.variant_id and s.country = c.country
     where c.device_id = $1 and c.country = $2
     order by l.created_at, l.id`,
    [deviceId, country],
    { prepared: true },
  );
  const cart = emptyCart(country);
  const currency = cart.currency;
  if (!rows[0]) return cart;
  cart.id = rows[0].cart_id;
  const brandOf = new Map<string, string>();
  for (const row of rows) {
    // A line whose variant is no longer ranged here has no price to show: it is not shown.
    if (row.id === null || row.amount === null || row.quantity === null) continue;
    const unit = Number(row.sale_amount ?? row.amount);
    const stock = Number(row.stock);
    const line: CartLine = {
      id: row.id,
      variantId: row.variant_id!,
      productId: row.product_id!,
      quantity: row.quantity,
      unitPrice: { amount: unit, currency },
      listUnitPrice: { amount: Number(row.amount), currency },
      lineTotal: { amount: unit * row.quantity, currency },
      stockStatus: stockStatus(stock),
      maxQuantity: maxLineQuantity(stock),
      outOfStock: stock < row.quantity,
    };
    brandOf.set(line.id, row.brand_slug ?? '');
    cart.lines.push(line);
    cart.itemsCount += line.quantity;
    cart.subtotal.amount += line.lineTotal.amount;
  }
  return completeCart(cart, await readExtras(db, { country, lines: cart.lines, brandOf }, cart.id, promotionId ?? rows[0].promotion_id, key, rows[0].user_id));
}

export async function countItems(db: Queryable, { deviceId, country }: BagKey): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select coalesce(sum(l.quantity), 0)::int as count
     from cart c join cart_line l on l.cart_id = c.id
     where c.device_id = $1 and c.country = $2`,
    [deviceId, country],
    { prepared: true },
  );
  return rows[0]?.count ?? 0;
}

function insufficientStock(available: number, requested: number, inBag: number): ApiError {
  const message =
    available === 0
      ? 'Out of Stock.'
      : available < MAX_LINE_QUANTITY
        ? `Only ${available} left in stock.`
        : `At most ${MAX_LINE_QUANTITY} of one item per order.`;
  return new ApiError(409, 'INSUFFICIENT_STOCK', message, { available, requested, inBag });
}

/** Adds quantity of a variant; a variant already in the bag has its line raised instead. */
export async function addLine(db: Db, key: BagKey, variantId: string, quantity: number): Promise<Cart> {
  return db.transaction(async (tx) => {
    const found = await tx.query<{ ranged: boolean; stock: number; public_from: Date | string | null }>(
      `select vp.variant_id is not null as ranged, coalesce(s.quantity, 0) as stock, p.public_from
       from variant v
       join product p on p.id = v.product_id
       left join variant_price vp on vp.variant_id = v.id and vp.country = $2
       left join stock s on s.variant_id = v.id and s.country = $2
       where v.id = $1`,
      [variantId, key.country],
    );
    const variant = found.rows[0];
    if (!variant) throw new ApiError(422, 'VARIANT_NOT_FOUND', 'This product is not available.', { variantId });
    if (!variant.ranged) throw new ApiError(422, 'NOT_SOLD_IN_COUNTRY', "This item isn't sold in your country.", { variantId, country: key.country });
    await checkEarlyAccess(tx, key, [variant.public_from]);

    // The upsert takes the bag row's lock: concurrent adds to one bag queue here.
    const bag = await tx.query<{ id: string }>(
      `insert into cart (id, device_id, country) values ($1, $2, $3)
       on conflict (device_id, country) do update set updated_at = now()
       returning id`,
      [randomUUID(), key.deviceId, key.country],
    );
    const cartId = bag.rows[0]!.id;
    const max = maxLineQuantity(Number(variant.stock));
    const added = await tx.query(
      `insert into cart_line (id, cart_id, variant_id, quantity)
       select $1, $2, $3, $4::int where $4::int <= $5::int
       on conflict (cart_id, variant_id) do update
         set quantity = cart_line.quantity + excluded.quantity, updated_at = now()
         where cart_line.quantity + excluded.quantity <= $5::int
       returning quantity`,
      [randomUUID(), cartId, variantId, quantity, max],
    );
    if (added.rowCount === 0) {
      const existing = await tx.query<{ quantity: number }>('select quantity from cart_line where cart_id = $1 and variant_id = $2', [cartId, variantId]);
      throw insufficientStock(max, quantity, existing.rows[0]?.quantity ?? 0);
    }
    return readCart(tx, key);
  });
}

/** Sets a line's quantity, if the line is in this bag and the stock allows it. */
export async function updateLine(db: Db, key: BagKey, lineId: string, quantity: number): Promise<Cart> {
  const updated = await db.query(
    `update cart_line l set quantity = $4, updated_at = now()
     from cart c
     where l.id = $1 and l.cart_id = c.id and c.device_id = $2 and c.country = $3
       and $4::int <= least($5::int, coalesce((select s.quantity from stock s where s.variant_id = l.variant_id and s.country = c.country), 0))`,
    [lineId, key.deviceId, key.country, quantity, MAX_LINE_QUANTITY],
  );
  if (updated.rowCount === 0) {
    const line = await db.query<{ quantity: number; stock: number }>(
      `select l.quantity, coalesce(s.quantity, 0) as stock
       from cart_line l join cart c on c.id = l.cart_id
       left join stock s on s.variant_id = l.variant_id and s.country = c.country
       where l.id = $1 and c.device_id = $2 and c.country = $3`,
      [lineId, key.deviceId, key.country],
    );
    const row = line.rows[0];
    if (!row) throw notFound('LINE_NOT_FOUND', 'This item is no longer in your bag.', { lineId });
    throw insufficientStock(maxLineQuantity(Number(row.stock)), quantity, row.quantity);
  }
  return readCart(db, key);
}

export async function removeLine(db: Db, key: BagKey, lineId: string): Promise<Cart> {
  const removed = await db.query(
    `delete from cart_line l using cart c
     where l.id = $1 and l.cart_id = c.id and c.device_id = $2 and c.country = $3`,
    [lineId, key.deviceId, key.country],
  );
  if (removed.rowCount === 0) throw notFound('LINE_NOT_FOUND', 'This item is no longer in your bag.', { lineId });
  return readCart(db, key);
}
