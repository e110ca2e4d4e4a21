// A GraphQL ProductFilter (and the listing's category and brand) as the REST query of
// GET products and GET products/filters/: lists become comma lists, defaults are left out.
import type { ProductFilter } from '../__generated__/resolvers-types.ts';
import type { ListingFilterQuery } from './catalog-api.ts';
import { REST_OTHER_FILTER } from './enums.ts';

const commaList = (values: readonly string[] | null | undefined) => {
  const items = (values ?? []).map((v) => v.trim()).filter(Boolean);
  return items.length > 0 ? items.join(',') : undefined;
};

export function listingFilterQuery(args: {
  category?: string | null;
  brand?: string | null;
  query?: string | null;
  filter?: ProductFilter | null;
}): ListingFilterQuery {
  const { filter } = args;
  return {
    category: args.category ?? undefined,
    brand: args.brand ?? undefined,
    q: args.query ?? undefined,
    brands: commaList(filter?.brands),
    categories: commaList(filter?.categories),
    price: commaList(filter?.priceRanges),
    others: commaList(filter?.others?.map((o) => REST_OTHER_FILTER[o])),
    on_sale: filter?.onSale ? 'true' : undefined,
  };
}
