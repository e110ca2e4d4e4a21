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
  it('masks unexpected errors in production: no message, no stack, the id of its log line', () => {
    const logged: Record<string, unknown>[] = [];
    const logger = { info: () => {}, warn: () => {}, error: (_: string, fields?: Record<string, unknown>) => void logged.push(fields ?? {}) };
    const formatted = formatError({ production: true, logger })(internal, new Error('connect ECONNREFUSED 10.0.0.7:5432'));
    expect(formatted).toEqual({
      message: 'Internal server error',
      path: ['products'],
      locations: undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR', errorId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect(logged).toEqual([{ errorId: formatted.extensions?.errorId, error: expect.stringContaining('10.0.0.7') }]);
  });

  it('keeps the error id the request log already gave the error', () => {
    const error = new GraphQLError('boom', { extensions: { errorId: 'logged-id' } });
    expect(formatError({ production: true })(internal, error).extensions?.errorId).toBe('logged-id');
  });

  it('drops "Did you mean" hints in production only', () => {
    const misspelled = { message: 'Cannot query field "nme" on type "Product". Did you mean "name"?', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
    expect(formatError({ production: true })(misspelled, new Error('x')).message).toBe('Cannot query field "nme" on type "Product".');
    expect(formatError({ production: false })(misspelled, new Error('x'))).toBe(misspelled);
  });

  it('keeps them readable in development', () => {
    expect(formatError({ production: false })(internal, new Error('x'))).toBe(internal);
  });

  it('passes errors meant for the client through', () => {
    const notFound = { message: 'Product P1 not found', extensions: { code: 'NOT_FOUND' } };
    expect(formatError({ production: true })(notFound, new Error('x'))).toEqual(notFound);
  });

  it('gives a refused query its limit code back', () => {
    const limit = new QueryLimitError('Query is 11 levels deep; the limit is 10', 'QUERY_TOO_DEEP');
    const asApolloReportsIt = new GraphQLError(limit.message, {
      originalError: limit,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(
      formatError({ production: true })({ message: limit.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }, asApolloReportsIt).extensions?.code,
    ).toBe('QUERY_TOO_DEEP');
  });
});
