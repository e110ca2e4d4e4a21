// A store's own shelf (issue 18, decision 0119): units of each variant the store carries,
// from store_stock (seeded by catalog/seed/store-shelves.ts). A variant the store does not
// carry has no row and is left out of the answer: the kiosk says "online only" for it.
import type { Country } from '@beauty/contracts/locale';
import type { StoreStock } from '@beauty/contracts/kiosk';
import type { Queryable } from '../db/db.ts';

/** The shelf of store `storeId` in `country` for these variants, in the order asked; null for no such store there. */
export async function storeStock(db: Queryable, country: Country, storeId: string, variantIds: readonly string[]): Promise<StoreStock | null> {
  const store = await db.query(`select 1 from store where id = $1 and country = $2`, [storeId, country]);
  if (store.rows.length === 0) return null;
  if (variantIds.length === 0) return { storeId, items: [] };
  const { rows } = await db.query<{ variant_id: string; quantity: number }>(
    `select variant_id, quantity from store_stock where store_id = $1 and variant_id = any($2::text[])`,
    [storeId, variantIds],
  );
  const byId = new Map(rows.map((row) => [row.variant_id, Number(row.quantity)]));
  return {
    storeId,
    items: variantIds.flatMap((variantId) => (byId.has(variantId) ? [{ variantId, quantity: byId.get(variantId)! }] : [])),
  };
}
