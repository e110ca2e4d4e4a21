// How errors leave the gateway. In production nothing unexpected is described to the
// client (no stack, no upstream message, no hostnames): it gets "Internal server error"
// and an error id, and the log line with the cause carries the same id. Limit errors keep
// their own code instead of Apollo's generic GRAPHQL_VALIDATION_FAILED, and production
// drops graphql-js's "Did you mean …?" hints, which spell out field names introspection
// would have hidden.
import { randomUUID } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { currentRequestId } from '@beauty/server-kit/request-id';
import { type GatewayErrorCode, INTERNAL_MESSAGE } from './graphql-errors.ts';
import type { Logger } from './logger.ts';
import { QueryLimitError } from './limits/query-limit-error.ts';
import { reportError } from './report-error.ts';

const INTERNAL: GatewayErrorCode = 'INTERNAL_SERVER_ERROR';
const SUGGESTION = /\s*Did you mean .*$/s;

/** The id shared by the client's answer and the log line, set once per error. */
function errorIdOf(error: unknown): string | undefined {
  return error instanceof GraphQLError && typeof error.extensions.errorId === 'string' ? error.extensions.errorId : undefined;
}

function assignErrorId(error: GraphQLError): string {
  const id = errorIdOf(error) ?? randomUUID();
  (error.extensions as Record<string, unknown>).errorId = id;
  return id;
}

/**
 * Every error names the request it belongs to (extensions.requestId): the web shows it
 * as the error page's Reference ID, and support finds the request with it in every log.
 */
export function formatError({ production, logger }: { production: boolean; logger?: Logger }) {
  const withRequestId = (formatted: GraphQLFormattedError): GraphQLFormattedError => {
    const requestId = currentRequestId();
    return requestId ? { ...formatted, extensions: { ...formatted.extensions, requestId } } : formatted;
  };
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const limit = error instanceof QueryLimitError ? error : error instanceof GraphQLError ? error.originalError : undefined;
    if (limit instanceof QueryLimitError) {
      return withRequestId({ ...formatted, extensions: { ...formatted.extensions, code: limit.extensions.code } });
    }
    const code = formatted.extensions?.code ?? INTERNAL;
    if (!production) return withRequestId(formatted);
    if (code !== INTERNAL) return withRequestId({ ...formatted, message: formatted.message.replace(SUGGESTION, '') });
    // Errors Apollo raises outside a request's hooks (a failing context) were not logged yet.
    let errorId = errorIdOf(error);
    if (!errorId) {
      errorId = error instanceof GraphQLError ? assignErrorId(error) : randomUUID();
      logger?.error('graphql internal error', { errorId, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
    const { locations, path } = formatted;
    return withRequestId({ message: INTERNAL_MESSAGE, locations, path, extensions: { code: INTERNAL, errorId } });
  };
}

/**
 * Logs and reports (when SENTRY_DSN is set) what the client will only see as "Internal
 * server error", with the error id the client is shown. Everything else (userErrors,
 * validation, limits, sign-in) is the shopper's and is never reported. Variables are left
 * out: they hold what shoppers type.
 */
export function errorLogging(logger: Logger): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, operationName }) {
          for (const error of errors) {
            if ((error.extensions.code ?? INTERNAL) !== INTERNAL) continue;
            const errorId = assignErrorId(error);
            const cause = unwrapResolverError(error);
            logger.error('graphql internal error', {
              errorId,
              operationName,
              path: error.path,
              error: cause instanceof Error ? (cause.stack ?? cause.message) : String(cause),
            });
            reportError(cause, { where: 'graphql', operationName, path: error.path?.join('.'), errorId });
          }
        },
      };
    },
  };
}
