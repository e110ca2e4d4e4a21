// What account asks of loyalty (which stands above it in the room order): points for a
// completed beauty profile, and remembering who took a welcome voucher when an account is
// erased. app.ts hands loyalty's own functions in to the profile routes.
import type { Country } from '@beauty/contracts/locale';
import type { Queryable } from '../db/db.ts';

export interface MemberLoyalty {
  /** Appends a points entry; false when this (user, source, reference) was recorded before. */
  recordPoints(
    db: Queryable,
    entry: { userId: string; country: Country; source: 'completed_beauty_profile'; points: number; reference: string; at: Date },
  ): Promise<boolean>;
  /** Keeps the erased member's welcome voucher claim, so the same address is not welcomed again. */
  recordWelcomeVoucherClaim(db: Queryable, email: string, orderId: string): Promise<void>;
}
