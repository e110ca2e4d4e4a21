// A listing's filters read from the query (contract listingFilterQuerySchema) and turned
// into SQL over the shelf `s`, one condition per filter group, so that a listing applies
// them all and a facet count applies all but its own group (options of one group widen,
// groups narrow). Values only ever travel as bind parameters.
import { badRequest } from '../platform/http-errors.ts';
import { OTHER_FILTERS, type ListingFilterQuery, type OtherFilter } from '@beauty/contracts/catalog';
import { parsePriceRange, type PriceRange } from './price-bands.ts';
import { searchCondition } from './search-match.ts';
import { cleanQuery } from './search-text.ts';
import { SLUG_PATH_PATTERN, SLUG_PATTERN } from './slug.ts';

export interface ListingFilter {
  categoryPath?: string; // the page's category, with descendants
  brandSlug?: string; // the page's brand
  search?: string; // a search query (the results page)
  brandSlugs: string[];
  categoryPaths: string[];
  priceRanges: PriceRange[];
  others: OtherFilter[];
  onSale: boolean;
}

/** No filter: the whole shelf of the country. */
export const NO_FILTER: ListingFilter = { brandSlugs: [], categoryPaths: [], priceRanges: [], others: [], onSale: false };

export const FILTER_GROUPS = ['brands', 'categories', 'price', 'others', 'onSale'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

const commaList = (text: string | undefined, normalize: (item: string) => string) => [...new Set((text ?? '').split(',').map(normalize).filter(Boolean))];
const slugPath = (item: string) =>
  item
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');

/**
 * The filter of a query; null when the page's own category or brand cannot exist (an
 * empty shelf, not an error). A price range or "others" value that is not one is a 400.
 */
export function parseListingFilter(query: ListingFilterQuery): ListingFilter | null {
  const categoryPath = query.category === undefined ? '' : slugPath(query.category);
  const brandSlug = query.brand?.trim().toLowerCase() ?? '';
  if ((categoryPath && !SLUG_PATH_PATTERN.test(categoryPath)) || (brandSlug && !SLUG_PATTERN.test(brandSlug))) return null;

  const priceRanges = commaList(query.price, (item) => item.trim()).map((key) => {
    const range = parsePriceRange(key);
    if (!range) throw badRequest('VALIDATION_FAILED', 'A price range is "min-max" or "min-" in whole units.', { price: key.slice(0, 40) });
    return range;
  });
  const others = commaList(query.others, (item) => item.trim().toLowerCase()).map((key) => {
    const other = OTHER_FILTERS.find((known) => known === key);
    if (!other) throw badRequest('VALIDATION_FAILED', `Unknown filter; one of ${OTHER_FILTERS.join(', ')}.`, { others: key.slice(0, 40) });
    return other;
  });
  const search = query.q === undefined ? '' : cleanQuery(query.q);
  return {
    categoryPath: categoryPath || undefined,
    brandSlug: brandSlug || undefined,
    search: search || undefined,
    // Slugs that cannot exist simply match nothing.
    brandSlugs: commaList(query.brands, (item) => item.trim().toLowerCase()),
    categoryPaths: commaList(query.categories, slugPath),
    priceRanges,
    others,
    onSale: query.on_sale === 'true',
  };
}

export interface ListingSql {
  /** The page: country ($1), category, brand. */
  scope: string;
  /** One condition per group, "true" when the group has no choice. */
  groups: Record<FilterGroup, string>;
  params: unknown[];
}

/** SQL over `shelf s`; params[0] is the country. */
export function listingSql(country: string, filter: ListingFilter): ListingSql {
  const params: unknown[] = [country];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const scope = ['s.country = $1'];
  if (filter.categoryPath !== undefined) {
    const path = bind(filter.categoryPath);
    // `= any(array(…))`: the category's ids first (an init plan), then the shelf's (country,
    // category) index for each; with `in`, the planner hash-joined the country's whole shelf.
    scope.push(`s.category_id = any(array(select id from category where path = ${path} or starts_with(path, ${path} || '/')))`);
  }
  if (filter.brandSlug !== undefined) scope.push(`s.brand_id = (select id from brand where slug = ${bind(filter.brandSlug)})`);
  if (filter.search !== undefined) scope.push(searchCondition(filter.search, bind));

  const groups: Record<FilterGroup, string> = { brands: 'true', categories: 'true', price: 'true', others: 'true', onSale: 'true' };
  if (filter.brandSlugs.length > 0) groups.brands = `s.brand_id in (select id from brand where slug = any(${bind(filter.brandSlugs)}::text[]))`;
  if (filter.categoryPaths.length > 0) {
    groups.categories = `s.category_id in (
      select c.id from category c join unnest(${bind(filter.categoryPaths)}::text[]) f (path)
        on c.path = f.path or starts_with(c.path, f.path || '/'))`;
  }
  if (filter.priceRanges.length > 0) {
    // The ranges as two arrays, so the text is the same whatever ranges are asked: listing
    // statements are prepared under their text (db.ts), and a text per combination of ranges
    // would let any client make the database keep new statements without end.
    const mins = bind(filter.priceRanges.map((r) => r.min));
    const maxes = bind(filter.priceRanges.map((r) => r.max));
    groups.price = `exists (select 1 from unnest(${mins}::bigint[], ${maxes}::bigint[]) r (min, max)
      where s.effective_amount >= r.min and (r.max is null or s.effective_amount < r.max))`;
  }
  if (filter.others.length > 0) groups.others = `s.tags @> ${bind(filter.others)}::text[]`;
  if (filter.onSale) groups.onSale = 's.sale_amount is not null';
  return { scope: scope.join(' and '), groups, params };
}

/** The conditions of every group but `except`, joined for a where clause. */
export const allGroupsBut = (groups: Record<FilterGroup, string>, except?: FilterGroup) =>
  FILTER_GROUPS.filter((g) => g !== except)
    .map((g) => groups[g])
    .join(' and ');
