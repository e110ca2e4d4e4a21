// Each of the soak's invariants trips on the fault it is there for: one bad row planted in
// a real, seeded database (inside a transaction that is rolled back, the constraint that
// would stop it dropped first where there is one), and only that check counts it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, prepareDatabase, type Db } from '@beauty/api/testing';
import { checkInvariants, type InvariantOptions } from './soak-invariants.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
class RolledBack extends Error {}

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  await prepareDatabase(db);
});
afterAll(() => drop?.());

/** The checks' counts with `plant` applied, then nothing of it kept. */
async function withFault(plant: (tx: Tx) => Promise<InvariantOptions | void>): Promise<Record<string, number>> {
  let counts: Record<string, number> = {};
  await db
    .transaction(async (tx) => {
      const options = (await plant(tx)) ?? {};
      counts = await checkInvariants(tx, options);
      throw new RolledBack();
    })
    .catch((error) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return counts;
}
const tripped = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n !== 0)
    .map(([name]) => name);

const anyVariant = async (tx: Tx) =>
  (
    await tx.query<{ variant_id: string; product_id: string; quantity: number }>(
      `select s.variant_id, v.product_id, s.quantity from stock s join variant v on v.id = s.variant_id where s.country = 'SG' and s.quantity > 5 order by s.variant_id limit 1`,
    )
  ).rows[0]!;
async function member(tx: Tx): Promise<string> {
  const id = `U-${randomUUID()}`;
  await tx.query(
    `insert into account_user (id, email, email_key, first_name, last_name, password_hash,
       consent_privacy_collection, consent_privacy_disclosure, consent_policy_agreement, consent_over_14)
     values ($1, $2, $2, 'Soak', 'Fault', 'x', true, true, true, true)`,
    [id, `${id.toLowerCase()}@example.com`],
  );
  return id;
}
async function order(tx: Tx, options: { lines?: boolean; status?: string } = {}): Promise<string> {
  const id = `O-${randomUUID()}`;
  await tx.query(
    `insert into shop_order (id, number, idempotency_key, device_id, email, country, currency, status, summary, delivery, recipient, payment_method)
     values ($1, $1, $1, 'device', 'fault@example.com', 'SG', 'SGD', $2, '{}', '{}', '{}', 'card')`,
    [id, options.status ?? 'confirmed'],
  );
  if (options.lines ?? true) {
    const v = await anyVariant(tx);
    await tx.query(`insert into order_line (order_id, position, variant_id, product_id, quantity, unit_amount) values ($1, 0, $2, $3, 1, 1000)`, [
      id,
      v.variant_id,
      v.product_id,
    ]);
  }
  return id;
}
const pay = (tx: Tx, orderId: string, status = 'approved') =>
  tx.query(`insert into payment (id, order_id, provider, status, amount) values ($1, $2, 'fake', $3, 1000)`, [`P-${randomUUID()}`, orderId, status]);
async function artistAndService(tx: Tx) {
  return (
    await tx.query<{ artist_id: string; store_id: string; activity_id: string }>(
      `select a.id as artist_id, a.store_id, s.activity_id from artist a
     join activity_store s on s.store_id = a.store_id join activity act on act.id = s.activity_id and act.kind = 'service'
     order by a.id limit 1`,
    )
  ).rows[0]!;
}
const reserve = (
  tx: Tx,
  row: { activity_id: string; store_id: string; artist_id?: string | null; session_id?: string | null; starts_at: string; ends_at: string },
) =>
  tx.query(
    `insert into reservation (id, confirmation_number, country, language, activity_id, store_id, artist_id, session_id, starts_at, ends_at, status, full_name)
     values ($1, $1, 'SG', 'en', $2, $3, $4, $5, $6, $7, 'confirmed', 'Soak Fault')`,
    [`R-${randomUUID()}`, row.activity_id, row.store_id, row.artist_id ?? null, row.session_id ?? null, row.starts_at, row.ends_at],
  );

describe("the soak's invariants", () => {
  it('all hold on a freshly seeded shop, and on sound rows of every kind', async () => {
    expect(tripped(await checkInvariants(db))).toEqual([]);
    const sound = await withFault(async (tx) => {
      const user = await member(tx);
      await pay(tx, await order(tx));
      await tx.query(
        `insert into points_ledger (user_id, country, source, points, reference, valid_from, created_at) values ($1, 'SG', 'bonus_points', 500, 'x', now(), now())`,
        [user],
      );
      const { artist_id, store_id, activity_id } = await artistAndService(tx);
      await reserve(tx, { activity_id, store_id, artist_id, starts_at: '2030-01-01T10:00:00Z', ends_at: '2030-01-01T11:00:00Z' });
      await reserve(tx, { activity_id, store_id, artist_id, starts_at: '2030-01-01T11:00:00Z', ends_at: '2030-01-01T12:00:00Z' });
      return { reportedBalances: new Map([[user, 500]]) };
    });
    expect(tripped(sound)).toEqual([]);
  });

  it('stock below zero', async () => {
    const counts = await withFault(async (tx) => {
      await tx.query(`alter table stock drop constraint stock_quantity_check`);
      await tx.query(`update stock set quantity = -1 where variant_id = $1 and country = 'SG'`, [(await anyVariant(tx)).variant_id]);
    });
    expect(tripped(counts)).toEqual(['stock below zero']);
  });

  it('the scarce product sold more than it had', async () => {
    const counts = await withFault(async (tx) => {
      const v = await anyVariant(tx);
      await tx.query(`update stock set quantity = quantity - 2 where variant_id = $1 and country = 'SG'`, [v.variant_id]);
      // One unit ordered, two gone from the shelf.
      await pay(tx, await order(tx));
      await tx.query(`update order_line set variant_id = $1`, [v.variant_id]);
      return { scarce: { variantId: v.variant_id, initial: v.quantity } };
    });
    expect(tripped(counts)).toEqual(['scarce stock not conserved (initial - left - ordered)']);
  });

  it('an order without lines', async () => {
    const counts = await withFault(async (tx) => pay(tx, await order(tx, { lines: false })).then(() => undefined));
    expect(tripped(counts)).toEqual(['orders without lines']);
  });

  it('an order charged twice', async () => {
    const counts = await withFault(async (tx) => {
      await tx.query(`alter table payment drop constraint payment_order_id_key`);
      const id = await order(tx);
      await pay(tx, id);
      await pay(tx, id);
    });
    expect(tripped(counts)).toEqual(['orders charged more than once']);
  });

  it('a confirmed order nobody paid for', async () => {
    const counts = await withFault(async (tx) => pay(tx, await order(tx), 'declined').then(() => undefined));
    expect(tripped(counts)).toEqual(['confirmed orders without an approved payment']);
  });

  it('a balance shown to a member that is not the sum of their ledger, and a negative one', async () => {
    const counts = await withFault(async (tx) => {
      const shown = await member(tx);
      const negative = await member(tx);
      await tx.query(
        `insert into points_ledger (user_id, country, source, points, reference, valid_from, created_at) values ($1, 'SG', 'bonus_points', 500, 'x', now(), now())`,
        [shown],
      );
      await tx.query(
        `insert into points_ledger (user_id, country, source, points, reference, valid_from, created_at) values ($1, 'SG', 'used_points', -20, 'y', now(), now())`,
        [negative],
      );
      return {
        reportedBalances: new Map([
          [shown, 400],
          [negative, -20],
        ]),
      };
    });
    expect(tripped(counts)).toEqual(['members whose Σ points ledger differs from the balance shown to them', 'members with a negative points balance']);
  });

  it('a reward redeemed without its points taken', async () => {
    const counts = await withFault(async (tx) => {
      const user = await member(tx);
      const id = await order(tx);
      await pay(tx, id);
      const reward = (
        await tx.query<{ id: string }>(`update reward set stock_left = stock_left - 1 where id = (select id from reward order by id limit 1) returning id`)
      ).rows[0]!;
      await tx.query(
        `insert into reward_hold (id, user_id, reward_id, country, points, order_id, status, created_at) values ($1, $2, $3, 'SG', 300, $4, 'spent', now())`,
        [`H-${randomUUID()}`, user, reward.id, id],
      );
    });
    expect(tripped(counts)).toEqual(['redeemed rewards whose points were not taken exactly once']);
  });

  it('a reward unit gone missing', async () => {
    const counts = await withFault(async (tx) => {
      await tx.query(`update reward set stock_left = stock_left - 1 where id = (select id from reward order by id limit 1)`);
    });
    expect(tripped(counts)).toEqual(['rewards whose units do not add up (left + held + redeemed ≠ initial)']);
  });

  it('one artist booked twice at once', async () => {
    const counts = await withFault(async (tx) => {
      await tx.query(`alter table reservation drop constraint reservation_artist_no_overlap`);
      const { artist_id, store_id, activity_id } = await artistAndService(tx);
      await reserve(tx, { activity_id, store_id, artist_id, starts_at: '2030-01-01T10:00:00Z', ends_at: '2030-01-01T11:00:00Z' });
      await reserve(tx, { activity_id, store_id, artist_id, starts_at: '2030-01-01T10:30:00Z', ends_at: '2030-01-01T11:30:00Z' });
    });
    expect(tripped(counts)).toEqual(['artist bookings overlapping another']);
  });

  it('a class booked past its capacity', async () => {
    const counts = await withFault(async (tx) => {
      await tx.query(`alter table activity_session drop constraint activity_session_check1`);
      const session = (
        await tx.query<{ id: string; activity_id: string; store_id: string; starts_at: Date; ends_at: Date; capacity: number }>(
          `select id, activity_id, store_id, starts_at, ends_at, capacity from activity_session order by capacity, id limit 1`,
        )
      ).rows[0]!;
      for (let i = 0; i <= session.capacity; i += 1) {
        await reserve(tx, { ...session, session_id: session.id, starts_at: session.starts_at.toISOString(), ends_at: session.ends_at.toISOString() });
      }
      await tx.query(`update activity_session set seats_taken = capacity + 1 where id = $1`, [session.id]);
    });
    expect(tripped(counts)).toEqual(['sessions over capacity or miscounted']);
  });
});
