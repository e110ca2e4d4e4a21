// The listing's facets (GET products/filters/), counted by the database in one query over
// the shelf: each option counts the products the listing would show with that option
// chosen as well, i.e. under every filter except its own group's.
import type { Queryable } from '../db/db.ts';
import { COUNTRY_CURRENCY, type Country, type Currency, type Language } from '@beauty/contracts/locale';
import { OTHER_FILTERS, type ProductFilters } from '@beauty/contracts/catalog';
import { FILTER_GROUPS, listingSql, type FilterGroup, type ListingFilter } from './listing-filter.ts';
import { priceBands } from './price-bands.ts';
import { categoryLabel } from './category-labels.ts';

interface FacetRow {
  facet: 'brand' | 'category' | 'price' | 'other' | 'sale' | 'total';
  key: string | null;
  name: string | null;
  ord: number;
  n: number;
}

/** The page's rows, each with whether it passes each group's filter (computed once). */
const flag = (group: FilterGroup) => `in_${group.toLowerCase()}`;
const passing = (except?: FilterGroup) =>
  FILTER_GROUPS.filter((g) => g !== except)
    .map(flag)
    .join(' and ');

/** Category options are named in the language (category-labels.ts); the default is the catalogue's English. */
export async function listingFacets(db: Queryable, country: Country, filter: ListingFilter, language: Language = 'en'): Promise<ProductFilters> {
  const currency = COUNTRY_CURRENCY[country];
  const bands = priceBands(currency);
  const { scope, groups, params } = listingSql(country, filter);
  const bind = (value: unknown) => `$${params.push(value)}`;
  // Category options are the page category's children (the top categories on a page without one).
  const optionDepth = bind(filter.categoryPath === undefined ? 1 : filter.categoryPath.split('/').length + 1);
  const bounds = bind(bands.slice(1).map((band) => band.min));
  // Chosen brands and categories are offered even when the page has none of them, so they can be unchosen.
  const chosenBrands = bind(filter.brandSlugs);
  const chosenCategories = bind(filter.categoryPaths);

  const { rows } = await db.query<FacetRow>(
    `with scoped as (
       select s.brand_id, s.category_id, s.effective_amount, s.sale_amount, s.tags,
         ${FILTER_GROUPS.map((g) => `${groups[g]} as ${flag(g)}`).join(', ')}
       from shelf s where ${scope}
     )
     select 'brand' as facet, b.slug as key, b.name, 0 as ord, count(*) filter (where ${passing('brands')})::int as n
       from scoped join brand b on b.id = scoped.brand_id group by b.slug, b.name
     union all
     select 'brand', slug, name, 0, 0 from brand where slug = any(${chosenBrands}::text[])
     union all
     select 'category', path, name, position, 0 from category where path = any(${chosenCategories}::text[])
     union all
     select 'category', o.path, o.name, o.position, count(*) filter (where ${passing('categories')})::int
       from scoped
       join category c on c.id = scoped.category_id and c.depth >= ${optionDepth}
       join category o on o.path = array_to_string((string_to_array(c.path, '/'))[1:${optionDepth}], '/')
       group by o.path, o.name, o.position
     union all
     select 'price', width_bucket(effective_amount, ${bounds}::bigint[])::text, null, 0, count(*) filter (where ${passing('price')})::int
       from scoped group by 2
     union all
     select 'other', tag, null, 0, count(*)::int
       from scoped cross join unnest(scoped.tags) as tag where ${passing()} group by tag
     union all
     select 'sale', null, null, 0, count(*) filter (where sale_amount is not null and ${passing('onSale')})::int from scoped
     union all
     select 'total', null, null, 0, count(*) filter (where ${passing()})::int from scoped`,
    params,
  );

  const of = (facet: FacetRow['facet']) => rows.filter((row) => row.facet === facet);
  const countOf = (facet: FacetRow['facet'], key: string | null) => of(facet).find((row) => row.key === key)?.n ?? 0;
  /** One row per option (a chosen one may come twice: counted, and as chosen), left out at zero unless chosen. */
  const options = (facet: 'brand' | 'category', chosen: readonly string[]) => {
    const byKey = new Map<string, FacetRow>();
    for (const row of of(facet)) {
      const seen = byKey.get(row.key ?? '');
      if (!seen || row.n > seen.n) byKey.set(row.key ?? '', row);
    }
    return [...byKey.values()].filter((row) => row.n > 0 || chosen.includes(row.key ?? ''));
  };
  return {
    total: countOf('total', null),
    brands: options('brand', filter.brandSlugs)
      .map((row) => ({ slug: row.key ?? '', name: row.name ?? '', count: row.n }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })),
    categories: options('category', filter.categoryPaths)
      .sort((a, b) => a.ord - b.ord || (a.name ?? '').localeCompare(b.name ?? ''))
      .map((row) => ({ path: row.key ?? '', name: categoryLabel(row.key ?? '', row.name ?? '', language), count: row.n })),
    priceRanges: priceFacets(currency, (i) => countOf('price', String(i))),
    others: OTHER_FILTERS.map((key) => ({ key, count: countOf('other', key) })),
    onSale: { count: countOf('sale', null) },
  };
}

function priceFacets(currency: Currency, count: (band: number) => number): ProductFilters['priceRanges'] {
  return priceBands(currency).map((band, i) => ({
    key: band.key,
    min: { amount: band.min, currency },
    max: band.max === null ? null : { amount: band.max, currency },
    count: count(i),
  }));
}

/** The facets of a page that cannot exist: every option at zero. */
export function noFacets(country: Country): ProductFilters {
  return {
    total: 0,
    brands: [],
    categories: [],
    priceRanges: priceFacets(COUNTRY_CURRENCY[country], () => 0),
    others: OTHER_FILTERS.map((key) => ({ key, count: 0 })),
    onSale: { count: 0 },
  };
}
