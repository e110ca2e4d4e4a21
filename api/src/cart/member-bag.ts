// Signing in moves the guest bag into the member's (issue 4). A bag stays keyed by device
// and country for every bag call; a member's bag also records its owner, and signing in
// on a device brings the member's bags to it:
//   - the bags nobody owns yet of this device, and of the devices the member signed in on
//     before (what they added while signed in), are theirs: in a country where the member
//     has no bag, the bag becomes theirs;
//   - where the member already has one (from another device), the guest lines are added
//     to it (same variant: quantities add up, at most MAX_LINE_QUANTITY and the stock,
//     never less than either bag held) and the guest bag is removed;
//   - the member's bags are then keyed by this device.
// A held reward goes with its bag: into the member's bag on a merge (released, points and
// stock back, when that bag already holds one), and a claimed bag keeps only this member's
// reward (decision 0130).
// Signing out (claimBagsAtSignOut) claims the device's bags the same way, so what the member
// filled there, reward and all, stays theirs: another member signing in on the device later
// does not take it (their sign-in moves it off the device), and the member finds it at their
// next sign-in. The gateway also gives the browser a fresh device id, so the next guest
// starts with an empty bag. One sign-in at a time per member holds the bag (the last device).
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import { MAX_LINE_QUANTITY } from '@beauty/contracts/catalog';
import { moveBagReward, releaseOthersRewards } from '../loyalty/rewards.ts';

export async function claimGuestBags(db: Db, userId: string, deviceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await claimIn(tx, userId, deviceId);
    // Another member's bags on this device (they never signed out) leave it, kept by owner.
    await tx.query(`update cart set device_id = 'detached:' || id where device_id = $2 and user_id <> $1`, [userId, deviceId]);
    // The member's bags follow them to this device (its guest bags were handled above).
    await tx.query(`update cart set device_id = $2, updated_at = now() where user_id = $1 and device_id <> $2`, [userId, deviceId]);
  });
}

/** Sign-out: what the member left on this device (its reward too) becomes theirs. */
export async function claimBagsAtSignOut(db: Db, userId: string, deviceId: string): Promise<void> {
  await db.transaction((tx) => claimIn(tx, userId, deviceId));
}

async function claimIn(tx: Queryable, userId: string, deviceId: string): Promise<void> {
  const at = new Date();
  const { rows: guests } = await tx.query<{ id: string; country: string; member_cart: string | null }>(
    `select g.id, g.country, m.id as member_cart
     from cart g left join cart m on m.user_id = $1 and m.country = g.country
     where g.user_id is null
       and (g.device_id = $2 or g.device_id in (select device_id from auth_session where user_id = $1 and device_id is not null))
     order by g.updated_at
     for update of g`,
    [userId, deviceId],
  );
  const memberCarts = new Map<string, string>();
  for (const guest of guests) {
    await releaseOthersRewards(tx, guest.id, userId, at);
    const memberCart = guest.member_cart ?? memberCarts.get(guest.country);
    if (!memberCart) {
      await tx.query(`update cart set user_id = $1, updated_at = now() where id = $2`, [userId, guest.id]);
      memberCarts.set(guest.country, guest.id);
      continue;
    }
    await tx.query(
      `insert into cart_line (id, cart_id, variant_id, quantity)
       select $1 || g.id, $2, g.variant_id, g.quantity from cart_line g where g.cart_id = $3
       on conflict (cart_id, variant_id) do update set
         quantity = least(
           cart_line.quantity + excluded.quantity,
           $4::int,
           greatest(cart_line.quantity, excluded.quantity,
             (select coalesce(s.quantity, 0) from stock s join cart c on c.id = cart_line.cart_id
              where s.variant_id = cart_line.variant_id and s.country = c.country))),
         updated_at = now()`,
      [`M${randomUUID().slice(0, 8)}-`, memberCart, guest.id, MAX_LINE_QUANTITY],
    );
    // The member's bag is locked too (after the guest's, as a reward's hold locks one bag) before its reward is looked at.
    await tx.query('select id from cart where id = $1 for update', [memberCart]);
    await moveBagReward(tx, guest.id, memberCart, at);
    await tx.query(`delete from cart where id = $1`, [guest.id]);
  }
}
