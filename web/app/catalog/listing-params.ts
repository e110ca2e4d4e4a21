// A listing's state lives in its URL so it can be shared: ?sort=newest&page=2 shows the
// first 48 products by newest (docs/product.md#screens "Show More Products"), and the filters ride along
// as a GET form writes them: ?brands=fenty-beauty&brands=rare-beauty&others=vegan&on_sale=1.
import { afterForStart } from '@beauty/contracts/pagination';
import type { ProductFilter, ProductOtherFilter, ProductSort } from '../__generated__/graphql';

export const PAGE_SIZE = 24;
/** Past this the page would hold too many products to be useful; the URL is clamped. */
export const MAX_PAGE = 20;
/** The gateway's limit on `first` (schema: "first is at most 96"). */
export const MAX_FIRST = 96;

export const SORTS: readonly ProductSort[] = ['FEATURED', 'NEWEST', 'PRICE_HIGH_TO_LOW', 'PRICE_LOW_TO_HIGH', 'TOP_RATED'];

const SORT_PARAM: Record<ProductSort, string> = {
  FEATURED: 'featured',
  NEWEST: 'newest',
  PRICE_HIGH_TO_LOW: 'price-high-to-low',
  PRICE_LOW_TO_HIGH: 'price-low-to-high',
  TOP_RATED: 'top-rated',
};

/** The "others" filters as the schema names them; the URL carries them lower-case. */
export const OTHER_FILTERS: readonly ProductOtherFilter[] = [
  'NEW',
  'EXCLUSIVE',
  'ONLINE_ONLY',
  'LIMITED_EDITION',
  'VEGAN',
  'CRUELTY_FREE',
  'CLEAN',
  'FRAGRANCE_FREE',
  'PARABEN_FREE',
];

/** The filter fields' names in the URL (and the filter form's input names). */
export const FILTER_PARAM = { brands: 'brands', categories: 'categories', price: 'price', others: 'others', onSale: 'on_sale' } as const;

export interface ListingFilterParams {
  brands: string[];
  categories: string[];
  price: string[];
  others: ProductOtherFilter[];
  onSale: boolean;
}

export interface ListingParams {
  sort: ProductSort;
  page: number;
  filter: ListingFilterParams;
  /** A search's query (the results page, ?q=); absent elsewhere. */
  query?: string;
}

/** The longest query kept from a URL (the api keeps 100 characters of a query too). */
export const MAX_QUERY_LENGTH = 100;

export const NO_FILTER: ListingFilterParams = { brands: [], categories: [], price: [], others: [], onSale: false };

/** More values than this of one field is no shopper's choice. */
const MAX_VALUES = 40;
const VALUE = /^[a-z0-9][a-z0-9/-]{0,199}$/;
const PRICE_RANGE = /^\d{1,9}-(\d{1,9})?$/;

function values(search: URLSearchParams, name: string, pattern: RegExp): string[] {
  const seen = new Set<string>();
  for (const value of search.getAll(name)) {
    const clean = value.trim().toLowerCase();
    if (pattern.test(clean)) seen.add(clean);
  }
  return [...seen].slice(0, MAX_VALUES);
}

export function parseFilterParams(search: URLSearchParams): ListingFilterParams {
  const others = values(search, FILTER_PARAM.others, VALUE);
  return {
    brands: values(search, FILTER_PARAM.brands, VALUE),
    categories: values(search, FILTER_PARAM.categories, VALUE),
    price: values(search, FILTER_PARAM.price, PRICE_RANGE),
    others: OTHER_FILTERS.filter((key) => others.includes(key.toLowerCase())),
    onSale: ['1', 'true'].includes(search.get(FILTER_PARAM.onSale) ?? ''),
  };
}

/** The filter's URL fields, in a fixed order so equal states make equal URLs. */
export function filterEntries(filter: ListingFilterParams): [string, string][] {
  return [
    ...filter.categories.map((v): [string, string] => [FILTER_PARAM.categories, v]),
    ...filter.brands.map((v): [string, string] => [FILTER_PARAM.brands, v]),
    ...filter.price.map((v): [string, string] => [FILTER_PARAM.price, v]),
    ...filter.others.map((v): [string, string] => [FILTER_PARAM.others, v.toLowerCase()]),
    ...(filter.onSale ? [[FILTER_PARAM.onSale, '1'] as [string, string]] : []),
  ];
}

export const hasFilter = (filter: ListingFilterParams) => filterEntries(filter).length > 0;

/**
 * The GraphQL ProductFilter, or null for none. Loaders and components build it with this one
 * function, so their variables (and the cache entries they key) are the same.
 */
export function productFilter(filter: ListingFilterParams): ProductFilter | null {
  if (!hasFilter(filter)) return null;
  return {
    brands: filter.brands,
    categories: filter.categories,
    priceRanges: filter.price,
    others: filter.others,
    onSale: filter.onSale,
  };
}

export function sortParam(sort: ProductSort): string {
  return SORT_PARAM[sort];
}

export function parseListingParams(search: URLSearchParams): ListingParams {
  const sortValue = search.get('sort');
  const sort = SORTS.find((s) => SORT_PARAM[s] === sortValue) ?? 'FEATURED';
  const pageValue = Number.parseInt(search.get('page') ?? '1', 10);
  const page = Number.isFinite(pageValue) ? Math.min(Math.max(pageValue, 1), MAX_PAGE) : 1;
  const query = (search.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  return { sort, page, filter: parseFilterParams(search), ...(query ? { query } : {}) };
}

/** The query string of a listing state; defaults are left out so URLs stay short. */
export function listingSearch({ sort, page, filter, query }: ListingParams): string {
  const search = new URLSearchParams(query ? [['q', query], ...filterEntries(filter)] : filterEntries(filter));
  if (sort !== 'FEATURED') search.set('sort', SORT_PARAM[sort]);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** `first` products from position `offset` (0-based) of a listing. */
export interface ListingWindow {
  first: number;
  offset: number;
}

/** A window as productConnection asks for it: after the cursor of the product before it (contracts/pagination.ts). */
export const windowVariables = ({ first, offset }: ListingWindow) => ({ first, after: afterForStart(offset) });

/**
 * The requests that fill `page` pages: windows of at most `chunk` products from offset 0.
 * The server asks in few large windows (96, the gateway's maximum); the browser asks page
 * by page, so pages already in its cache cost nothing.
 */
export function listingWindows(page: number, chunk: number): ListingWindow[] {
  const total = page * PAGE_SIZE;
  const size = Math.min(chunk, MAX_FIRST);
  const windows: ListingWindow[] = [];
  for (let offset = 0; offset < total; offset += size) windows.push({ first: Math.min(size, total - offset), offset });
  return windows;
}

/**
 * The listing state a form must carry as hidden fields so that submitting it keeps the
 * rest of the state: the sort form keeps the query and filters, the filter form the query
 * and sort. The page always starts again at 1.
 */
export function hiddenListingFields(listing: ListingParams, form: 'sort' | 'filter'): [string, string][] {
  const fields: [string, string][] = listing.query ? [['q', listing.query]] : [];
  if (form === 'sort') fields.push(...filterEntries(listing.filter));
  else if (listing.sort !== 'FEATURED') fields.push(['sort', SORT_PARAM[listing.sort]]);
  return fields;
}
