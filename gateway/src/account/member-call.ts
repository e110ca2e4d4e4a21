// Runs a shopper's call as the member when a session is present (the bearer, and the
// refresh on a 401), else as a guest. A session that ends on the way (the refresh refused)
// makes the shopper a guest for this call, not an error: whatever a guest may see (an
// order through its signed link) still shows.
import type { GatewayContext } from '../context.ts';
import { isUnauthenticated } from '../platform/graphql-errors.ts';
import type { RequestScope } from '../platform/rest-client.ts';

export async function asMemberOrGuest<T>(ctx: GatewayContext, run: (scope: RequestScope) => Promise<T>): Promise<T> {
  if (!ctx.session.signedIn) return run(ctx.shopperScope());
  try {
    return await ctx.session.call(run);
  } catch (error) {
    if (!isUnauthenticated(error)) throw error;
    return run(ctx.shopperScope());
  }
}
