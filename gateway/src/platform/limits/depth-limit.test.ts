import { describe, expect, it } from 'vitest';
import { getIntrospectionQuery, parse, validate } from 'graphql';
import { buildSchema } from '../../schema.ts';
import { depthLimit } from './depth-limit.ts';

const schema = buildSchema();
const rule = depthLimit({ maxDepth: 10, maxIntrospectionDepth: 15 });
const errors = (query: string) => validate(schema, parse(query), [rule]);

/** product { variants { product { … { id } } } }: `levels` fields deep, the leaf included. */
function nested(levels: number): string {
  const path = Array.from({ length: levels - 1 }, (_, i) => (i === 0 ? 'product(slug: "x")' : i % 2 === 1 ? 'variants' : 'product'));
  return `{ ${path.reduceRight((inner, field) => `${field} { ${inner} }`, 'id')} }`;
}

describe('depthLimit', () => {
  it('lets a listing page through', () => {
    expect(errors('{ products(first: 48) { nodes { name brand { name } variants { name price { amount } } } } }')).toEqual([]);
  });

  it('lets exactly 10 levels through and refuses 11', () => {
    expect(errors(nested(10))).toEqual([]);
    const [error] = errors(nested(11));
    expect(error?.extensions.code).toBe('QUERY_TOO_DEEP');
    expect(error?.message).toBe('Query is 11 levels deep; the limit is 10');
  });

  it('counts the levels inside fragments', () => {
    const query = `
      query { product(slug: "x") { ...A } }
      fragment A on Product { variants { product { variants { product { ...B } } } } }
      fragment B on Product { variants { product { variants { product { variants { id } } } } } }
    `;
    expect(errors(query)[0]?.extensions.code).toBe('QUERY_TOO_DEEP');
  });

  it("lets GraphiQL's introspection query through, but not an endless one", () => {
    expect(errors(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }))).toEqual([]);
    let deep = 'name';
    for (let i = 0; i < 8; i++) deep = `fields { type { ${deep} } }`;
    expect(errors(`{ __schema { types { ${deep} } } }`)[0]?.extensions.code).toBe('QUERY_TOO_DEEP');
  });
});
