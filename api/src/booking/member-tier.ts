// Invitation-only events (e.g. Gold member night) check the member's live Beauty Pass tier.
// Loyalty stands above booking in the api's order, so app.ts hands the reader in (its
// default reads loyalty/tiers.ts); tests may pass their own through AppOptions.tierOf.
import type { Tier } from '@beauty/contracts/loyalty';
import type { Queryable } from '../db/db.ts';

export type TierOf = (db: Queryable, userId: string) => Promise<Tier | undefined>;
