// The gateway's GraphQL errors: every extensions.code a client can see, and the one way each
// is raised (docs/architecture.md#graphql-conventions: a GraphQLError is for authentication,
// limits and the unexpected; what a shopper can fix is a userError in a mutation's payload,
// rest-errors.ts). Clients branch on these codes and the web shows these messages, so a code
// is added here, never spelt out at the site that throws it.
import { GraphQLError } from 'graphql';

/** What a resolver or the REST client raises (Apollo's names where Apollo has one). */
export const GATEWAY_ERROR_CODES = ['BAD_USER_INPUT', 'NOT_FOUND', 'INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE', 'UNAUTHENTICATED', 'FORBIDDEN'] as const;
export type GatewayErrorCode = (typeof GATEWAY_ERROR_CODES)[number];

/** A query refused for its shape, size or argument values before anything runs (limits/, decision 0053). */
export const LIMIT_CODES = [
  'QUERY_TOO_DEEP',
  'TOO_MANY_ALIASES',
  'TOO_MANY_DIRECTIVES',
  'TOO_MANY_SENSITIVE_MUTATIONS',
  'QUERY_TOO_COMPLEX',
  'QUERY_TOO_LARGE',
  'INTROSPECTION_DISABLED',
  'BAD_USER_INPUT',
] as const;
export type LimitCode = (typeof LIMIT_CODES)[number];

export type GraphQLErrorCode = GatewayErrorCode | LimitCode;

/** What the shopper is told when what went wrong is none of their business (error-format.ts). */
export const INTERNAL_MESSAGE = 'Internal server error';

interface ErrorOptions {
  /** The argument at fault, so a client can show the message beside it. */
  argument?: string;
  /** What failed underneath: logged with the error, never sent. */
  cause?: unknown;
  /** The HTTP status Apollo answers with (extensions.http), for an error that must not change it. */
  httpStatus?: number;
}

function gatewayError(code: GatewayErrorCode, message: string, { argument, cause, httpStatus }: ErrorOptions = {}): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code, ...(argument !== undefined && { argument }), ...(httpStatus !== undefined && { http: { status: httpStatus } }) },
    originalError: cause instanceof Error ? cause : undefined,
  });
}

/** The request asks for something it may not (a page size out of range, too many ids at once). */
export const badUserInput = (message: string, options?: ErrorOptions) => gatewayError('BAD_USER_INPUT', message, options);

/** What was asked for does not exist here (or is hidden, as sandbox tools are in production). */
export const notFound = (message: string) => gatewayError('NOT_FOUND', message);

/** This caller may not do or see it, signed in or not. */
export const forbidden = (message: string, options?: ErrorOptions) => gatewayError('FORBIDDEN', message, options);

/**
 * Only a signed-in shopper may ask (docs/product.md#session). The answer's HTTP status stays
 * 200 (extensions.http), wherever it is thrown: a client tells "sign in" by the code.
 */
export const unauthenticated = () => gatewayError('UNAUTHENTICATED', 'Please sign in.', { httpStatus: 200 });

/** The api did not answer: worth a later retry by the client. */
export const serviceUnavailable = (message: string, cause: unknown) => gatewayError('SERVICE_UNAVAILABLE', message, { cause });

/** A gateway or api fault: the client learns nothing of it but the error id (error-format.ts). */
export const internalError = () => gatewayError('INTERNAL_SERVER_ERROR', INTERNAL_MESSAGE);

/** Whether an error is the gateway's error of that code (a RestError is one too). */
export function hasCode(error: unknown, code: GraphQLErrorCode): boolean {
  return error instanceof GraphQLError && error.extensions.code === code;
}

export const isNotFound = (error: unknown) => hasCode(error, 'NOT_FOUND');
export const isUnauthenticated = (error: unknown) => hasCode(error, 'UNAUTHENTICATED');
