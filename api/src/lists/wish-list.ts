// A member's wish list on one country site (decision 0080). Adding is "insert … on
// conflict do nothing", so adding what is there already changes nothing: the guest list
// merged at sign-in can overlap the member's without duplicates or errors. The price at the
// time of adding is kept to show what changed since.
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { WISH_LIST_MAX_ITEMS, type WishList } from '@beauty/contracts/lists';

interface Entry {
  productId: string;
  variantId?: string | null | undefined;
}

export async function readWishList(db: Queryable, userId: string, country: string): Promise<WishList> {
  const { rows } = await db.query<{
    product_id: string;
    variant_id: string | null;
    added_at: Date;
    added_currency: string | null;
    added_amount: string | null;
  }>(
    `select product_id, variant_id, added_at, added_currency, added_amount from wish_list_item
     where user_id = $1 and country = $2 order by added_at desc, product_id`,
    [userId, country],
  );
  return {
    items: rows.map((r) => ({
      productId: r.product_id,
      variantId: r.variant_id,
      addedAt: new Date(r.added_at).toISOString(),
      addedPrice: r.added_currency && r.added_amount !== null ? { amount: Number(r.added_amount), currency: r.added_currency } : null,
    })),
  };
}

/** Applies removals then additions in one transaction; unknown products are an error, not a silent skip. */
export async function updateWishList(
  tx: Queryable,
  userId: string,
  country: string,
  add: readonly Entry[],
  remove: readonly string[],
  at: Date,
): Promise<void> {
  if (remove.length > 0)
    await tx.query(`delete from wish_list_item where user_id = $1 and country = $2 and product_id = any($3::text[])`, [userId, country, remove]);
  for (const entry of dedupe(add)) {
    // The variant must be the product's; the price is the variant's (or the default one's) here.
    const { rows } = await tx.query<{ variant_id: string | null }>(
      `select v.id as variant_id from product p
       left join variant v on v.product_id = p.id and v.id = $2
       where p.id = $1`,
      [entry.productId, entry.variantId ?? null],
    );
    if (!rows[0]) throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'Product not found.', { productId: entry.productId });
    if (entry.variantId && rows[0].variant_id === null) throw new ApiError(404, 'VARIANT_NOT_FOUND', 'Variant not found.', { variantId: entry.variantId });
    await tx.query(
      `insert into wish_list_item (user_id, country, product_id, variant_id, added_currency, added_amount, added_at)
       select $1, $2, $3, $4, vp.currency, coalesce(vp.sale_amount, vp.amount), $5
       from (select 1) one
       left join variant v on v.id = coalesce($4, (select id from variant where product_id = $3 and is_default))
       left join variant_price vp on vp.variant_id = v.id and vp.country = $2
       on conflict (user_id, country, product_id) do nothing`,
      [userId, country, entry.productId, entry.variantId ?? null, at],
    );
  }
  const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n from wish_list_item where user_id = $1 and country = $2`, [userId, country]);
  if ((rows[0]?.n ?? 0) > WISH_LIST_MAX_ITEMS)
    throw new ApiError(422, 'WISH_LIST_FULL', `A wish list holds at most ${WISH_LIST_MAX_ITEMS} products.`, { max: WISH_LIST_MAX_ITEMS });
}

function dedupe(entries: readonly Entry[]): Entry[] {
  const seen = new Map<string, Entry>();
  for (const entry of entries) if (!seen.has(entry.productId)) seen.set(entry.productId, entry);
  return [...seen.values()];
}
