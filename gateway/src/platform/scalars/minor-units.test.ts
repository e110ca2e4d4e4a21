// Indonesia's tier thresholds in sen pass GraphQL Int's 2^31 - 1: Money.amount answers them.
import { graphql } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import { MinorUnitsScalar } from './minor-units.ts';

const schema = makeExecutableSchema({
  typeDefs: `scalar MinorUnits
    type Query { threshold: MinorUnits!, echo(amount: MinorUnits!): MinorUnits! }`,
  resolvers: { MinorUnits: MinorUnitsScalar, Query: { threshold: () => 2_250_000_000, echo: (_: unknown, args: { amount: number }) => args.amount } },
});

describe('MinorUnits', () => {
  it('answers rupiah amounts beyond Int (Rp 22,500,000 = 2,250,000,000 sen)', async () => {
    expect(await graphql({ schema, source: '{ threshold }' })).toEqual({ data: { threshold: 2_250_000_000 } });
  });

  it('takes whole minor units as a literal or a variable', async () => {
    expect(await graphql({ schema, source: '{ echo(amount: 5000000000) }' })).toEqual({ data: { echo: 5_000_000_000 } });
    expect(await graphql({ schema, source: 'query($a: MinorUnits!) { echo(amount: $a) }', variableValues: { a: 2500 } })).toEqual({ data: { echo: 2500 } });
  });

  it('refuses fractions, strings and amounts past 2^53 as a validation error, not an internal one', async () => {
    for (const [source, variableValues] of [
      ['{ echo(amount: 12.5) }', undefined],
      ['{ echo(amount: "100") }', undefined],
      ['query($a: MinorUnits!) { echo(amount: $a) }', { a: 0.5 }],
      ['query($a: MinorUnits!) { echo(amount: $a) }', { a: 2 ** 53 }],
    ] as const) {
      const result = await graphql({ schema, source, variableValues });
      expect(result.data ?? undefined, source).toBeUndefined();
      expect(result.errors?.[0]?.message, source).toMatch(/MinorUnits|whole number/);
    }
  });
});
