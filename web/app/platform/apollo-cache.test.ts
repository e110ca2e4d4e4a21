// The listing's connection policy: pages merge by position and any window held in full is
// read from the cache, so "Show More Products" fetches only the next page.
import { gql } from '@apollo/client';
import { afterForStart } from '@beauty/contracts/pagination';
import { describe, expect, it } from 'vitest';
import { createCache } from './apollo-cache';

/** A connection query as a page writes it: `fields` are what it asks besides the edges. */
const connectionQuery = (name: string, fields: string) =>
  gql(`
    query ${name}($category: String, $query: String, $sort: ProductSort, $first: Int, $after: String) {
      productConnection(category: $category, query: $query, sort: $sort, first: $first, after: $after) {
        ${fields}
        edges {
          cursor
          node {
            id
            name
          }
        }
      }
    }
  `);

const LISTING = connectionQuery('Listing', 'totalCount pageInfo { hasNextPage endCursor }');

interface Listing {
  productConnection: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { cursor: string; node: { id: string } }[] };
}

const product = (i: number) => ({ __typename: 'Product', id: `P${i}`, name: `Product ${i}` });
const cursorAt = (i: number) => afterForStart(i + 1) as string;

function page(cache: ReturnType<typeof createCache>, start: number, first: number, total: number, category = 'makeup', query: string | null = null) {
  const edges = Array.from({ length: Math.max(0, Math.min(first, total - start)) }, (_, i) => ({
    __typename: 'ProductEdge',
    cursor: cursorAt(start + i),
    node: product(start + i),
  }));
  cache.writeQuery({
    query: LISTING,
    variables: { category, query, sort: 'FEATURED', first, after: afterForStart(start) },
    data: {
      productConnection: {
        __typename: 'ProductConnection',
        totalCount: total,
        pageInfo: { __typename: 'PageInfo', hasNextPage: start + first < total, endCursor: edges.at(-1)?.cursor ?? null },
        edges,
      },
    },
  });
}

function read(cache: ReturnType<typeof createCache>, first: number, start = 0, category = 'makeup', query: string | null = null) {
  return cache.readQuery<Listing>({ query: LISTING, variables: { category, query, sort: 'FEATURED', first, after: afterForStart(start) } });
}

const ids = (result: Listing | null) => result?.productConnection.edges.map((edge) => edge.node.id);

describe('product listing cache policy', () => {
  it('reads two fetched pages as one list of 48, with the page info of the whole window', () => {
    const cache = createCache();
    page(cache, 0, 24, 60);
    page(cache, 24, 24, 60);
    const result = read(cache, 48);
    expect(ids(result)).toEqual(Array.from({ length: 48 }, (_, i) => `P${i}`));
    expect(result?.productConnection.pageInfo).toEqual({ __typename: 'PageInfo', hasNextPage: true, endCursor: cursorAt(47) });
  });

  it('misses when the window is not held in full, so it is fetched', () => {
    const cache = createCache();
    page(cache, 0, 24, 60);
    expect(read(cache, 48)).toBeNull();
    expect(read(cache, 24, 24)).toBeNull();
  });

  it('serves the last, shorter page and knows nothing more is left', () => {
    const cache = createCache();
    page(cache, 0, 48, 60);
    page(cache, 48, 24, 60);
    const result = read(cache, 72);
    expect(result?.productConnection.edges).toHaveLength(60);
    expect(result?.productConnection.pageInfo.hasNextPage).toBe(false);
  });

  it('keeps listings of different categories, and searches for different words, apart', () => {
    const cache = createCache();
    page(cache, 0, 24, 30, 'makeup');
    expect(read(cache, 24, 0, 'skincare')).toBeNull();
    page(cache, 0, 24, 30, 'makeup', 'lipstick');
    expect(read(cache, 24, 0, 'makeup', 'mascara')).toBeNull();
  });

  it('gives the page info of a window to a query that asks it, though the pages were stored without it', () => {
    const cache = createCache();
    const WITHOUT_PAGE_INFO = connectionQuery('Home', 'totalCount');
    const edges = Array.from({ length: 12 }, (_, i) => ({ __typename: 'ProductEdge', cursor: cursorAt(i), node: product(i) }));
    cache.writeQuery({
      query: WITHOUT_PAGE_INFO,
      variables: { category: 'makeup', query: null, sort: 'FEATURED', first: 12, after: null },
      data: { productConnection: { __typename: 'ProductConnection', totalCount: 40, edges } },
    });
    const result = read(cache, 6);
    expect(result?.productConnection.pageInfo).toEqual({ __typename: 'PageInfo', hasNextPage: true, endCursor: cursorAt(5) });
  });

  it('serves a smaller window from a bigger fetch (the home page’s 12 from a listing)', () => {
    const cache = createCache();
    page(cache, 0, 24, 60);
    expect(ids(read(cache, 12))).toHaveLength(12);
    expect(ids(read(cache, 6, 12))).toEqual(['P12', 'P13', 'P14', 'P15', 'P16', 'P17']);
  });
});
