// POST /session/refresh (decision 0055): the one place the refresh cookie is sent to. The
// web server forwards the browser's refresh here (before rendering a page whose access
// token has expired, and when the browser's Apollo link finds it expired); clients that
// call the gateway directly may use it too. Same single flight and same cookies as the
// refresh inside a GraphQL call (session.ts, refresh-coordinator.ts).
//   200 {refreshed: true}  new cookies set
//   401 {refreshed: false} the session is over: the cookies are cleared
//   503 {refreshed: false} the api could not be asked: the cookies are kept
import { SESSION_REFRESH_PATH } from '@beauty/contracts/account';
import { type Request, type Response, Router } from 'express';
import type { GatewayContext } from '../context.ts';
import { isUnauthenticated } from '../platform/graphql-errors.ts';
import type { Logger } from '../platform/logger.ts';

export function refreshRoute(contextOf: (req: Request, res: Response) => GatewayContext, logger: Logger): Router {
  const router = Router();
  router.post(SESSION_REFRESH_PATH, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    try {
      await contextOf(req, res).session.refreshNow();
      res.status(200).json({ refreshed: true });
    } catch (error) {
      if (isUnauthenticated(error)) {
        res.status(401).json({ refreshed: false, code: 'UNAUTHENTICATED' });
        return;
      }
      logger.warn('session refresh failed', { error: String(error) });
      res.status(503).json({ refreshed: false, code: 'UNAVAILABLE' });
    }
  });
  return router;
}
