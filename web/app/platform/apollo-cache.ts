// The normalized cache, the same on the server and in the browser: the server fills it in
// loaders, serializes it into the page and the browser restores it, so both read alike.
// Domains add their own type policies (apollo-type-policies.ts gathers them), so this
// module knows no domain's code.
import { InMemoryCache, type FieldPolicy, type Reference, type TypePolicies } from '@apollo/client';

interface StoredProductList {
  __typename?: string;
  nodes: (Reference | null)[];
  /** Absent when no query selected it. */
  totalCount?: number;
  offset: number;
  limit: number;
  hasMore: boolean;
}

/**
 * One growing list per listing (category, brand, filter, sort): pages fetched at any offset are
 * merged by position, and a read of any window is served from the cache when every item
 * of it is there. "Show More Products" then fetches the next 24 only, and `?page=3`
 * reads 72 items already held. A window with a gap is a cache miss, so it is fetched.
 */
export const productListPolicy: FieldPolicy<StoredProductList, StoredProductList, StoredProductList | undefined> = {
  keyArgs: ['category', 'brand', 'filter', 'sort'],
  merge(existing, incoming, { args }) {
    const offset = typeof args?.offset === 'number' ? args.offset : 0;
    const nodes = existing ? existing.nodes.slice() : [];
    for (let i = nodes.length; i < offset; i += 1) nodes[i] = null;
    incoming.nodes.forEach((node, i) => {
      nodes[offset + i] = node;
    });
    // A shorter total (products left the listing) drops the tail that no longer exists.
    if (typeof incoming.totalCount === 'number') nodes.length = Math.min(nodes.length, incoming.totalCount);
    return { ...existing, ...incoming, nodes, offset: 0, limit: nodes.length };
  },
  read(existing, { args }) {
    if (!existing) return undefined;
    const offset = typeof args?.offset === 'number' ? args.offset : 0;
    const first = typeof args?.first === 'number' ? args.first : 24;
    const total = existing.totalCount ?? Number.POSITIVE_INFINITY;
    const end = Math.max(offset, Math.min(offset + first, total));
    const nodes = existing.nodes.slice(offset, end);
    // Every item of the window must be held; a gap or a short list is a miss.
    for (let i = 0; i < end - offset; i += 1) {
      if (!nodes[i]) return undefined;
    }
    return { ...existing, nodes, offset, limit: first, hasMore: end < total };
  },
};

/** `domainPolicies`: types no policy here names (a domain's own, such as lists' Product.inWishList). */
export function createCache(domainPolicies: TypePolicies = {}): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      ...domainPolicies,
      // One bag per shopper and country (decision 0001 "GraphQL"): a singleton, so every
      // mutation payload that returns the cart updates the header count in place.
      Cart: { keyFields: [] },
      // Objects without an id that several queries select parts of: merge, not replace.
      Layout: { merge: true },
      LayoutConfig: { merge: true },
      Locale: { merge: true },
      // A product's reviews: the page renders the public part, the browser adds the member's.
      ProductReviews: { merge: true },
      // Navigation entries are identified by their link, so the header's selection and a
      // page's (with children) add up instead of overwriting each other.
      NavItem: { keyFields: ['href'] },
      NavLink: { keyFields: ['href'] },
      Query: { fields: { products: productListPolicy } },
      // The member's one wish list: its count is the header's.
      WishList: { keyFields: ['id'] },
    },
  });
}
