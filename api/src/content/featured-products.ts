// The products of a page's carousels, all in one call (POST featured-products/): each
// selection's rule is a hand-picked list (ids or slugs, in the editor's order) or a query
// over the country's shelf (brand, category, tag, on sale; sort and limit) run through
// the listing's own SQL (catalog/listing-filter.ts). Only products sold in the request's
// country come back, as the catalogue's Product DTO, so the gateway's Product type
// resolves them unchanged.
import type { Queryable } from '../db/db.ts';
import type { Country } from '@beauty/contracts/locale';
import type { Product } from '@beauty/contracts/catalog';
import { NO_FILTER } from '../catalog/listing-filter.ts';
import { listProducts, productsByIds } from '../catalog/product-repository.ts';
import type { FeaturedProductsBody, ProductRule } from '@beauty/contracts/content';

type Picked = Extract<ProductRule, { kind: 'products' }>;
type Queried = Extract<ProductRule, { kind: 'query' }>;

/** Hand-picked lists, all of them with two queries: ids and slugs to ids, then the products. */
async function pickedProducts(db: Queryable, country: Country, rules: readonly Picked[]): Promise<Product[][]> {
  const wanted = [...new Set(rules.flatMap((r) => r.products))];
  if (wanted.length === 0) return rules.map(() => []);
  const { rows } = await db.query<{ id: string; slug: string }>('select id, slug from product where id = any($1::text[]) or slug = any($1::text[])', [wanted]);
  const idOf = new Map<string, string>();
  for (const row of rows) {
    idOf.set(row.id, row.id);
    idOf.set(row.slug, row.id);
  }
  const products = new Map((await productsByIds(db, country, [...new Set(idOf.values())])).map((p) => [p.id, p]));
  return rules.map((rule) => {
    const ids = [...new Set(rule.products.flatMap((p) => idOf.get(p) ?? []))];
    return ids.flatMap((id) => products.get(id) ?? []);
  });
}

async function queriedProducts(db: Queryable, country: Country, rule: Queried): Promise<Product[]> {
  const filter = {
    ...NO_FILTER,
    brandSlug: rule.brand,
    categoryPath: rule.category,
    others: rule.tag ? [rule.tag] : [],
    onSale: rule.onSale ?? false,
  };
  return (await listProducts(db, country, filter, rule.sort, 0, rule.limit)).products;
}

export async function featuredProducts(db: Queryable, country: Country, { selections }: FeaturedProductsBody) {
  const picked = selections.flatMap((s) => (s.rule.kind === 'products' ? [s.rule] : []));
  const pickedResults = await pickedProducts(db, country, picked);
  const byRule = new Map<ProductRule, Product[]>(picked.map((rule, i) => [rule, pickedResults[i]!]));
  const results = await Promise.all(
    selections.map(async ({ id, rule }) => ({ id, products: rule.kind === 'products' ? byRule.get(rule)! : await queriedProducts(db, country, rule) })),
  );
  return { selections: results };
}
