// SQL for variants in one country's shop: priced there (a variant not ranged in the
// country is not offered in it), with the stock there.
import type { Queryable } from '../db/db.ts';
import type { Country } from '@beauty/contracts/locale';
import { LOW_STOCK_THRESHOLD, MAX_LINE_QUANTITY, type Variant } from '@beauty/contracts/catalog';

interface VariantRow {
  id: string;
  product_id: string;
  sku: string;
  name: string;
  type: Variant['type'];
  swatch_color: string | null;
  barcode: string | null;
  is_default: boolean;
  currency: string;
  amount: number;
  sale_amount: number | null;
  stock: number;
}

export function stockStatus(quantity: number): Variant['stockStatus'] {
  if (quantity <= 0) return 'out_of_stock';
  return quantity <= LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock';
}

/** How many one bag line may hold: the stock, and never more than MAX_LINE_QUANTITY. */
export const maxLineQuantity = (stock: number) => Math.max(0, Math.min(stock, MAX_LINE_QUANTITY));

function toVariant(row: VariantRow): Variant {
  const stock = Number(row.stock);
  return {
    id: row.id,
    productId: row.product_id,
    sku: row.sku,
    name: row.name,
    type: row.type,
    swatchColor: row.swatch_color,
    barcode: row.barcode,
    isDefault: row.is_default,
    price: { amount: Number(row.amount), currency: row.currency },
    salePrice: row.sale_amount === null ? null : { amount: Number(row.sale_amount), currency: row.currency },
    stockStatus: stockStatus(stock),
    maxQuantity: maxLineQuantity(stock),
  };
}

/**
 * Variants with these ids (in the order asked) followed by the variants of these
 * products (each product's in position order). Unknown and unranged ones are left out.
 */
export async function findVariants(db: Queryable, country: Country, ids: readonly string[], productIds: readonly string[]): Promise<Variant[]> {
  if (ids.length === 0 && productIds.length === 0) return [];
  // The wanted ids first, each list by its own index (an `or` of the two read every variant),
  // then price and stock by primary key.
  const { rows } = await db.query<VariantRow>(
    `select v.id, v.product_id, v.sku, v.name, v.type, v.swatch_color, v.barcode, v.is_default,
       vp.currency, vp.amount, vp.sale_amount, coalesce(s.quantity, 0) as stock
     from (select id from variant where id = any($2::text[]) union select id from variant where product_id = any($3::text[])) wanted
     join variant v on v.id = wanted.id
     join variant_price vp on vp.variant_id = v.id and vp.country = $1
     left join stock s on s.variant_id = v.id and s.country = $1
     order by v.product_id, v.position`,
    [country, ids, productIds],
    { prepared: true },
  );
  const variants = rows.map(toVariant);
  const byId = new Map(variants.map((v) => [v.id, v]));
  const seen = new Set<string>();
  const ordered: Variant[] = [];
  const take = (v: Variant | undefined) => {
    if (v && !seen.has(v.id)) {
      seen.add(v.id);
      ordered.push(v);
    }
  };
  for (const id of ids) take(byId.get(id));
  const byProduct = new Map<string, Variant[]>();
  for (const v of variants) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
  for (const productId of productIds) byProduct.get(productId)?.forEach(take);
  return ordered;
}
