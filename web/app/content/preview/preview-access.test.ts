import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isPreviewRefused } from './preview-access';

const graphQLError = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: 'no', extensions: { code } }], data: { previewOverlay: null } });

describe('isPreviewRefused', () => {
  it('is true for the gateway refusing the preview token', () => {
    expect(isPreviewRefused(graphQLError('FORBIDDEN'))).toBe(true);
    expect(isPreviewRefused(graphQLError('UNAUTHENTICATED'))).toBe(true);
  });

  it('is false for other failures, which stay errors', () => {
    expect(isPreviewRefused(graphQLError('INTERNAL_SERVER_ERROR'))).toBe(false);
    expect(isPreviewRefused(new Error('fetch failed'))).toBe(false);
    expect(isPreviewRefused(undefined)).toBe(false);
  });
});
