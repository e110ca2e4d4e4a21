// The first thing the gateway and the web server do with a request (the api does the
// same through Fastify's genReqId): decide its id, return it in x-request-id, run the
// rest of the request inside its context, and write the two access lines Fastify writes,
// with the same fields and messages.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { REQUEST_ID_FIELD } from '../logging/logger.ts';
import { type HopTrust, REQUEST_ID_HEADER, requestIdFor, runInRequest } from './request-id.ts';

export interface RequestLoggingOptions extends HopTrust {
  logger: Logger;
  /** More fields for the closing line, known only once the request has been handled (the gateway's channel). */
  fieldsAtEnd?: (req: IncomingMessage, res: ServerResponse) => Record<string, unknown>;
}

type Next = (error?: unknown) => void;

export function requestLogging({ logger, hopSecret, fieldsAtEnd }: RequestLoggingOptions) {
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const requestId = requestIdFor(req.headers, { hopSecret });
    // From here on the request carries our decision, never a client's made-up id: a
    // proxy that forwards these headers passes the id on.
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const log = logger.child({ [REQUEST_ID_FIELD]: requestId });
    const started = performance.now();
    log.info({ req }, 'incoming request');
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      const responseTime = Math.round((performance.now() - started) * 100) / 100;
      const fields = { res, responseTime, ...fieldsAtEnd?.(req, res) };
      // "close" before "finish": the client went away before the answer was sent.
      if (res.writableFinished) log.info(fields, 'request completed');
      else log.info(fields, 'request aborted');
    };
    res.once('finish', finished);
    res.once('close', finished);
    runInRequest({ requestId, log }, () => next());
  };
}
