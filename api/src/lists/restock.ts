// Setting a variant's stock in a country, as staff or the sandbox do when goods come back:
// the waitlist of that variant is mailed by the back-in-stock job.
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';

export async function restock(db: Queryable, variantId: string, country: string, quantity: number) {
  const { rows } = await db.query(`select 1 from variant_price where variant_id = $1 and country = $2`, [variantId, country]);
  if (!rows[0]) throw new ApiError(404, 'VARIANT_NOT_FOUND', 'Variant not found in this country.', { variantId, country });
  await db.query(
    `insert into stock (variant_id, country, quantity) values ($1, $2, $3)
     on conflict (variant_id, country) do update set quantity = excluded.quantity`,
    [variantId, country, quantity],
  );
  const waiting = await db.query<{ n: number }>(
    `select count(*)::int as n from shopper_alert where kind = 'waitlist' and variant_id = $1 and country = $2 and notified_at is null and confirmed_at is not null`,
    [variantId, country],
  );
  return { variantId, country, quantity, waiting: waiting.rows[0]?.n ?? 0 };
}
