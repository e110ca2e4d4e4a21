// The web server is the first hop for page loads and for the browser's /graphql (decision
// 0061): every request gets its id here (a new one, unless it comes from a hop of ours),
// the id goes back in x-request-id and on to the gateway (SSR calls: storefront.ts; the
// /graphql proxy forwards the request's headers, which now carry our id), and every log
// line of the request carries it. Mounted first in server.js.
import { createLogger, type Logger } from '@beauty/server-kit/logger';
import { HOP_SECRET_HEADER } from '@beauty/server-kit/request-id';
import { requestLogging } from '@beauty/server-kit/request-logging';
import type { NextFunction, Request, Response } from 'express';
import type { Env } from './env';

export { currentRequest } from '@beauty/server-kit/request-id';

export interface RequestLoggingMiddleware {
  (req: Request, res: Response, next: NextFunction): void;
  /** The web server's logger, for lines outside a request (start, stop). */
  log: Logger;
}

export function createRequestLogging(env: Env): RequestLoggingMiddleware {
  const log = createLogger({ service: 'web', level: env.LOG_LEVEL });
  const hopSecret = env.INTERNAL_HOP_SECRET;
  const logging = requestLogging({ logger: log, hopSecret });
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    // A proxied /graphql call is a hop of ours to the gateway: the secret goes with our
    // id, replacing whatever the browser sent under that name.
    // The id is decided first, from the headers as the client sent them.
    logging(req, res, (error?: unknown) => {
      if (hopSecret) req.headers[HOP_SECRET_HEADER] = hopSecret;
      else delete req.headers[HOP_SECRET_HEADER];
      next(error);
    });
  };
  return Object.assign(middleware, { log });
}
