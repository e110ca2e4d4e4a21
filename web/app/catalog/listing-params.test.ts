import { describe, expect, it } from 'vitest';
import { hiddenListingFields, listingSearch, listingWindows, MAX_PAGE, NO_FILTER, parseListingParams, productFilter } from './listing-params';

const parse = (search: string) => parseListingParams(new URLSearchParams(search));

describe('parseListingParams', () => {
  it('defaults to the featured sort and the first page', () => {
    expect(parse('')).toEqual({ sort: 'FEATURED', page: 1, filter: NO_FILTER });
  });

  it('reads the sort and page from the URL', () => {
    expect(parse('?sort=price-high-to-low&page=2')).toMatchObject({ sort: 'PRICE_HIGH_TO_LOW', page: 2 });
    expect(parse('?sort=top-rated')).toMatchObject({ sort: 'TOP_RATED', page: 1 });
  });

  it('falls back on nonsense and clamps the page', () => {
    expect(parse('?sort=cheapest&page=-3')).toMatchObject({ sort: 'FEATURED', page: 1 });
    expect(parse('?page=abc')).toMatchObject({ sort: 'FEATURED', page: 1 });
    expect(parse('?page=1000').page).toBe(MAX_PAGE);
  });
});

describe('listingSearch', () => {
  it('writes only what differs from the defaults', () => {
    expect(listingSearch({ sort: 'FEATURED', page: 1, filter: NO_FILTER })).toBe('');
    expect(listingSearch({ sort: 'NEWEST', page: 1, filter: NO_FILTER })).toBe('?sort=newest');
    expect(listingSearch({ sort: 'PRICE_LOW_TO_HIGH', page: 3, filter: NO_FILTER })).toBe('?sort=price-low-to-high&page=3');
  });

  it('round-trips through parseListingParams', () => {
    const state = { sort: 'TOP_RATED' as const, page: 4, filter: NO_FILTER };
    expect(parse(listingSearch(state))).toEqual(state);
    const filtered = {
      sort: 'NEWEST' as const,
      page: 2,
      filter: {
        brands: ['fenty-beauty', 'rare-beauty'],
        categories: ['makeup/face'],
        price: ['25-50', '200-'],
        others: ['VEGAN' as const, 'CLEAN' as const],
        onSale: true,
      },
    };
    expect(parse(listingSearch(filtered))).toEqual(filtered);
  });
});

describe('a search in the URL', () => {
  it('keeps the query first, through filters, sort and pages', () => {
    const state = parse('?q=red++lipstick&others=vegan&sort=newest&page=2');
    expect(state).toMatchObject({ query: 'red lipstick', sort: 'NEWEST', page: 2 });
    expect(listingSearch(state)).toBe('?q=red+lipstick&others=vegan&sort=newest&page=2');
    expect(hiddenListingFields(state, 'sort')).toEqual([
      ['q', 'red lipstick'],
      ['others', 'vegan'],
    ]);
    expect(hiddenListingFields(state, 'filter')).toEqual([
      ['q', 'red lipstick'],
      ['sort', 'newest'],
    ]);
    expect(parse('?q=%20%20').query).toBeUndefined();
  });
});

describe('filters in the URL', () => {
  it('reads the fields a filter form writes, repeated, and keeps the order of the others list', () => {
    expect(parse('?brands=Fenty-Beauty&brands=rare-beauty&brands=fenty-beauty&others=clean&others=vegan&on_sale=1').filter).toEqual({
      brands: ['fenty-beauty', 'rare-beauty'],
      categories: [],
      price: [],
      others: ['VEGAN', 'CLEAN'],
      onSale: true,
    });
  });

  it('drops what cannot be a filter value rather than failing the page', () => {
    const { filter } = parse('?brands=%3Cscript%3E&price=cheap&price=50-&others=sparkly&on_sale=yes&categories=..');
    expect(filter).toEqual({ brands: [], categories: [], price: ['50-'], others: [], onSale: false });
  });

  it('asks the gateway for no filter at all when none is chosen', () => {
    expect(productFilter(NO_FILTER)).toBeNull();
    expect(productFilter({ ...NO_FILTER, onSale: true })).toMatchObject({ onSale: true, brands: [] });
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
