// The product list policy: pages merge by position and any window held in full is read
// from the cache, so "Show More Products" fetches only the next page.
import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCache } from './apollo-cache';

const LISTING = gql`
  query Listing($category: String, $sort: ProductSort, $first: Int, $offset: Int) {
    products(category: $category, sort: $sort, first: $first, offset: $offset) {
      totalCount
      hasMore
      nodes {
        id
        name
      }
    }
  }
`;

const product = (i: number) => ({ __typename: 'Product', id: `P${i}`, name: `Product ${i}` });

function page(cache: ReturnType<typeof createCache>, offset: number, first: number, total: number, category = 'makeup') {
  const nodes = Array.from({ length: Math.max(0, Math.min(first, total - offset)) }, (_, i) => product(offset + i));
  cache.writeQuery({
    query: LISTING,
    variables: { category, sort: 'FEATURED', first, offset },
    data: { products: { __typename: 'ProductList', totalCount: total, hasMore: offset + first < total, nodes } },
  });
}

function read(cache: ReturnType<typeof createCache>, first: number, offset = 0, category = 'makeup') {
  return cache.readQuery<{ products: { nodes: { id: string }[]; hasMore: boolean; totalCount: number } }>({
    query: LISTING,
    variables: { category, sort: 'FEATURED', first, offset },
  });
}

describe('product list cache policy', () => {
  it('reads two fetched pages as one list of 48', () => {
    const cache = createCache();
    page(cache, 0, 24, 60);
    page(cache, 24, 24, 60);
    const result = read(cache, 48);
    expect(result?.products.nodes.map((n) => n.id)).toEqual(Array.from({ length: 48 }, (_, i) => `P${i}`));
    expect(result?.products.hasMore).toBe(true);
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
    expect(result?.products.nodes).toHaveLength(60);
    expect(result?.products.hasMore).toBe(false);
  });

  it('keeps listings of different categories apart', () => {
    const cache = createCache();
    page(cache, 0, 24, 30, 'makeup');
    expect(read(cache, 24, 0, 'skincare')).toBeNull();
  });

  it('serves a smaller window from a bigger fetch (the home page’s 12 from a listing)', () => {
    const cache = createCache();
    page(cache, 0, 24, 60);
    expect(read(cache, 12)?.products.nodes).toHaveLength(12);
  });
});
