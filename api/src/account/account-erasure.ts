// Deleting an account (decision 0085 "What deletion keeps"): one transaction that erases
// the person and keeps the sales records the law requires, without the person.
// - Orders (theirs, and guest orders under their e-mail) stay: number, date, country,
//   lines, amounts, promotion, payment method label and a business registration are
//   tax and accounting records (kept for the statutory period, 5-7 years in these
//   countries). The e-mail, recipient name and mobile, delivery address, device id and the
//   link to the account are overwritten.
// - Gift cards sent to their address keep their balance (a bearer value someone may
//   hold) but lose the recipient's name and address.
// - Everything keyed by the account goes with its row (on delete cascade): sessions and
//   refresh tokens, link tokens, Google identity, member bag, beauty profile, points
//   ledger, and every table later work adds that references account_user.
// - The outbox rows for their address go (sent, waiting and dead), and the sign-in
//   attempt counters keyed by their address.
// - Kept for fraud prevention, and said on the privacy page: a keyed hash of their
//   normalised e-mail beside each order that took their welcome voucher, so a new account
//   with the same address is not welcomed again (loyalty/perks/welcome-voucher-claims.ts, handed in as MemberLoyalty,
//   decision 0138). Recorded when the order was placed; written here too for a voucher
//   taken before those records existed.
import type { Db } from '../db/db.ts';
import { purgeMailFor } from '../platform/mail/outbox.ts';
import type { MemberLoyalty } from './member-loyalty.ts';
import { emailKey, type StoredUser } from './user-repository.ts';

export const ERASED_EMAIL = 'erased@erased.invalid';

export async function eraseAccount(db: Db, loyalty: MemberLoyalty, user: StoredUser): Promise<{ ordersKept: number }> {
  const key = emailKey(user.email);
  return db.transaction(async (tx) => {
    const orders = await tx.query(
      `update shop_order set
         user_id = null,
         email = $3,
         device_id = 'erased',
         recipient = jsonb_build_object('name', '', 'mobile', jsonb_build_object('callingCode', recipient->'mobile'->>'callingCode', 'phoneNumber', '000000'), 'registration', recipient->'registration'),
         delivery = case when delivery ? 'address' then jsonb_set(delivery, '{address}', 'null'::jsonb) else delivery end
       where user_id = $1 or lower(email) = $2`,
      [user.id, key, ERASED_EMAIL],
    );
    await tx.query(`update gift_card set recipient_email = $2, recipient_name = '' where lower(recipient_email) = $1`, [key, ERASED_EMAIL]);
    const welcomed = await tx.query<{ order_id: string }>(`select order_id from perk_use where user_id = $1 and kind = 'welcome_voucher'`, [user.id]);
    for (const { order_id } of welcomed.rows) await loyalty.recordWelcomeVoucherClaim(tx, user.email, order_id);
    await purgeMailFor(tx, user.email);
    // Every attempt counter keyed by the address (sign-in, sign-up, reset, unlock: decision 0052).
    await tx.query(`delete from rate_limit where right(key, length($1) + 1) = ':' || $1`, [key]);
    await tx.query(`delete from account_user where id = $1`, [user.id]);
    return { ordersKept: orders.rowCount };
  });
}
