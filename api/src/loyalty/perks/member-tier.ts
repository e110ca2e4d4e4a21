// The tier that perks, rewards and early access go by: the loyalty model's (tiers.ts,
// migration 0060), as of the caller's clock. An account that has not joined yet is what
// a new member is: pink, shown as White.
import type { Queryable } from '../../db/db.ts';
import type { Tier } from '@beauty/contracts/loyalty';
import { memberTier } from '../tiers.ts';

export async function tierOf(db: Queryable, userId: string, at: Date): Promise<Tier> {
  return (await memberTier(db, userId, at))?.tier ?? 'pink';
}
