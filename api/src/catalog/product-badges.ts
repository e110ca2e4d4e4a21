// Which products carry the badges of docs/product.md#badges that the data set has no column for: coming
// soon, priority access (Beauty Pass early access), app exclusive, and selected
// types/shades/sizes only (some of the variants sold here, not all). Chosen by a hash of
// the product id so every seed and machine agrees: about 2% each, and a tenth of the
// products with variants. Called by the seed after it writes products.
import type { Queryable } from '../db/db.ts';

/** The assignment as SQL over `product` (migration 0012 ran the same for catalogues seeded before it). */
export const ASSIGN_BADGES_SQL = `
  update product set badges = array_remove(array[
    case when get_byte(decode(md5(id), 'hex'), 0) < 5 then 'coming_soon' end,
    case when get_byte(decode(md5(id), 'hex'), 1) < 5 then 'priority_access' end,
    case when get_byte(decode(md5(id), 'hex'), 2) < 5 then 'app_exclusive' end,
    case when variation_type <> 'none' and get_byte(decode(md5(id), 'hex'), 3) < 26 then 'selected_only' end
  ]::text[], null)`;

export async function assignBadges(tx: Queryable): Promise<void> {
  await tx.query(ASSIGN_BADGES_SQL);
}
