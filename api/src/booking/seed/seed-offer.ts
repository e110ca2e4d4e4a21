// The stores and what they offer, seeded at every start like the content (prepare-db.ts):
// the store list and the activities only when their checksum changed (seed_run), the
// class and event sessions of the coming weeks always (missing ones only). Under the
// schema lock, so replicas starting together seed once.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import { SCHEMA_LOCK_KEY } from '../../db/migrate.ts';
import { seedStores, STORE_LIST } from '../../store/stores.ts';
import { ACTIVITIES, ARTIST_NAMES, GROUPS, PRICE_STEP, SHIFT_PATTERNS } from './activity-list.ts';
import { seedBookings, seedSessions } from './seed-bookings.ts';

export async function seedOffer(db: Db, now: Date): Promise<{ seeded: boolean }> {
  const checksum = createHash('sha256').update(JSON.stringify({ STORE_LIST, ACTIVITIES, ARTIST_NAMES, GROUPS, PRICE_STEP, SHIFT_PATTERNS })).digest('hex');
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    const previous = await tx.query<{ checksum: string }>(`select checksum from seed_run where name = 'stores-and-bookings'`);
    const seeded = previous.rows[0]?.checksum !== checksum;
    if (seeded) {
      await seedStores(tx);
      await seedBookings(tx);
      await tx.query(
        `insert into seed_run (name, checksum) values ('stores-and-bookings', $1)
         on conflict (name) do update set checksum = excluded.checksum, seeded_at = now()`,
        [checksum],
      );
    }
    await seedSessions(tx, now);
    return { seeded };
  });
}
