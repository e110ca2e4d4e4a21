// The catalogue's per-request loaders. Whatever a listing of 48 products asks for
// (brands, variants) is fetched in one batched call per kind, not once per product.
import { type Brand, type Category, type Product, type Variant, MAX_PAGE_SIZE } from '@beauty/contracts/catalog';
import type { Locale } from '../locale/resolve-locale.ts';
import { type ScopedKey, groupBy, scopedLoader } from '../platform/scoped-loader.ts';
import { type CatalogUpstream, catalogApi } from './catalog-api.ts';

// The api caps a comma list at 4000 characters; 96 ids stay far below it.
const MAX_IDS = MAX_PAGE_SIZE;

const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((item) => [item.id, item]));

// Per request, as before; the shared cache sits under them (brands, categories), so a
// loader's batch asks the cache first and the api only for what it lacks.
export function createCatalogLoaders(upstream: CatalogUpstream, locale: Pick<Locale, 'country' | 'language'>) {
  const api = (l: ScopedKey['locale']) => catalogApi(upstream, { locale: l });

  const brands = scopedLoader<Brand>('Brand', async (ids, l) => byId(await api(l).brandsByIds(ids)), MAX_IDS);
  const products = scopedLoader<Product>('Product', async (ids, l) => byId(await api(l).productsByIds(ids)), MAX_IDS);
  const variants = scopedLoader<Variant>('Variant', async (ids, l) => byId(await api(l).variants({ ids })), MAX_IDS);
  const variantsOfProducts = scopedLoader<Variant[]>(
    'Variants of product',
    async (productIds, l) => {
      const found = await api(l).variants({ productIds });
      for (const variant of found) variants.prime({ id: variant.id, locale: l }, variant);
      const grouped = groupBy(found, (v) => v.productId);
      // A product the api knows nothing about has no variants: an empty list, not an error.
      return new Map(productIds.map((id) => [id, grouped.get(id) ?? []]));
    },
    MAX_IDS,
  );
  let categories: Promise<Category[]> | undefined;

  const key = (id: string): ScopedKey => ({ id, locale });
  return {
    brand: (id: string) => brands.load(key(id)),
    product: (id: string) => products.load(key(id)),
    /** Products that came with a listing need no second look-up. */
    primeProducts: (list: Product[]) => {
      for (const p of list) products.prime(key(p.id), p);
    },
    variant: (id: string) => variants.load(key(id)),
    variantsOfProduct: (productId: string) => variantsOfProducts.load(key(productId)),
    /** The whole category list, fetched once per request (and so per locale). */
    categories: (): Promise<Category[]> => (categories ??= api(locale).categories()),
  };
}
export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;

declare module '../context.ts' {
  interface GatewayContext {
    /** Products, variants, brands and categories by id, batched within the request. */
    readonly loaders: CatalogLoaders;
  }
}
