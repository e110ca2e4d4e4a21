import { describe, expect, it } from 'vitest';
import { parse, validate } from 'graphql';
import { buildSchema } from '../../schema.ts';
import { directiveLimit } from './directive-limit.ts';

const schema = buildSchema();
const errors = (query: string) => validate(schema, parse(query), [directiveLimit({ maxDirectives: 50 })]);
const repeated = (n: number) => '@include(if: true) '.repeat(n);

describe('directiveLimit', () => {
  it('lets 50 directives through and refuses 51', () => {
    // Repeating a non-repeatable directive is its own validation error; this rule counts them anyway.
    expect(errors(`{ brands ${repeated(25)} { name ${repeated(25)} } }`)).toEqual([]);
    const [error] = errors(`{ brands ${repeated(25)} { name ${repeated(26)} } }`);
    expect(error?.extensions.code).toBe('TOO_MANY_DIRECTIVES');
    expect(error?.message).toBe('Query uses 51 directives; the limit is 50');
  });

  it('counts a fragment once for every place it is spread', () => {
    const query = `{ a: brands { ...F } b: brands { ...F } } fragment F on Brand { name ${repeated(25)} }`;
    expect(errors(query)).toEqual([]);
    expect(errors(query.replace('b: brands { ...F }', 'b: brands { ...F } c: brands { ...F }'))[0]?.extensions.code).toBe('TOO_MANY_DIRECTIVES');
  });
});
