// Each store's own shelf (issue 18, decision 0119): a store carries part of its country's
// range, the rest is "online only" there. Deterministic, like the country stock
// (stock-levels.ts), so every database and every test sees the same shelves: about 40% of
// the variants ranged in the country (md5 of store and variant), none of a variant the
// country has none of (the data set's out-of-stock products among them), and otherwise ~8%
// sold out, ~15% low (1..3 units) and the rest 4..40.
//
// One insert … select for every store that has no shelf yet (a store added to the list later
// gets its shelf at the next catalogue seed): ~25,000 rows in about 0.8 s on PGlite, half of
// it the two foreign-key checks per row, once per fresh database (tests copy a seeded
// template). Migration 0097 holds a copy of this statement for a catalogue seeded before
// shelves existed (kiosk/migration-0097.integration.test.ts checks that both agree).
import type { Queryable } from '../../db/db.ts';

/** Three independent draws 0..2^28-1 from the row's md5: carried, roll, amount. */
const draw = (from: number) => `('x' || substr(h, ${from}, 7))::bit(28)::int`;

export const SEED_STORE_SHELVES_SQL = /* sql */ `
  insert into store_stock (store_id, variant_id, quantity)
  select store_id, variant_id,
    case
      when quantity = 0 then 0
      when ${draw(8)} % 100 < 8 then 0
      when ${draw(8)} % 100 < 23 then 1 + ${draw(15)} % 3
      else 4 + ${draw(15)} % 37
    end
  from (
    select s.id as store_id, st.variant_id, st.quantity, md5(s.id || '|' || st.variant_id) as h
    from store s join stock st on st.country = s.country
    where not exists (select 1 from store_stock x where x.store_id = s.id)
  ) candidate
  where ${draw(1)} % 100 < 40
  on conflict do nothing`;

export async function seedStoreShelves(tx: Queryable): Promise<number> {
  const { rowCount } = await tx.query(SEED_STORE_SHELVES_SQL);
  return rowCount;
}
