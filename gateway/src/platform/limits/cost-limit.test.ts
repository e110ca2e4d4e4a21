import { describe, expect, it } from 'vitest';
import { costError, operationCost } from './cost-limit.ts';
import { resolved } from '../../../test/support/limit-operation.ts';

const limits = { maxCost: 5_000, defaultListSize: 10 };
const costOf = (query: string, variables?: Record<string, unknown>) => operationCost(resolved(query, variables), limits);

const LISTING = (first: string) => `{
  products(first: ${first}) {
    totalCount
    nodes { name price { amount currency } brand { name } variants { name stockStatus } }
  }
}`;

describe('operationCost', () => {
  it('prices a list by its page size, and the items under it per item', () => {
    // 1 (products) + 24 × (1 name + 1 nodes) by the schema default first: 24.
    expect(costOf('{ products { nodes { name } } }')).toBe(1 + 24 * 2);
    expect(costOf('{ products(first: 2) { nodes { name } } }')).toBe(1 + 2 * 2);
    // A connection's edges are its page too: 1 + 24 × (1 edges + 1 node + 1 name).
    expect(costOf('{ productConnection { edges { node { name } } } }')).toBe(1 + 24 * 3);
    expect(costOf('{ productConnection(first: 96) { edges { cursor node { name } } } }')).toBe(1 + 96 * 4);
    // A list without first counts 10 items.
    expect(costOf('{ brands { name } }')).toBe(1 + 10 * 1);
  });

  it('reads first from a variable, a variable default or the argument default, as the executor will', () => {
    const query = LISTING('$first').replace('{', 'query ($first: Int) {');
    expect(costOf(query, { first: 96 })).toBe(costOf(LISTING('96')));
    expect(costOf(query, { first: 2 })).toBe(costOf(LISTING('2')));
    expect(costOf(LISTING('$first').replace('{', 'query ($first: Int = 12) {'))).toBe(costOf(LISTING('12')));
    // An omitted variable leaves the argument's default (24) in place.
    expect(costOf(query)).toBe(costOf(LISTING('24')));
  });

  it('refuses by the real value: first in a variable cannot dodge the limit', () => {
    const query = 'query ($n: Int) { products(first: $n) { nodes { variants { product { variants { name sku } } } } } }';
    expect(costError(resolved(query, { n: 2 }), limits)).toBeNull();
    const error = costError(resolved(query, { n: 96 }), limits);
    expect(error?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(error?.message).toMatch(/^Query costs \d+; the limit is 5000$/);
  });

  it('prices fragments where they are spread', () => {
    expect(costOf('{ products(first: 2) { nodes { ...P } } } fragment P on Product { name brand { name } }')).toBe(
      costOf('{ products(first: 2) { nodes { name brand { name } } } }'),
    );
  });

  it('prices an interface by its dearest type, not the sum of every branch', () => {
    const page = (blocks: string) => `{ contentPage(pageType: HOMEPAGE) { blocks { id ${blocks} } } }`;
    const one = costOf(page('... on HeroBannerBlock { heading }'));
    const carousel = costOf(page('... on ProductCarouselBlock { products { name } }'));
    const both = costOf(page('... on HeroBannerBlock { heading } ... on ProductCarouselBlock { products { name } }'));
    expect(both).toBe(carousel);
    expect(both).toBeGreaterThan(one);
  });
});
