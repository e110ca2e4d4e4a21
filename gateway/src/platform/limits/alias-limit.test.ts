import { describe, expect, it } from 'vitest';
import { parse, validate } from 'graphql';
import { buildSchema } from '../../schema.ts';
import { aliasLimit } from './alias-limit.ts';

const schema = buildSchema();
const errors = (query: string) => validate(schema, parse(query), [aliasLimit({ maxAliases: 20 })]);
const aliased = (count: number) => Array.from({ length: count }, (_, i) => `p${i}: product(slug: "slug-${i}") { name }`).join(' ');

describe('aliasLimit', () => {
  it('lets 20 aliases through and refuses 21', () => {
    expect(errors(`{ ${aliased(20)} }`)).toEqual([]);
    const [error] = errors(`{ ${aliased(21)} }`);
    expect(error?.extensions.code).toBe('TOO_MANY_ALIASES');
    expect(error?.message).toBe('Query uses 21 aliases; the limit is 20');
  });

  it('counts a fragment once for every place it is spread', () => {
    const query = `
      { a: product(slug: "a") { ...F } b: product(slug: "b") { ...F } c: product(slug: "c") { ...F } d: product(slug: "d") { ...F } }
      fragment F on Product { n1: name n2: name n3: name n4: name }
    `;
    // 4 top-level aliases + 4 × 4 in the fragment = 20: allowed; one more spread is not.
    expect(errors(query)).toEqual([]);
    expect(errors(query.replace('d: product(slug: "d") { ...F }', 'd: product(slug: "d") { ...F } e: product(slug: "e") { ...F }'))[0]?.extensions.code).toBe(
      'TOO_MANY_ALIASES',
    );
  });
});
