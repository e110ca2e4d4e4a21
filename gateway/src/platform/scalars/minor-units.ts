// MinorUnits: an amount of money in integer minor units (cents, sen, satang). GraphQL's Int
// stops at 2^31 − 1, which rupiah pass: Indonesia's Gold threshold, Rp 22,500,000, is
// 2,250,000,000 sen. This scalar takes any safe integer (up to 2^53 − 1) and refuses
// fractions, both in answers and in arguments.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

function minorUnits(value: unknown): number {
  const amount = typeof value === 'bigint' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
    throw new GraphQLError(`MinorUnits must be a whole number of minor units, got ${String(value).slice(0, 40)}`);
  }
  return amount;
}

export const MinorUnitsScalar = new GraphQLScalarType({
  name: 'MinorUnits',
  description: 'An amount in integer minor units of a currency (cents, sen, satang): a safe integer, beyond GraphQL Int.',
  serialize: minorUnits,
  parseValue: minorUnits,
  parseLiteral(ast) {
    if (ast.kind !== Kind.INT) throw new GraphQLError('MinorUnits must be a whole number of minor units', { nodes: ast });
    return minorUnits(Number(ast.value));
  },
});
