// Whether a failed request is worth sending again: the line dropped, the kiosk server could
// not reach the gateway (its 502/504, GraphQL-shaped), or the device's rate limit said wait.
// An answer (a GraphQL error, a userError) is not.
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

const RETRYABLE_STATUS = new Set([429, 502, 503, 504]);
const RETRYABLE_CODES = new Set(['BAD_GATEWAY', 'GATEWAY_TIMEOUT', 'RATE_LIMITED']);

export function isNetworkError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => RETRYABLE_CODES.has(String(e.extensions?.code ?? '')));
  if (ServerError.is(error)) return RETRYABLE_STATUS.has(error.statusCode);
  if (ServerParseError.is(error)) return RETRYABLE_STATUS.has(error.statusCode);
  // fetch's own failure: no connection at all.
  return error instanceof TypeError;
}
