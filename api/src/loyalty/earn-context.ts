// What a member's bag earns at (the cost summary's "points earned", docs/product.md#cost-summary): their tier
// and whether this is their birthday month in the bag's country. A guest, or an account
// that has not joined yet, earns at the joining rate (pink).
import type { Queryable } from '../db/db.ts';
import type { Country } from '@beauty/contracts/locale';
import type { Tier } from '@beauty/contracts/loyalty';
import { localDay } from '@beauty/contracts/calendar';
import { isBirthdayMonth } from './earn.ts';

export interface EarnContext {
  tier: Tier;
  birthdayMonth: boolean;
  bonus?: { percent?: number; points?: number } | undefined;
}

export const GUEST_EARN: EarnContext = { tier: 'pink', birthdayMonth: false };

export async function earnContext(db: Queryable, userId: string | null | undefined, country: Country, at: Date): Promise<EarnContext> {
  if (!userId) return GUEST_EARN;
  const { rows } = await db.query<{ tier: Tier | null; dob: string | null }>(
    `select m.tier, to_char(u.date_of_birth, 'YYYY-MM-DD') as dob from account_user u left join loyalty_member m on m.user_id = u.id where u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return GUEST_EARN;
  return { tier: row.tier ?? 'pink', birthdayMonth: isBirthdayMonth(row.dob, localDay(country, at)) };
}
