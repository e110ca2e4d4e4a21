import { parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isPublicOperation } from './public-operation.ts';

const check = (text: string, variables: Record<string, unknown> = {}) => {
  const document = parse(text);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
  return isPublicOperation(document, operation, variables);
};

describe('which operations the shared response cache may hold', () => {
  it('holds queries of catalogue, content and store fields only, through fragments too', () => {
    expect(check('{ products(first: 2) { nodes { id } } categories { name } }')).toBe(true);
    // The listing as the storefront asks it (decision 0155), a page after a cursor too.
    expect(check('{ productConnection(first: 2, after: "YXQ6MQ") { edges { node { id } } } productFilters { totalCount } }')).toBe(true);
    expect(check('query P { ...Page } fragment Page on Query { product(slug: "x") { id } layout { __typename } }')).toBe(true);
    expect(check('{ products(first: 2) { nodes { id } } cart { itemsCount } }')).toBe(false);
    expect(check('{ ... on Query { me { email } } }')).toBe(false);
    expect(check('query P { ...Missing }')).toBe(false);
    expect(check('mutation { signOut { signedOut } }')).toBe(false);
  });

  it('never answers from the cache a search that must be counted', () => {
    expect(check('{ search(query: "lip") { __typename } }')).toBe(true);
    expect(check('{ search(query: "lip", record: true) { __typename } }')).toBe(false);
    expect(check('query S($r: Boolean) { search(query: "lip", record: $r) { __typename } }', { r: true })).toBe(false);
    expect(check('query S($r: Boolean) { search(query: "lip", record: $r) { __typename } }', { r: false })).toBe(true);
  });
});
