// Every argument of every Query and Mutation field, walked from the executable schema down
// through input objects and lists, gets hostile values (issue 10 item 5): huge strings,
// lone surrogates, NUL bytes, odd numbers, wrong types, deep nesting, injection snippets.
// Against a real api: never a 5xx, never INTERNAL_SERVER_ERROR, and nothing stored.
// Seeded: a failure replays with the same values.
import { HOSTILE_VALUES, pick, rowCounts, seededRandom } from '@beauty/api/testing';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../src/schema.ts';
import { stackForFile } from './support/stack.ts';

const VALUES_PER_SLOT = 7;
const PARALLEL = 4;
/** Mutations that answer alike whatever they are sent, by design: a reset request never
 * says whether the email exists, removing a sample that is not in the bag is a no-op, and
 * the assistant takes any text as a question (one it cannot place still gets an answer,
 * kept in the shopper's own conversation; a page naming no product is just no product). */
const NEUTRAL = new Set(['requestPasswordReset', 'removeSample', 'askAssistant']);

const stack = stackForFile();

/** A value of the type whose strings are "x": valid in shape, never a real id or email. */
function sample(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [sample(nullable.ofType)];
  if (isInputObjectType(nullable)) {
    const required = Object.values(nullable.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return Object.fromEntries(required.map((f) => [f.name, sample(f.type)]));
  }
  if (isEnumType(nullable)) return nullable.getValues()[0]!.value;
  if (nullable.name === 'Int' || nullable.name === 'Float') return 1;
  if (nullable.name === 'Boolean') return false;
  return 'x';
}

/** Every place a value can go: the argument itself, its input fields, a list's first item. */
function slots(type: GraphQLInputType, path: (string | number)[], depth = 0): (string | number)[][] {
  const nullable = getNullableType(type);
  const here = [path];
  if (depth > 3) return here;
  if (isListType(nullable)) return [...here, ...slots(nullable.ofType, [...path, 0], depth + 1)];
  if (isInputObjectType(nullable)) {
    return [...here, ...Object.values(nullable.getFields()).flatMap((f) => slots(f.type, [...path, f.name], depth + 1))];
  }
  return here;
}

function withValue(variables: Record<string, unknown>, path: (string | number)[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(variables);
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (!at[key] || typeof at[key] !== 'object') at[key] = typeof path[path.indexOf(key) + 1] === 'number' ? [] : {};
    at = at[key] as Record<string | number, unknown>;
  }
  at[path.at(-1)!] = value;
  return copy;
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const declared = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const returned = getNamedType(field.type);
  const hasUserErrors = isObjectType(returned) && 'userErrors' in returned.getFields();
  const selection = isCompositeType(returned) ? `{ __typename ${hasUserErrors ? 'userErrors { code }' : ''} }` : '';
  return `${kind} Fuzz(${declared}) { ${field.name}(${passed}) ${selection} }`;
}

describe('GraphQL fuzz', () => {
  it('answers every argument of every field, whatever it is sent, without an internal error, and stores nothing', async () => {
    const schema = buildSchema();
    const random = seededRandom(20_261_125);
    const roots: ['query' | 'mutation', GraphQLObjectType][] = [
      ['query', schema.getQueryType()!],
      ['mutation', schema.getMutationType()!],
    ];
    const cases: { label: string; kind: 'query' | 'mutation'; field: string; query: string; variables: Record<string, unknown> }[] = [];
    for (const [kind, root] of roots) {
      for (const field of Object.values(root.getFields())) {
        if (field.args.length === 0) continue;
        const query = operationFor(kind, field);
        const base = Object.fromEntries(field.args.map((a) => [a.name, sample(a.type)]));
        for (const arg of field.args) {
          for (const slot of slots(arg.type, [arg.name])) {
            const values = ['a'.repeat(100_000), '\uD800', 'a\u0000b', ...Array.from({ length: VALUES_PER_SLOT }, () => pick(random, HOSTILE_VALUES))];
            for (const value of values) {
              const label = `${field.name} ${slot.join('.')}=${(JSON.stringify(value) ?? '').slice(0, 60)}`;
              cases.push({ label, kind, field: field.name, query, variables: withValue(base, slot, value) });
            }
          }
        }
      }
    }
    expect(cases.length).toBeGreaterThan(1_000);
    console.info(`GraphQL fuzz: ${cases.length} requests`);

    const before = await rowCounts(stack.api.db);
    const accepted: string[] = [];
    for (let i = 0; i < cases.length; i += PARALLEL) {
      await Promise.all(
        cases.slice(i, i + PARALLEL).map(async ({ label, kind, field, query, variables }) => {
          const response = await stack.graphql(query, { variables, headers: { 'x-device-id': 'fuzz-device' } });
          expect(response.status, label).toBeLessThan(500);
          const codes = response.body.errors?.map((e) => e.extensions?.code) ?? [];
          expect(codes, label).not.toContain('INTERNAL_SERVER_ERROR');
          expect(codes, label).not.toContain('SERVICE_UNAVAILABLE');
          const payload = response.body.data?.[field] as { userErrors?: unknown[] } | null | undefined;
          if (kind === 'mutation' && !NEUTRAL.has(field) && payload && !payload.userErrors?.length && !response.body.errors) accepted.push(label);
        }),
      );
    }
    expect(accepted, 'mutations accepted from hostile input').toEqual([]);
    expect(await rowCounts(stack.api.db)).toEqual(before);
  }, 300_000);
});

describe('very long slugs and paths', () => {
  it('are not found: a lookup by a slug no product, brand, category or page can have answers null', async () => {
    for (const length of [201, 1_000]) {
      const slug = 'a'.repeat(length);
      const { status, body } = await stack.graphql(
        'query ($slug: String!) { product(slug: $slug) { id } brand(slug: $slug) { id } category(path: $slug) { id } contentPage(pageType: PAGES, slug: $slug) { id } }',
        { variables: { slug } },
      );
      expect(body.errors, `${length}`).toBeUndefined();
      expect(status).toBe(200);
      expect(body.data).toEqual({ product: null, brand: null, category: null, contentPage: null });
    }
  });

  it('past the argument limit, are a typed error; as a URL, a 404 or 414', async () => {
    const { status, body } = await stack.graphql('query ($slug: String!) { product(slug: $slug) { id } }', { variables: { slug: 'a'.repeat(100_000) } });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await fetch(`${stack.gatewayUrl}/graphql/${'a'.repeat(5_000)}`)).status).toBe(404);
    expect([404, 414, 431]).toContain((await fetch(`${stack.gatewayUrl}/${'a'.repeat(20_000)}`)).status);
  });
});
