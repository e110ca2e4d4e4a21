// Turns the data set's rows into the records the database holds: brands, the category
// tree, products, variants, and per-country prices and stock. Pure and deterministic:
// the same rows always give the same catalogue.
import { COUNTRIES, type Country, type Currency } from '@beauty/contracts/locale';
import { canonicalBrandSlug } from '../brand-slugs.ts';
import { productSlug, slugify } from '../slug.ts';
import type { CatalogRow, VariationType } from './catalog-row.ts';
import { buildCategoryTree, type CategorySeed } from './categories.ts';
import { launchedAt } from './launch-dates.ts';
import { localPrices } from './pricing.ts';
import { isRanged, stockQuantity } from './stock-levels.ts';
import { generateVariants, type VariantSeed } from './variants.ts';

export interface BrandSeed {
  id: string;
  slug: string;
  name: string;
}

export interface ProductSeed {
  id: string;
  slug: string;
  name: string;
  brandId: string;
  categoryId: string | null;
  rating: number | null;
  reviewCount: number;
  lovesCount: number;
  isNew: boolean;
  isExclusive: boolean;
  isOnlineOnly: boolean;
  isLimitedEdition: boolean;
  variationType: VariationType;
  size: string | null;
  highlights: string[];
  ingredients: string | null;
  launchedAt: Date;
  featuredRank: number;
}

export interface PriceSeed {
  variantId: string;
  country: Country;
  currency: Currency;
  amount: number;
  saleAmount: number | null;
}

export interface StockSeed {
  variantId: string;
  country: Country;
  quantity: number;
}

export interface CatalogSeed {
  brands: BrandSeed[];
  categories: CategorySeed[];
  products: ProductSeed[];
  variants: VariantSeed[];
  prices: PriceSeed[];
  stock: StockSeed[];
}

export interface BuildOptions {
  /**
   * How many copies of the data set to make (benchmarks grow the catalogue this way: 50
   * copies of the 1,000 rows give 50,000 products). Copy n > 1 gets ids like "P448733X2".
   */
  copies?: number;
}

function brandsOf(rows: readonly CatalogRow[]): BrandSeed[] {
  const byId = new Map<string, BrandSeed>();
  const slugs = new Set<string>();
  for (const row of rows) {
    if (byId.has(row.brandId)) continue;
    let slug = canonicalBrandSlug(slugify(row.brandName)) || `brand-${slugify(row.brandId)}`;
    if (slugs.has(slug)) slug = `${slug}-${slugify(row.brandId)}`;
    slugs.add(slug);
    byId.set(row.brandId, { id: row.brandId, slug, name: row.brandName });
  }
  return [...byId.values()];
}

function copiesOf(rows: readonly CatalogRow[], copies: number): CatalogRow[] {
  const out = [...rows];
  for (let n = 2; n <= copies; n++) {
    for (const row of rows) out.push({ ...row, productId: `${row.productId}X${n}`, name: `${row.name} No. ${n}` });
  }
  return out;
}

export function buildCatalog(sourceRows: readonly CatalogRow[], options: BuildOptions = {}): CatalogSeed {
  const rows = copiesOf(sourceRows, Math.max(1, Math.floor(options.copies ?? 1)));
  const tree = buildCategoryTree(rows.map((r) => r.categoryNames));

  // Featured: the most-loved first, the id as a stable tie-break.
  const featured = [...rows].sort((a, b) => b.lovesCount - a.lovesCount || (a.productId < b.productId ? -1 : 1));
  const featuredRank = new Map(featured.map((row, i) => [row.productId, i + 1]));

  const products: ProductSeed[] = [];
  const variants: VariantSeed[] = [];
  const prices: PriceSeed[] = [];
  const stock: StockSeed[] = [];
  for (const row of rows) {
    products.push({
      id: row.productId,
      slug: productSlug(row.name, row.productId),
      name: row.name,
      brandId: row.brandId,
      categoryId: tree.idFor(row.categoryNames),
      rating: row.rating,
      reviewCount: row.reviewCount,
      lovesCount: row.lovesCount,
      isNew: row.isNew,
      isExclusive: row.isExclusive,
      isOnlineOnly: row.isOnlineOnly,
      isLimitedEdition: row.isLimitedEdition,
      variationType: row.variationType,
      size: row.size,
      highlights: row.highlights,
      ingredients: row.ingredients,
      launchedAt: launchedAt(row.productId, row.isNew),
      featuredRank: featuredRank.get(row.productId)!,
    });
    for (const variant of generateVariants(row)) {
      variants.push(variant);
      const local = localPrices(variant.priceUsdCents, variant.saleUsdCents);
      for (const country of COUNTRIES) {
        if (!isRanged(variant.id, variant.isDefault, country)) continue;
        const price = local.find((p) => p.country === country)!;
        prices.push({ variantId: variant.id, country, currency: price.currency, amount: price.amount, saleAmount: price.saleAmount });
        stock.push({ variantId: variant.id, country, quantity: stockQuantity(variant.id, country, row.isOutOfStock) });
      }
    }
  }
  return { brands: brandsOf(rows), categories: tree.categories, products, variants, prices, stock };
}
