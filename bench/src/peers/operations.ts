// The two operations compared, each written three ways that fetch the same fields: our
// schema (a scenario's graphql), the peer's schema (generated from OpenAPI: a field per
// REST operation, results as a union of the status codes' bodies), and the REST calls a
// client without a gateway would make. `same` turns each answer into one shape so the run
// can check the data is the same.
import type { GraphqlClient } from '../clients.ts';
import { LISTING, PRODUCT, type Scenario } from '../scenarios.ts';

interface Money {
  amount: number;
  currency: string;
}
interface Brand {
  id: string;
  name: string;
}

/** A scenario with the peer's form of its query too: each of the three answers in the shape `same` compares. */
export interface Operation extends Scenario<unknown> {
  peer: (gql: GraphqlClient) => Promise<unknown>;
}

const PEER_LISTING = /* GraphQL */ `
  query Listing {
    api_web_v1_products(limit: 48, sort: featured, x_site_country: "sg", accept_language: "en") {
      ... on api_web_v1_products_200_response {
        total
        products { id slug name price { amount currency } salePrice { amount currency } rating reviewCount brand { id name } }
      }
    }
  }
`;

const PEER_PRODUCT = /* GraphQL */ `
  query Product($slug: queryInput_api_web_v1_products_by_idOrSlug_idOrSlug!) {
    api_web_v1_products_by_idOrSlug(idOrSlug: $slug, x_site_country: "sg", accept_language: "en") {
      ... on api_web_v1_products_by_idOrSlug_200_response {
        id name price { amount currency } salePrice { amount currency } highlights ingredients
        brand { id name }
        variants { id name swatchColor price { amount currency } stockStatus maxQuantity }
      }
    }
  }
`;

interface ListingItem {
  id: string;
  slug: string;
  name: string;
  price: Money;
  salePrice: Money | null;
  rating: number | null;
  reviewCount: number;
  brand: Brand | null;
}

interface Variant {
  id: string;
  name: string;
  swatchColor: string | null;
  price: Money;
  stockStatus: string;
  maxQuantity: number;
}

interface ProductPage {
  id: string;
  name: string;
  price: Money;
  salePrice: Money | null;
  highlights: string[];
  ingredients: string | null;
  brand: Brand | null;
  variants: Variant[] | null;
}

/** One shape for either gateway's listing, so the run can tell the data is the same. */
export function sameListing(total: number, items: ListingItem[]) {
  return { total, items: items.map((p) => ({ ...p, brand: p.brand && { id: p.brand.id, name: p.brand.name } })) };
}

/** Our enums are upper case (IN_STOCK); the peer passes the api's lower case on. */
export function sameProduct(product: ProductPage) {
  return { ...product, variants: product.variants?.map((v) => ({ ...v, stockStatus: v.stockStatus.toLowerCase() })) ?? null };
}

export function operations(productSlug: string): Operation[] {
  return [
    {
      name: 'listing: 48 products with brands',
      graphql: async (gql) => {
        const data = await gql.query<{ products: { totalCount: number; nodes: ListingItem[] } }>(LISTING);
        if (data.products.nodes.length !== 48) throw new Error('expected 48 products');
        return sameListing(data.products.totalCount, data.products.nodes);
      },
      peer: async (gql) => {
        const data = await gql.query<{ api_web_v1_products: { total: number; products: ListingItem[] } }>(PEER_LISTING);
        if (data.api_web_v1_products.products?.length !== 48) throw new Error('expected 48 products');
        return sameListing(data.api_web_v1_products.total, data.api_web_v1_products.products);
      },
      rest: async (rest) => {
        const list = await rest.get<{ products: { brandId: string }[] }>('products?limit=48&sort=featured');
        const brandIds = [...new Set(list.products.map((p) => p.brandId))];
        return rest.get(`brands/?ids=${brandIds.join(',')}`);
      },
    },
    {
      name: 'product: one product with brand and variants',
      graphql: async (gql) => {
        const data = await gql.query<{ product: ProductPage | null }>(PRODUCT, { slug: productSlug });
        if (!data.product) throw new Error('product missing');
        return sameProduct(data.product);
      },
      peer: async (gql) => {
        const data = await gql.query<{ api_web_v1_products_by_idOrSlug: ProductPage | null }>(PEER_PRODUCT, { slug: productSlug });
        if (!data.api_web_v1_products_by_idOrSlug?.id) throw new Error('product missing');
        return sameProduct(data.api_web_v1_products_by_idOrSlug);
      },
      rest: async (rest) => {
        const product = await rest.get<{ id: string; brandId: string }>(`products/${encodeURIComponent(productSlug)}`);
        return Promise.all([rest.get(`brands/?ids=${product.brandId}`), rest.get(`variants?product_ids=${product.id}`)]);
      },
    },
  ];
}
