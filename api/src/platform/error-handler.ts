// One error handler, one body: { code, message, details? } (@beauty/contracts/platform).
// Anything a shopper can type must end as a 4xx here; a 500 means a bug of ours, and is
// logged with its stack and reported (when SENTRY_DSN is set) while the shopper sees a
// message that leaks nothing.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { pgErrorCode } from '../db/db.ts';
import type { ErrorBody } from '@beauty/contracts/platform';
import { ApiError } from './http-errors.ts';
import { reportError } from '@beauty/server-kit/report-error';

interface FieldIssue {
  field: string;
  message: string;
}

function validationBody(error: FastifyError): ErrorBody {
  const location = error.validationContext ?? 'request';
  const issues: FieldIssue[] = (error.validation ?? []).map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || location,
    message: issue.message ?? 'is invalid',
  }));
  const first = issues[0];
  return {
    code: 'VALIDATION_FAILED',
    message: first ? `Invalid ${location} field "${first.field}": ${first.message}` : `Invalid ${location}`,
    details: { location, field: first?.field, issues },
  };
}

/** Only the 500s are reported (decision 0003): the route pattern, never the URL's values. */
function reportContext(request: FastifyRequest) {
  return { where: 'api', method: request.method, route: request.routeOptions.url ?? 'unmatched', requestId: request.id };
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      const body: ErrorBody = { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) };
      // Limits (429) say when to come back, in the header clients and proxies understand.
      const retryAfter = error.details?.retryAfterSeconds;
      if (error.statusCode === 429 && typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
      reportError(error, reportContext(request));
      return reply.status(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side.' } satisfies ErrorBody);
    }
    // Postgres "data exception" (class 22): a value the database cannot hold, e.g. a NUL
    // byte. The routes screen inputs first; this is the net under them.
    if (pgErrorCode(error)?.startsWith('22')) {
      return reply.status(400).send({ code: 'VALIDATION_FAILED', message: 'A request value is not acceptable.' } satisfies ErrorBody);
    }
    // Fastify's own 4xx: malformed JSON, unsupported content type, body too large, bad URL.
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
      return reply.status(status).send({ code, message: error.message, details: { reason: error.code } } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    reportError(error, reportContext(request));
    return reply.status(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side.' } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply.status(404).send({ code: 'NOT_FOUND', message: `Not found: ${request.method} ${path}` } satisfies ErrorBody);
  });
}
