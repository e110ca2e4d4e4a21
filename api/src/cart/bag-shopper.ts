// Who a bag is priced for, and when: the member of a verified bearer (never an id from the
// input), and the app's clock (jobs/clock.ts) so tests can price a bag in a birthday month
// or a Beauty Pass Sale. No bearer is a guest; a bearer that fails is 401, so the gateway
// refreshes and retries instead of quietly showing a member the guest price.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthConfig } from '../account/auth-config.ts';
import type { Db } from '../db/db.ts';
import type { Clock } from '../platform/jobs/clock.ts';
import { signedInUserId } from '../account/signed-in-member.ts';

export interface BagShopper {
  userId?: string | undefined;
  at: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member (if any) and the time, for a bag's price; asked once per request. */
    bagShopper(): Promise<BagShopper>;
  }
}

const SHOPPER = Symbol('bag shopper');

export function installBagShopper(app: FastifyInstance, db: Db, auth: AuthConfig, clock: Clock): void {
  app.decorateRequest('bagShopper', function (this: FastifyRequest & { [SHOPPER]?: Promise<BagShopper> }) {
    this[SHOPPER] ??= signedInUserId(db, auth, this).then((userId) => ({ userId, at: clock.now() }));
    return this[SHOPPER];
  });
}
