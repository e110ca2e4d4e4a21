// What only development and staging serve: while the sandbox is off, a sandbox plugin's routes
// answer 404 NOT_FOUND as an unknown path does. The check runs once the request is validated.
import type { FastifyInstance } from 'fastify';
import { ApiError } from './http-errors.ts';

/** Closes every route of the plugin it is called in while the sandbox is off. */
export function sandboxOnly(app: Pick<FastifyInstance, 'addHook'>, enabled: boolean): void {
  app.addHook('preHandler', async () => {
    if (!enabled) throw new ApiError(404, 'NOT_FOUND', 'Not found.');
  });
}
