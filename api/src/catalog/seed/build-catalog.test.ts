// The seed over the real data set (api/data/): what a shopper will find in the shop.
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@beauty/contracts/locale';
import { SLUG_PATH_PATTERN, SLUG_PATTERN } from '../slug.ts';
import { buildCatalog } from './build-catalog.ts';
import { readCatalogRows } from './seed.ts';

const { rows } = readCatalogRows();
const catalog = buildCatalog(rows);

describe('the seeded catalogue', () => {
  it('has all 1,000 products and 240 brands with unique slugs', () => {
    expect(catalog.products).toHaveLength(1_000);
    expect(catalog.brands).toHaveLength(240);
    expect(new Set(catalog.brands.map((b) => b.slug)).size).toBe(240);
    expect(new Set(catalog.products.map((p) => p.slug)).size).toBe(1_000);
    expect(catalog.brands.every((b) => SLUG_PATTERN.test(b.slug))).toBe(true);
    expect(catalog.brands.find((b) => b.name === 'Estée Lauder')?.slug).toBe('estee-lauder');
  });

  it('has the category tree: 9 top categories, 117 distinct paths from the data, slug paths', () => {
    const leafPaths = new Set(rows.map((r) => r.categoryNames.join('>')));
    expect(leafPaths.size).toBe(117);
    expect(catalog.categories.filter((c) => c.depth === 1).map((c) => c.slug)).toEqual(
      expect.arrayContaining(['makeup', 'skincare', 'hair', 'fragrance', 'bath-body', 'tools-brushes', 'mini-size', 'men', 'gifts']),
    );
    expect(catalog.categories.filter((c) => c.depth === 1)).toHaveLength(9);
    expect(catalog.categories.map((c) => c.path)).toContain('makeup/face/face-primer');
    expect(catalog.categories.every((c) => SLUG_PATH_PATTERN.test(c.path))).toBe(true);
    expect(catalog.products.every((p) => p.categoryId !== null)).toBe(true);
  });

  it('keeps category ids stable: derived from the path, not from the order of rows', () => {
    const reversed = buildCatalog([...rows].reverse());
    const idOf = (c: { path: string; id: string }[]) => Object.fromEntries(c.map((x) => [x.path, x.id]));
    expect(idOf(reversed.categories)).toEqual(idOf(catalog.categories));
  });

  it('has child_count + 1 variants (at most 12) per product, exactly one default', () => {
    expect(catalog.variants).toHaveLength(2_056);
    const byProduct = new Map<string, typeof catalog.variants>();
    for (const v of catalog.variants) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
    for (const row of rows) {
      const variants = byProduct.get(row.productId)!;
      expect(variants.filter((v) => v.isDefault)).toHaveLength(1);
      expect(variants.length).toBe(row.variationType === 'none' || row.childCount === 0 ? 1 : Math.min(row.childCount + 1, 12));
    }
  });

  it('prices every default variant in all eight countries', () => {
    const defaults = catalog.variants.filter((v) => v.isDefault);
    const priced = new Set(catalog.prices.map((p) => `${p.variantId}:${p.country}`));
    for (const v of defaults) for (const c of COUNTRIES) expect(priced.has(`${v.id}:${c}`)).toBe(true);
  });

  it('stocks nothing of an out-of-stock product, and leaves some variants low', () => {
    const outOfStock = new Set(rows.filter((r) => r.isOutOfStock).map((r) => r.productId));
    expect(outOfStock.size).toBe(72);
    const productOf = new Map(catalog.variants.map((v) => [v.id, v.productId]));
    for (const s of catalog.stock) if (outOfStock.has(productOf.get(s.variantId)!)) expect(s.quantity).toBe(0);
    const low = catalog.stock.filter((s) => s.quantity >= 1 && s.quantity <= 5);
    expect(low.length).toBeGreaterThan(500);
    expect(catalog.stock.every((s) => Number.isInteger(s.quantity) && s.quantity >= 0)).toBe(true);
  });

  it('launches new products most recently', () => {
    const newest = [...catalog.products].sort((a, b) => b.launchedAt.getTime() - a.launchedAt.getTime());
    const newCount = rows.filter((r) => r.isNew).length;
    expect(newest.slice(0, newCount).every((p) => p.isNew)).toBe(true);
  });

  it('is deterministic', () => {
    expect(buildCatalog(rows)).toEqual(catalog);
  });

  it('grows for benchmarks with copies that keep ids and slugs unique', () => {
    const big = buildCatalog(rows.slice(0, 50), { copies: 3 });
    expect(big.products).toHaveLength(150);
    expect(new Set(big.products.map((p) => p.slug)).size).toBe(150);
    expect(new Set(big.variants.map((v) => v.sku)).size).toBe(big.variants.length);
  });
});
