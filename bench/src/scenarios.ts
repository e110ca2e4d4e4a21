// What is measured: each scenario fetches the same data once through the gateway and
// once by direct REST calls, as a client without the gateway would have to.
import type { GraphqlClient, RestClient } from './clients.ts';

interface ProductDto {
  id: string;
  slug: string;
  brandId: string;
}

/** The same data fetched through the gateway and by the REST calls a client without it makes; `Answer` is what each gives back. */
export interface Scenario<Answer = void> {
  name: string;
  graphql: (gql: GraphqlClient) => Promise<Answer>;
  rest: (rest: RestClient) => Promise<Answer>;
}

/** Shared with bench:peers (peers/operations.ts), which asks the peer for the same fields. */
export const LISTING = /* GraphQL */ `
  query Listing {
    products(first: 48, sort: FEATURED) {
      totalCount
      nodes { id slug name price { amount currency } salePrice { amount currency } rating reviewCount brand { id name } }
    }
  }
`;

// A category page as the web renders it: a page of 48 with brands, and the facets beside it.
const LISTING_WITH_FACETS = /* GraphQL */ `
  query ListingWithFacets {
    products(category: "makeup", first: 48, sort: FEATURED) {
      totalCount
      nodes { id slug name price { amount currency } salePrice { amount currency } rating reviewCount brand { id name } }
    }
    productFilters(category: "makeup") {
      totalCount
      brands { slug name count }
      categories { path name count }
      priceRanges { key count }
      others { key count }
      onSaleCount
    }
  }
`;

export const PRODUCT = /* GraphQL */ `
  query Product($slug: String!) {
    product(slug: $slug) {
      id name price { amount currency } salePrice { amount currency } highlights ingredients
      brand { id name }
      variants { id name swatchColor price { amount currency } stockStatus maxQuantity }
    }
  }
`;

export function scenarios(productSlug: string): Scenario[] {
  return [
    {
      name: 'listing: 48 products with brands',
      graphql: async (gql) => {
        const data = await gql.query<{ products: { nodes: unknown[] } }>(LISTING);
        if (data.products.nodes.length !== 48) throw new Error('expected 48 products');
      },
      rest: async (rest) => {
        const list = await rest.get<{ products: ProductDto[] }>('products?limit=48&sort=featured');
        const brandIds = [...new Set(list.products.map((p) => p.brandId))];
        await rest.get(`brands/?ids=${brandIds.join(',')}`);
      },
    },
    {
      name: 'listing: 48 products with brands and facets',
      graphql: async (gql) => {
        const data = await gql.query<{ products: { nodes: unknown[] }; productFilters: { brands: unknown[] } }>(LISTING_WITH_FACETS);
        if (data.products.nodes.length !== 48 || data.productFilters.brands.length === 0) throw new Error('expected 48 products and facets');
      },
      rest: async (rest) => {
        const [list] = await Promise.all([
          rest.get<{ products: ProductDto[] }>('products?category=makeup&limit=48&sort=featured'),
          rest.get('products/filters/?category=makeup'),
        ]);
        const brandIds = [...new Set(list.products.map((p) => p.brandId))];
        await rest.get(`brands/?ids=${brandIds.join(',')}`);
      },
    },
    {
      name: 'product: one product with brand and variants',
      graphql: async (gql) => {
        const data = await gql.query<{ product: unknown }>(PRODUCT, { slug: productSlug });
        if (!data.product) throw new Error('product missing');
      },
      rest: async (rest) => {
        const product = await rest.get<ProductDto>(`products/${encodeURIComponent(productSlug)}`);
        await Promise.all([rest.get(`brands/?ids=${product.brandId}`), rest.get(`variants?product_ids=${product.id}`)]);
      },
    },
  ];
}
