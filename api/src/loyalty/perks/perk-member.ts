// A member as pricing sees them (perk-rules.ts): tier, employee flag, birth month, the
// once-only perks already taken (the welcome voucher by any account of the same person),
// and whether the country's Beauty Pass Sale is on.
import type { Queryable } from '../../db/db.ts';
import type { Country } from '@beauty/contracts/locale';
import type { PerkMember } from './perk-rules.ts';
import { tierOf } from './member-tier.ts';
import { welcomeVoucherClaimed } from './welcome-voucher-claims.ts';

const WELCOME_USED = 'welcome_voucher:welcome';

export async function loadPerkMember(db: Queryable, userId: string, country: Country, at: Date): Promise<PerkMember | null> {
  const { rows } = await db.query<{ email: string; is_employee: boolean; birth_month: number | null; in_sale: boolean }>(
    `select u.email, u.is_employee, extract(month from u.date_of_birth)::int as birth_month,
       exists (select 1 from beauty_pass_sale s where s.country = $2 and s.starts_at <= $3 and s.ends_at > $3) as in_sale
     from account_user u where u.id = $1`,
    [userId, country, at],
  );
  const row = rows[0];
  if (!row) return null;
  const used = await db.query<{ key: string }>(`select kind || ':' || reference as key from perk_use where user_id = $1`, [userId]);
  const taken = new Set(used.rows.map((r) => r.key));
  // Once per person: an earlier account of the same address took it (decision 0138).
  if (!taken.has(WELCOME_USED) && (await welcomeVoucherClaimed(db, row.email))) taken.add(WELCOME_USED);
  return {
    userId,
    tier: await tierOf(db, userId, at),
    isEmployee: row.is_employee,
    birthMonth: row.birth_month === null ? null : Number(row.birth_month),
    used: taken,
    inSale: row.in_sale,
  };
}
