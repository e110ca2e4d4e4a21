// Early access (docs/product.md#tier-benefits, issue 11 item 4): a "priority access" product has a public date
// (product.public_from); before it, only Black and Gold members may put it in a bag or
// buy it. Checked when it is added and again at checkout (a tier can drop in between).
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../platform/http-errors.ts';
import { tierOf } from './member-tier.ts';

interface Shopper {
  userId?: string | undefined;
  at?: Date | undefined;
}

export async function checkEarlyAccess(db: Queryable, shopper: Shopper, publicFrom: readonly (Date | string | null)[]): Promise<void> {
  const at = shopper.at ?? new Date();
  const earliest = publicFrom
    .filter((d): d is Date | string => d !== null)
    .map((d) => new Date(d))
    .filter((d) => d.getTime() > at.getTime());
  if (earliest.length === 0) return;
  const tier = shopper.userId ? await tierOf(db, shopper.userId, at) : null;
  if (tier === 'black' || tier === 'gold') return;
  const until = new Date(Math.max(...earliest.map((d) => d.getTime()))).toISOString();
  throw new ApiError(403, 'TIER_LOCKED', 'Priority access: Black and Gold members can buy this before its public date.', {
    reason: 'early_access',
    publicFrom: until,
  });
}
