import { describe, expect, it } from 'vitest';
import { parse, validate } from 'graphql';
import { buildSchema } from '../../schema.ts';
import { costLimit } from './cost-limit.ts';

const schema = buildSchema();
const limits = { maxCost: 25_000, defaultListSize: 10, maxPageSize: 96 };
const errors = (query: string) => validate(schema, parse(query), [costLimit(limits)]);
const costOf = (query: string) => {
  const [error] = validate(schema, parse(query), [costLimit({ ...limits, maxCost: 0 })]);
  return Number(/costs (\d+)/.exec(error?.message ?? '')?.[1]);
};

const LISTING = (first: string) => `{
  products(first: ${first}) {
    totalCount
    nodes {
      name price { amount currency } salePrice { amount currency }
      brand { name } category { name parent { name } }
      variants { name swatchColor price { amount currency } stockStatus }
    }
  }
}`;

describe('costLimit', () => {
  it('prices a list by its page size, and the items under it per item', () => {
    // 1 (products) + 24 × (1 name + 1 nodes) by the schema default first: 24.
    expect(costOf('{ products { nodes { name } } }')).toBe(1 + 24 * 2);
    expect(costOf('{ products(first: 2) { nodes { name } } }')).toBe(1 + 2 * 2);
    // A list without first counts 10 items.
    expect(costOf('{ brands { name } }')).toBe(1 + 10 * 1);
  });

  it('lets the biggest storefront listing through', () => {
    expect(errors(LISTING('96'))).toEqual([]);
    expect(costOf(LISTING('96'))).toBeLessThan(limits.maxCost / 2);
  });

  it('prices first: $variable as the largest page', () => {
    const query = LISTING('$first').replace('{', 'query ($first: Int) {');
    expect(costOf(query)).toBe(costOf(LISTING('96')));
    expect(costOf(LISTING('$first').replace('{', 'query ($first: Int = 12) {'))).toBe(costOf(LISTING('12')));
  });

  it('refuses a query that fans out through relations', () => {
    const query = '{ products(first: 96) { nodes { variants { product { variants { product { variants { name sku } } } } } } } }';
    const [error] = errors(query);
    expect(error?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(error?.message).toMatch(/^Query costs \d+; the limit is 25000$/);
  });

  it('prices fragments where they are spread', () => {
    expect(costOf('{ products(first: 2) { nodes { ...P } } } fragment P on Product { name brand { name } }')).toBe(
      costOf('{ products(first: 2) { nodes { name brand { name } } } }'),
    );
  });
});
