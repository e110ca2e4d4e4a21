// A listing's state lives in its URL so it can be shared: ?sort=newest&page=2 shows the
// first 48 products by newest (spec §2 "Show More Products").
import type { ProductSort } from '../__generated__/graphql';

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

export interface ListingParams {
  sort: ProductSort;
  page: number;
}

export function sortParam(sort: ProductSort): string {
  return SORT_PARAM[sort];
}

export function parseListingParams(search: URLSearchParams): ListingParams {
  const sortValue = search.get('sort');
  const sort = SORTS.find((s) => SORT_PARAM[s] === sortValue) ?? 'FEATURED';
  const pageValue = Number.parseInt(search.get('page') ?? '1', 10);
  const page = Number.isFinite(pageValue) ? Math.min(Math.max(pageValue, 1), MAX_PAGE) : 1;
  return { sort, page };
}

/** The query string of a listing state; defaults are left out so URLs stay short. */
export function listingSearch({ sort, page }: ListingParams): string {
  const search = new URLSearchParams();
  if (sort !== 'FEATURED') search.set('sort', SORT_PARAM[sort]);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The requests that fill `page` pages: windows of at most `chunk` products from offset 0.
 * The server asks in few large windows (96, the gateway's maximum); the browser asks page
 * by page, so pages already in its cache cost nothing.
 */
export function listingWindows(page: number, chunk: number): { first: number; offset: number }[] {
  const total = page * PAGE_SIZE;
  const size = Math.min(chunk, MAX_FIRST);
  const windows: { first: number; offset: number }[] = [];
  for (let offset = 0; offset < total; offset += size) windows.push({ first: Math.min(size, total - offset), offset });
  return windows;
}
