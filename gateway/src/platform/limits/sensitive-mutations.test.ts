import { describe, expect, it } from 'vitest';
import { parse, validate } from 'graphql';
import { buildSchema } from '../../schema.ts';
import { SENSITIVE_MUTATIONS, sensitiveMutationLimit } from './sensitive-mutations.ts';

const schema = buildSchema();
const errors = (query: string) => validate(schema, parse(query), [sensitiveMutationLimit()]);
const signIn = (alias: string) => `${alias}: signIn(input: { email: "a@example.com", password: "p" }) { userErrors { code } }`;

describe('sensitiveMutationLimit', () => {
  it('names only real Mutation fields, so a typo cannot leave one unguarded', () => {
    const fields = Object.keys(schema.getMutationType()!.getFields());
    for (const name of SENSITIVE_MUTATIONS) expect(fields, name).toContain(name);
  });

  it('lets one through, with other mutations beside it', () => {
    expect(errors(`mutation { ${signIn('a')} }`)).toEqual([]);
    expect(errors(`mutation { ${signIn('a')} signOut { signedOut } addToBag(input: { variantId: "P1-1" }) { userErrors { code } } }`)).toEqual([]);
  });

  it('refuses two of one, two different ones, and ones spread through fragments', () => {
    const [aliased] = errors(`mutation { ${signIn('a')} ${signIn('b')} }`);
    expect(aliased?.extensions.code).toBe('TOO_MANY_SENSITIVE_MUTATIONS');
    expect(aliased?.message).toBe('Only one sensitive mutation per request; this one has 2 (signIn)');
    const mixed = errors(`mutation { ${signIn('a')} applyPromoCode(input: { code: "X" }) { userErrors { code } } }`);
    expect(mixed[0]?.message).toBe('Only one sensitive mutation per request; this one has 2 (signIn, applyPromoCode)');
    const viaFragment = errors(`mutation { ...F ...F } fragment F on Mutation { ${signIn('a')} }`);
    expect(viaFragment[0]?.extensions.code).toBe('TOO_MANY_SENSITIVE_MUTATIONS');
  });
});
