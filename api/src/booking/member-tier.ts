// Invitation-only events (e.g. Gold member night) check the member's live Beauty Pass tier
// (api/src/loyalty/tiers.ts). Tests may pass their own reader through AppOptions.tierOf.
import type { Tier } from '@beauty/contracts/loyalty';
import type { Queryable } from '../db/db.ts';
import { memberTier } from '../loyalty/tiers.ts';

export type TierOf = (db: Queryable, userId: string) => Promise<Tier | undefined>;

export const defaultTierOf: TierOf = async (db, userId) => (await memberTier(db, userId, new Date()))?.tier;
