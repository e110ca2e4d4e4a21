import { describe, expect, it } from 'vitest';
import { listingSearch, listingWindows, MAX_PAGE, parseListingParams } from './listing-params';

const parse = (search: string) => parseListingParams(new URLSearchParams(search));

describe('parseListingParams', () => {
  it('defaults to the featured sort and the first page', () => {
    expect(parse('')).toEqual({ sort: 'FEATURED', page: 1 });
  });

  it('reads the sort and page from the URL', () => {
    expect(parse('?sort=price-high-to-low&page=2')).toEqual({ sort: 'PRICE_HIGH_TO_LOW', page: 2 });
    expect(parse('?sort=top-rated')).toEqual({ sort: 'TOP_RATED', page: 1 });
  });

  it('falls back on nonsense and clamps the page', () => {
    expect(parse('?sort=cheapest&page=-3')).toEqual({ sort: 'FEATURED', page: 1 });
    expect(parse('?page=abc')).toEqual({ sort: 'FEATURED', page: 1 });
    expect(parse('?page=1000').page).toBe(MAX_PAGE);
  });
});

describe('listingSearch', () => {
  it('writes only what differs from the defaults', () => {
    expect(listingSearch({ sort: 'FEATURED', page: 1 })).toBe('');
    expect(listingSearch({ sort: 'NEWEST', page: 1 })).toBe('?sort=newest');
    expect(listingSearch({ sort: 'PRICE_LOW_TO_HIGH', page: 3 })).toBe('?sort=price-low-to-high&page=3');
  });

  it('round-trips through parseListingParams', () => {
    const state = { sort: 'TOP_RATED' as const, page: 4 };
    expect(parse(listingSearch(state))).toEqual(state);
  });
});

describe('listingWindows', () => {
  it('asks for page 2 (48 products) in one request on the server', () => {
    expect(listingWindows(2, 96)).toEqual([{ first: 48, offset: 0 }]);
  });

  it('never asks for more than the gateway allows at once', () => {
    expect(listingWindows(5, 96)).toEqual([
      { first: 96, offset: 0 },
      { first: 24, offset: 96 },
    ]);
    expect(listingWindows(5, 500).every((w) => w.first <= 96)).toBe(true);
  });

  it('asks page by page in the browser', () => {
    expect(listingWindows(3, 24)).toEqual([
      { first: 24, offset: 0 },
      { first: 24, offset: 24 },
      { first: 24, offset: 48 },
    ]);
  });
});
