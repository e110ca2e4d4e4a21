// How errors leave the gateway. In production nothing unexpected is described to the
// client (no stack, no upstream message): the logs have it. Limit errors keep their own
// code instead of Apollo's generic GRAPHQL_VALIDATION_FAILED.
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { currentRequestId } from '@beauty/server-kit/request-id';
import type { Logger } from './logger.ts';
import { QueryLimitError } from './limits/query-limit-error.ts';
import { reportError } from './report-error.ts';

const INTERNAL = 'INTERNAL_SERVER_ERROR';

/**
 * Every error names the request it belongs to (extensions.requestId): the web shows it
 * as the error page's Reference ID, and support finds the request with it in every log.
 */
export function formatError({ production }: { production: boolean }) {
  const withRequestId = (formatted: GraphQLFormattedError): GraphQLFormattedError => {
    const requestId = currentRequestId();
    return requestId ? { ...formatted, extensions: { ...formatted.extensions, requestId } } : formatted;
  };
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? error.originalError : undefined;
    if (original instanceof QueryLimitError) {
      return withRequestId({ ...formatted, extensions: { ...formatted.extensions, code: original.extensions.code } });
    }
    const code = formatted.extensions?.code ?? INTERNAL;
    if (!production || code !== INTERNAL) return withRequestId(formatted);
    const { locations, path } = formatted;
    return withRequestId({ message: 'Internal server error', locations, path, extensions: { code: INTERNAL } });
  };
}

/**
 * Logs and reports (when SENTRY_DSN is set) what the client will only see as "Internal
 * server error". Everything else (userErrors, validation, limits, sign-in) is the
 * shopper's and is never reported. Variables are left out: they hold what shoppers type.
 */
export function errorLogging(logger: Logger): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, operationName }) {
          for (const error of errors) {
            if ((error.extensions.code ?? INTERNAL) !== INTERNAL) continue;
            const cause = unwrapResolverError(error);
            logger.error('graphql internal error', {
              operationName,
              path: error.path,
              error: cause instanceof Error ? (cause.stack ?? cause.message) : String(cause),
            });
            reportError(cause, { where: 'graphql', operationName, path: error.path?.join('.') });
          }
        },
      };
    },
  };
}
