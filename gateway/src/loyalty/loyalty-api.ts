// Beauty Pass REST calls (api/src/loyalty/loyalty-routes.ts, order/staff- and sandbox-order-routes.ts).
// Member calls take the member's scope (session.call); the tier comparison is public and cached.
import { z } from 'zod';
import { beautyPassSchema, pointsHistorySchema, tierComparisonSchema } from '@beauty/contracts/loyalty';
import { orderFulfilmentResultSchema, type FulfilmentMove } from '@beauty/contracts/fulfilment';
import type { PublicRest, PublicScope } from '../platform/public-rest.ts';
import type { RequestScope, RestClient } from '../platform/rest-client.ts';

const clockSchema = z.object({ now: z.string(), offsetMs: z.number() });

export const loyaltyApi = (rest: RestClient, scope: RequestScope) => ({
  beautyPass: () => rest.request(scope, { path: 'loyalty/beauty-pass', schema: beautyPassSchema }),
  history: (limit: number, cursor: string | undefined) =>
    rest.request(scope, { path: 'loyalty/points-history', query: { limit, cursor }, schema: pointsHistorySchema }),
  moveOrder: (orderId: string, move: FulfilmentMove) =>
    rest.request(scope, { method: 'POST', path: `staff/orders/${encodeURIComponent(orderId)}/state`, body: move, schema: orderFulfilmentResultSchema }),
  sandboxMoveOrder: (orderId: string, move: FulfilmentMove) =>
    rest.request(scope, { method: 'POST', path: `sandbox/orders/${encodeURIComponent(orderId)}/state`, body: move, schema: orderFulfilmentResultSchema }),
  sandboxAdvanceClock: (body: { workingDays?: number; country?: string; days?: number }) =>
    rest.request(scope, { method: 'POST', path: 'sandbox/clock', body, schema: clockSchema }),
});

export const tierComparison = (publicRest: PublicRest, scope: PublicScope) => publicRest.get(scope, { path: 'loyalty/tiers', schema: tierComparisonSchema });
