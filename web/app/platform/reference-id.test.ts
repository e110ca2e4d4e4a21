import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { referenceIdFor, requestIdOfError } from './reference-id';

const ID = '0123456789ABCDEF';
const DOCUMENT = 'FEDCBA9876543210';

describe('the error page Reference ID', () => {
  it('is the request id the gateway put on a GraphQL error', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: ID } }] });
    expect(requestIdOfError(error)).toBe(ID);
    expect(referenceIdFor(error, 'x1y2z3', DOCUMENT)).toBe(ID);
  });

  it("is the document's own id on the first location, and none after a client-side navigation", () => {
    expect(referenceIdFor(new Error('Unexpected Server Error'), 'default', DOCUMENT)).toBe(DOCUMENT);
    expect(referenceIdFor(new Error('Unexpected Server Error'), 'x1y2z3', DOCUMENT)).toBeUndefined();
  });

  it('ignores what does not look like one of our ids', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { requestId: '<script>' } }] });
    expect(requestIdOfError(error)).toBeUndefined();
    expect(requestIdOfError('text')).toBeUndefined();
  });
});
