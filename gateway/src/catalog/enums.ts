// GraphQL enums are UPPER_CASE, the REST contract's values lower case. The tables are
// typed both ways round, so a value added on either side fails the typecheck here.
import type {
  OtherFilter as RestOtherFilter,
  ProductBadge as RestProductBadge,
  ProductSort as RestProductSort,
  STOCK_STATUSES,
  VARIATION_TYPES,
} from '@beauty/contracts/catalog';
import type { ProductBadge, ProductOtherFilter, ProductSort, StockStatus, VariationType } from '../__generated__/resolvers-types.ts';

export const REST_SORT: Record<ProductSort, RestProductSort> = {
  FEATURED: 'featured',
  NEWEST: 'newest',
  PRICE_HIGH_TO_LOW: 'price_desc',
  PRICE_LOW_TO_HIGH: 'price_asc',
  TOP_RATED: 'top_rated',
};

export const STOCK_STATUS: Record<(typeof STOCK_STATUSES)[number], StockStatus> = {
  in_stock: 'IN_STOCK',
  low_stock: 'LOW_STOCK',
  out_of_stock: 'OUT_OF_STOCK',
};

export const VARIATION_TYPE: Record<(typeof VARIATION_TYPES)[number], VariationType> = {
  shade: 'SHADE',
  size: 'SIZE',
  type: 'TYPE',
  none: 'NONE',
};

export const REST_OTHER_FILTER: Record<ProductOtherFilter, RestOtherFilter> = {
  NEW: 'new',
  EXCLUSIVE: 'exclusive',
  ONLINE_ONLY: 'online_only',
  LIMITED_EDITION: 'limited_edition',
  VEGAN: 'vegan',
  CRUELTY_FREE: 'cruelty_free',
  CLEAN: 'clean',
  FRAGRANCE_FREE: 'fragrance_free',
  PARABEN_FREE: 'paraben_free',
};

export const OTHER_FILTER = Object.fromEntries(Object.entries(REST_OTHER_FILTER).map(([graphql, rest]) => [rest, graphql])) as Record<
  RestOtherFilter,
  ProductOtherFilter
>;

export const PRODUCT_BADGE: Record<RestProductBadge, ProductBadge> = {
  coming_soon: 'COMING_SOON',
  priority_access: 'PRIORITY_ACCESS',
  app_exclusive: 'APP_EXCLUSIVE',
  selected_only: 'SELECTED_ONLY',
};
