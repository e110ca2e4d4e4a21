// Joining Beauty Pass: an account becomes a member the first time it meets the programme
// on a country site (its account page, its first delivered order), and that site is its
// home country for good. The row is made with insert … on conflict do nothing, so two
// first requests at once make one member.
import type { Queryable } from '../db/db.ts';
import type { Country } from '@beauty/contracts/locale';
import { addYears } from './tiers.ts';

/** Luhn check digit, so a mistyped card number at a till is caught. */
function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** "60" + a sequence number + a check digit: unique and never reused. */
export function cardNumberFor(sequence: number): string {
  const body = `60${String(sequence).padStart(8, '0')}`;
  return `${body}${luhnDigit(body)}`;
}

/** Makes the account a member (home country `country`, joined `at`) unless it is one already. */
export async function ensureMember(db: Queryable, userId: string, country: Country, at: Date): Promise<void> {
  const exists = await db.query('select 1 from loyalty_member where user_id = $1', [userId]);
  if (exists.rows.length) return;
  const { rows } = await db.query<{ n: string }>("select nextval('loyalty_card_seq')::text as n");
  await db.query(
    `insert into loyalty_member (user_id, card_number, country, joined_at, year_start, year_end_due_at, expiry_due_at, birthday_due_at)
     values ($1, $2, $3, $4, $4, $5, $6, $4)
     on conflict (user_id) do nothing`,
    [userId, cardNumberFor(Number(rows[0]!.n)), country, at, addYears(at, 1), new Date(at.getTime() + 24 * 3600 * 1000)],
  );
}
