// The member's Beauty Pass, read once per GraphQL request however many fields want it (the
// account card, the header's balance, the analytics block, the content segments). Kept in
// a WeakMap keyed by the request's context, so it dies with the request and never serves
// one shopper's pass to another (docs/architecture.md#avoid: no module-level loaders holding data).
import type { BeautyPass } from '@beauty/contracts/loyalty';
import type { GatewayContext } from '../context.ts';
import { loyaltyApi } from './loyalty-api.ts';

const perRequest = new WeakMap<object, Promise<BeautyPass>>();

export function loadBeautyPass(ctx: GatewayContext): Promise<BeautyPass> {
  let pass = perRequest.get(ctx);
  if (!pass) {
    pass = ctx.session.call((scope) => loyaltyApi(ctx.rest, scope).beautyPass());
    perRequest.set(ctx, pass);
  }
  return pass;
}
