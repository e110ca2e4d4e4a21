// The normalized cache, the same on the server and in the browser: the server fills it in
// loaders, serializes it into the page and the browser restores it, so both read alike.
// Domains add their own type policies (apollo-type-policies.ts gathers them), so this
// module knows no domain's code.
import { sharedTypePolicies } from '@beauty/client-kit/apollo-type-policies';
import { offsetOfCursor } from '@beauty/contracts/pagination';
import { InMemoryCache, type FieldPolicy, type Reference, type TypePolicies } from '@apollo/client';

interface StoredEdge {
  __typename?: string;
  cursor: string;
  node: Reference;
}

interface StoredConnection {
  __typename?: string;
  edges: (StoredEdge | null)[];
  /** Absent when no query selected it. */
  totalCount?: number;
}

/** Where a page asked with `after` starts in its listing (a cursor is a position: contracts/pagination.ts). */
const startOf = (args: Record<string, unknown> | null) => (offsetOfCursor(typeof args?.after === 'string' ? args.after : null) ?? -1) + 1;

/**
 * One growing list per listing (category, brand, query, filter, sort): pages fetched after any
 * cursor are merged by position, and a read of any window is served from the cache when every
 * product of it is there. "Show More Products" then fetches the next 24 only, and `?page=3`
 * reads 72 products already held. A window with a gap is a cache miss, so it is fetched.
 */
export const productConnectionPolicy: FieldPolicy<StoredConnection, StoredConnection, StoredConnection | undefined> = {
  keyArgs: ['category', 'brand', 'query', 'filter', 'sort'],
  merge(existing, incoming, { args }) {
    const start = startOf(args);
    const edges = existing ? existing.edges.slice() : [];
    for (let i = edges.length; i < start; i += 1) edges[i] = null;
    incoming.edges.forEach((edge, i) => {
      edges[start + i] = edge;
    });
    // A shorter total (products left the listing) drops the tail that no longer exists.
    if (typeof incoming.totalCount === 'number') edges.length = Math.min(edges.length, incoming.totalCount);
    return { ...existing, ...incoming, edges };
  },
  read(existing, { args }) {
    if (!existing) return undefined;
    const start = startOf(args);
    const first = typeof args?.first === 'number' ? args.first : 24;
    const total = existing.totalCount ?? Number.POSITIVE_INFINITY;
    const end = Math.max(start, Math.min(start + first, total));
    const edges = existing.edges.slice(start, end);
    // Every product of the window must be held; a gap or a short list is a miss.
    for (let i = 0; i < end - start; i += 1) {
      if (!edges[i]) return undefined;
    }
    const held = edges as StoredEdge[];
    // Written whole: a query may select pageInfo though the page it was stored from did not.
    const pageInfo = {
      __typename: 'PageInfo',
      hasNextPage: end < total,
      hasPreviousPage: start > 0,
      startCursor: held[0]?.cursor ?? null,
      endCursor: held[held.length - 1]?.cursor ?? null,
    };
    return { ...existing, edges: held, pageInfo };
  },
};

/** `domainPolicies`: types no policy here names (a domain's own, such as lists' Product.inWishList). */
export function createCache(domainPolicies: TypePolicies = {}): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      ...domainPolicies,
      // Locale, ProductReviews and WishList, which the kiosk's cache keeps alike.
      ...sharedTypePolicies,
      // One bag per shopper and country (decision 0001 "GraphQL"): a singleton, so every
      // mutation payload that returns the cart updates the header count in place.
      Cart: { keyFields: [] },
      // Objects without an id that several queries select parts of: merge, not replace.
      Layout: { merge: true },
      LayoutConfig: { merge: true },
      // Navigation entries are identified by their link, so the header's selection and a
      // page's (with children) add up instead of overwriting each other.
      NavItem: { keyFields: ['href'] },
      NavLink: { keyFields: ['href'] },
      Query: { fields: { productConnection: productConnectionPolicy } },
    },
  });
}
