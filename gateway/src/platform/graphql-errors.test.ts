import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  badUserInput,
  forbidden,
  hasCode,
  internalError,
  isNotFound,
  isUnauthenticated,
  notFound,
  serviceUnavailable,
  unauthenticated,
} from './graphql-errors.ts';

describe('the gateway’s GraphQL errors', () => {
  it('carry the code and message a client sees, and only the extensions asked for', () => {
    expect(badUserInput('first must be 1 to 50')).toMatchObject({ message: 'first must be 1 to 50', extensions: { code: 'BAD_USER_INPUT' } });
    expect(badUserInput('first must be between 0 and 24', { argument: 'first' }).extensions).toEqual({ code: 'BAD_USER_INPUT', argument: 'first' });
    expect(notFound('Not found').extensions).toEqual({ code: 'NOT_FOUND' });
    expect(forbidden('Preview needs the preview token.', { httpStatus: 200 }).extensions).toEqual({ code: 'FORBIDDEN', http: { status: 200 } });
    expect(unauthenticated()).toMatchObject({ message: 'Please sign in.', extensions: { code: 'UNAUTHENTICATED', http: { status: 200 } } });
    expect(internalError()).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  });

  it('keep what failed underneath for the log', () => {
    const cause = new Error('connect ECONNREFUSED');
    expect(serviceUnavailable('The shop is briefly unavailable, please try again', cause).originalError).toBe(cause);
  });

  it('are told apart by code', () => {
    expect(isNotFound(notFound('Variant V1 not found'))).toBe(true);
    expect(isUnauthenticated(unauthenticated())).toBe(true);
    expect(isUnauthenticated(forbidden('no'))).toBe(false);
    expect(hasCode(new GraphQLError('plain'), 'INTERNAL_SERVER_ERROR')).toBe(false);
    expect(hasCode({ extensions: { code: 'NOT_FOUND' } }, 'NOT_FOUND')).toBe(false);
  });
});
