import { describe, expect, it } from 'vitest';
import { argumentError } from './argument-limits.ts';
import { resolved } from '../../../test/support/limit-operation.ts';

const limits = { maxPageSize: 96, maxListLength: 250, maxStringLength: 1000 };
const refusal = (query: string, variables?: Record<string, unknown>) => argumentError(resolved(query, variables), limits);

describe('argumentError', () => {
  it('lets ordinary values through', () => {
    expect(refusal('{ products(first: 96, offset: 0, filter: { brands: ["dior"] }) { totalCount } }')).toBeNull();
    expect(refusal('query ($q: String!) { search(query: $q) { terms } }', { q: 'ลิปสติก 口紅 😀' })).toBeNull();
  });

  it('refuses a negative or oversized page size, literal or variable', () => {
    for (const [query, variables] of [
      ['{ products(first: 10000) { totalCount } }', {}],
      ['{ products(first: -1) { totalCount } }', {}],
      ['query ($n: Int) { products(first: $n) { totalCount } }', { n: 10_000 }],
      ['query ($n: Int = -5) { search(query: "a", first: $n) { terms } }', {}],
      ['{ products(offset: -1) { totalCount } }', {}],
    ] as const) {
      const error = refusal(query, variables);
      expect(error?.extensions.code, query).toBe('BAD_USER_INPUT');
    }
    expect(refusal('{ products(first: 10000) { totalCount } }')?.message).toBe('products: first must be between 0 and 96');
  });

  it('refuses a list argument of more than 250 items', () => {
    const brands = Array.from({ length: 251 }, (_, i) => `b${i}`);
    const error = refusal('query ($f: ProductFilter) { products(filter: $f) { totalCount } }', { f: { brands } });
    expect(error?.message).toBe('products: filter.brands has 251 items; the limit is 250');
    expect(refusal('query ($f: ProductFilter) { products(filter: $f) { totalCount } }', { f: { brands: brands.slice(1) } })).toBeNull();
  });

  it('refuses long strings, NUL characters and lone surrogates, in arguments and input fields', () => {
    expect(refusal('query ($q: String!) { search(query: $q) { terms } }', { q: 'a'.repeat(100_000) })?.message).toBe(
      'search: query is longer than 1000 characters',
    );
    expect(refusal('query ($q: String!) { search(query: $q) { terms } }', { q: 'a\u0000b' })?.message).toMatch(/NUL/);
    expect(refusal('query ($q: String!) { search(query: $q) { terms } }', { q: 'a\uD800b' })?.message).toMatch(/not valid Unicode/);
    const signIn = 'mutation ($i: SignInInput!) { signIn(input: $i) { userErrors { code } } }';
    expect(refusal(signIn, { i: { email: 'a@example.com', password: 'x'.repeat(1001) } })?.message).toBe(
      'signIn: input.password is longer than 1000 characters',
    );
  });

  it('honours @maxLength where the schema sets one', () => {
    const google = 'mutation ($t: String!) { signInWithGoogle(input: { idToken: $t }) { userErrors { code } } }';
    expect(refusal(google, { t: 'x'.repeat(4096) })).toBeNull();
    expect(refusal(google, { t: 'x'.repeat(4097) })?.message).toBe('signInWithGoogle: input.idToken is longer than 4096 characters');
  });

  it('checks fields inside fragments', () => {
    expect(refusal('{ ...Q } fragment Q on Query { products(first: 500) { totalCount } }')?.extensions.code).toBe('BAD_USER_INPUT');
  });
});
