// The app's route middleware (decision 0148): a route names the checks its loader needs in
// its handle (`export const handle = { middleware: ['sandbox'] }`) and its loader runs them
// with runRouteChecks before anything else. The names resolve in ROUTE_MIDDLEWARE; one
// nobody defined raises "Unknown route middleware: '{name}'." (route-middleware.ts) on
// the first request, instead of a check that silently passes.
import type { ServerRequestContext } from './load-context';
import { notFound } from './not-found';
import { type RouteMiddleware, runRouteMiddleware } from './route-middleware';

export interface RouteCheckArgs {
  context: Pick<ServerRequestContext, 'sandbox'>;
  request: Request;
}

export interface RouteHandle {
  middleware?: readonly string[];
}

export const ROUTE_MIDDLEWARE: Readonly<Record<string, RouteMiddleware<RouteCheckArgs>>> = {
  /** The /sandbox pages exist outside production only (decision 0100): a 404 otherwise. */
  sandbox: ({ context }) => {
    if (!context.sandbox) throw notFound();
  },
};

/** Runs the middleware `handle` names, in order; throws what the first failing one throws. */
export function runRouteChecks(handle: RouteHandle, args: RouteCheckArgs): void {
  runRouteMiddleware(ROUTE_MIDDLEWARE, handle.middleware ?? [], args);
}
