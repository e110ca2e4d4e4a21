// Free samples (docs/product.md#shop, docs/product.md#rest-bag cart/samples): a shopper picks up to MAX_SAMPLES from the
// country's list. The bag row's lock (taken by the upsert) serialises picks for one bag,
// so two quick picks cannot both take the last place. (rows.length, not rowCount, for
// SELECTs: PGlite counts only changed rows.)
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import type { Country } from '@beauty/contracts/locale';
import { ApiError } from '../platform/http-errors.ts';
import type { BagKey } from './cart-repository.ts';
import { MAX_SAMPLES, type Sample } from '@beauty/contracts/cart';

// A sample is offered only while the shop carries its brand (a brand with products): no
// sample for a brand whose page would be a 404. The rows stay, for the orders that hold one.
const BRAND_CARRIED = `exists (select 1 from brand b join product p on p.brand_id = b.id where lower(b.name) = lower(s.brand_name))`;

export async function listSamples(db: Queryable, country: Country): Promise<Sample[]> {
  const { rows } = await db.query<{ id: string; name: string; brand_name: string }>(
    `select id, name, brand_name from sample s where country = $1 and ${BRAND_CARRIED} order by position, id`,
    [country],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, brandName: r.brand_name }));
}

export async function selectedSampleIds(db: Queryable, key: BagKey): Promise<string[]> {
  const { rows } = await db.query<{ sample_id: string }>(
    `select cs.sample_id from cart_sample cs join cart c on c.id = cs.cart_id
     where c.device_id = $1 and c.country = $2 order by cs.created_at`,
    [key.deviceId, key.country],
  );
  return rows.map((r) => r.sample_id);
}

export async function addSample(db: Db, key: BagKey, sampleId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const known = await tx.query(`select 1 from sample s where id = $1 and country = $2 and ${BRAND_CARRIED}`, [sampleId, key.country]);
    if (known.rows.length === 0) throw new ApiError(422, 'SAMPLE_NOT_FOUND', 'This sample is not available.', { sampleId });
    const bag = await tx.query<{ id: string }>(
      `insert into cart (id, device_id, country) values ($1, $2, $3)
       on conflict (device_id, country) do update set updated_at = now() returning id`,
      [randomUUID(), key.deviceId, key.country],
    );
    const cartId = bag.rows[0]!.id;
    const added = await tx.query(
      `insert into cart_sample (cart_id, sample_id)
       select $1, $2 where (select count(*) from cart_sample where cart_id = $1) < $3
       on conflict do nothing`,
      [cartId, sampleId, MAX_SAMPLES],
    );
    if (added.rowCount === 0) {
      const already = await tx.query('select 1 from cart_sample where cart_id = $1 and sample_id = $2', [cartId, sampleId]);
      if (already.rows.length === 0) {
        throw new ApiError(422, 'SAMPLE_LIMIT_REACHED', `Choose up to ${MAX_SAMPLES} samples.`, { maxSamples: MAX_SAMPLES });
      }
    }
  });
}

export async function removeSample(db: Queryable, key: BagKey, sampleId: string): Promise<void> {
  await db.query(
    `delete from cart_sample cs using cart c
     where cs.cart_id = c.id and c.device_id = $1 and c.country = $2 and cs.sample_id = $3`,
    [key.deviceId, key.country, sampleId],
  );
}
