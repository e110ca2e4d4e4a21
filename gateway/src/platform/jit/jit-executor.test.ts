// The jit executor must answer exactly as graphql-js would: same data, same errors (message,
// locations, path, extensions), for the things graphql-jit compiles its own way.
import { makeExecutableSchema } from '@graphql-tools/schema';
import { type ExecutionResult, execute, GraphQLError, GraphQLScalarType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { jitExecutor } from './jit-executor.ts';

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    scalar Cents
    enum Sort { PRICE NEWEST }
    input ConsentsInput { privacy: Boolean!, marketing: Boolean! = false }
    input SignUpInput { email: String!, consents: ConsentsInput!, tags: [String!] }
    interface Node { id: ID! }
    type Product implements Node { id: ID!, name: String!, price: Cents!, brand: Brand }
    type Brand implements Node { id: ID!, name: String! }
    union SearchHit = Product | Brand
    type Payload { ok: Boolean!, echo: String! }
    type Query {
      products(first: Int = 2, sort: Sort = PRICE, under: Cents): [Product!]!
      node(id: ID!): Node
      search(term: String!): [SearchHit!]!
      forbidden: String
      broken: String
      missing: String!
      product(id: ID!): Product
    }
    type Mutation { signUp(input: SignUpInput!): Payload! }
  `,
  resolvers: {
    Cents: new GraphQLScalarType({
      name: 'Cents',
      serialize: (value) => value,
      parseValue: (value) => {
        if (!Number.isInteger(value)) throw new GraphQLError('Cents are whole numbers');
        return value;
      },
    }),
    Node: { __resolveType: (node: { kind: string }) => node.kind },
    SearchHit: { __resolveType: (hit: { kind: string }) => hit.kind },
    Query: {
      products: (_: unknown, { first, sort }: { first: number; sort: string }) =>
        [lipstick, mascara, serum].sort((a, b) => (sort === 'PRICE' ? a.price - b.price : b.id.localeCompare(a.id))).slice(0, first),
      node: (_: unknown, { id }: { id: string }) => [lipstick, mascara, serum, brand].find((node) => node.id === id) ?? null,
      search: () => [lipstick, brand],
      forbidden: () => {
        throw new GraphQLError('Sign in first', { extensions: { code: 'UNAUTHENTICATED' } });
      },
      broken: () => {
        throw new TypeError('upstream said nonsense');
      },
      missing: () => null,
      product: (_: unknown, { id }: { id: string }) => ({ ...lipstick, id, name: null }),
    },
    Mutation: {
      signUp: (_: unknown, { input }: { input: { email: string; consents: { marketing: boolean } } }) => ({
        ok: true,
        echo: JSON.stringify(input),
      }),
    },
  },
});
const brand = { kind: 'Brand', id: 'b1', name: 'Lumière' };
const lipstick = { kind: 'Product', id: 'p1', name: 'Lipstick', price: 2500, brand };
const mascara = { kind: 'Product', id: 'p2', name: 'Mascara', price: 1900, brand: null };
const serum = { kind: 'Product', id: 'p3', name: 'Serum', price: 6400, brand };

const run = jitExecutor(schema);

async function both(query: string, variables: Record<string, unknown> = {}) {
  const document = parse(query);
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition')!;
  const request = { query, variables };
  // The request context Apollo hands a gateway, reduced to what the executor reads.
  const context = { document, operation, operationName: null, request, context: {} } as unknown as Parameters<typeof run>[0];
  const jit = (await run(context)) as ExecutionResult;
  const graphqlJs = await execute({ schema, document, variableValues: variables, contextValue: {} });
  return { jit, graphqlJs };
}

/** What the client receives, errors as JSON (message, locations, path, extensions). */
const wire = (result: ExecutionResult) => JSON.parse(JSON.stringify(result));

describe('the jit executor answers as graphql-js does', () => {
  it.each([
    [
      'fragments, aliases and defaults',
      '{ cheap: products { ...card } newest: products(first: 1, sort: NEWEST) { id } } fragment card on Product { id name price }',
    ],
    [
      '@include and @skip',
      'query ($more: Boolean!) { products { id name @include(if: $more) price @skip(if: $more) ... on Product @include(if: $more) { brand { name } } } }',
      { more: false },
    ],
    [
      '@include and @skip, switched',
      'query ($more: Boolean!) { products { id name @include(if: $more) price @skip(if: $more) ... on Product @include(if: $more) { brand { name } } } }',
      { more: true },
    ],
    ['an interface', '{ node(id: "b1") { __typename id ... on Brand { name } ... on Product { price } } }'],
    ['a union', '{ search(term: "l") { __typename ... on Product { name } ... on Brand { id } } }'],
    ['an error with a code, thrown by a resolver', '{ forbidden products { id } }'],
    ['an unexpected error thrown by a resolver', '{ broken }'],
    ['null for a non-null field, nulling the whole answer', '{ missing }'],
    ['null for a non-null field, nulling its parent', '{ product(id: "p9") { id name } }'],
  ])('%s', async (_, query, variables?: Record<string, unknown>) => {
    const { jit, graphqlJs } = await both(query, variables);
    expect(wire(jit)).toEqual(wire(graphqlJs));
  });

  it('gives every error extensions, as Apollo and our error logging read extensions.code', async () => {
    const { jit } = await both('{ broken missing }');
    expect(jit.errors?.length).toBeGreaterThan(0);
    for (const error of jit.errors ?? []) {
      expect(error).toBeInstanceOf(GraphQLError);
      expect(error.extensions).toEqual({});
    }
  });

  it('keeps the cause of an unexpected error, for the logs', async () => {
    const { jit } = await both('{ broken }');
    expect(jit.errors?.[0]?.originalError).toBeInstanceOf(TypeError);
  });

  it.each([
    ['a wrong type', { id: 12.5 }],
    ['a missing required variable', {}],
    ['null for a required variable', { id: null }],
  ])('refuses %s with graphql-js’s error', async (_, variables) => {
    const { jit, graphqlJs } = await both('query ($id: ID!) { node(id: $id) { id } }', variables);
    expect(graphqlJs.errors?.length).toBe(1);
    expect(wire(jit)).toEqual(wire(graphqlJs));
  });

  it.each([
    ['an unknown input field', { input: { email: 'a@b.c', consents: { privacy: true }, admin: true } }],
    ['a wrong type deep in an input', { input: { email: 'a@b.c', consents: { privacy: 'yes' } } }],
    ['a list of the wrong items', { input: { email: 'a@b.c', consents: { privacy: true }, tags: [1, null] } }],
  ])('refuses %s with graphql-js’s errors', async (_, variables) => {
    const { jit, graphqlJs } = await both('mutation ($input: SignUpInput!) { signUp(input: $input) { ok echo } }', variables);
    expect(graphqlJs.errors?.length).toBeGreaterThan(0);
    expect(wire(jit)).toEqual(wire(graphqlJs));
  });

  it('refuses a custom scalar’s invalid value with graphql-js’s error', async () => {
    const { jit, graphqlJs } = await both('query ($price: Cents!) { products(under: $price) { id } }', { price: 12.5 });
    expect(graphqlJs.errors?.[0]?.message).toContain('Cents are whole numbers');
    expect(wire(jit)).toEqual(wire(graphqlJs));
  });

  it('fills in a required input field’s default (graphql-jit alone refuses it)', async () => {
    const variables = { input: { email: '   ', consents: { privacy: true }, tags: 'one' } };
    const { jit, graphqlJs } = await both('mutation ($input: SignUpInput!) { signUp(input: $input) { ok echo } }', variables);
    expect(jit.errors).toBeUndefined();
    expect(JSON.parse((jit.data as { signUp: { echo: string } }).signUp.echo)).toEqual({
      email: '   ',
      consents: { privacy: true, marketing: false },
      tags: ['one'],
    });
    expect(wire(jit)).toEqual(wire(graphqlJs));
  });
});
