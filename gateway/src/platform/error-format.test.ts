import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { formatError } from './error-format.ts';
import { QueryLimitError } from './limits/query-limit-error.ts';

const internal = {
  message: 'connect ECONNREFUSED 10.0.0.7:5432',
  path: ['products'],
  extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['Error: connect ECONNREFUSED', '  at db.ts:12'] },
};

describe('formatError', () => {
  it('masks unexpected errors in production: no message, no stack', () => {
    expect(formatError({ production: true })(internal, new Error('x'))).toEqual({
      message: 'Internal server error',
      path: ['products'],
      locations: undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('keeps them readable in development', () => {
    expect(formatError({ production: false })(internal, new Error('x'))).toBe(internal);
  });

  it('passes errors meant for the client through', () => {
    const notFound = { message: 'Product P1 not found', extensions: { code: 'NOT_FOUND' } };
    expect(formatError({ production: true })(notFound, new Error('x'))).toBe(notFound);
  });

  it('gives a refused query its limit code back', () => {
    const limit = new QueryLimitError('Query is 11 levels deep; the limit is 10', 'QUERY_TOO_DEEP');
    const asApolloReportsIt = new GraphQLError(limit.message, {
      originalError: limit,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(
      formatError({ production: true })(
        { message: limit.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
        asApolloReportsIt,
      ).extensions?.code,
    ).toBe('QUERY_TOO_DEEP');
  });
});
