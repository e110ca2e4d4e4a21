// Whether a preview query was refused for want of a valid preview token (the gateway's
// FORBIDDEN, schema/content.graphql): the page then explains how to get in, with a 403.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

const REFUSED = new Set(['FORBIDDEN', 'UNAUTHENTICATED']);

export function isPreviewRefused(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => REFUSED.has(String(e.extensions?.code ?? '')));
}
