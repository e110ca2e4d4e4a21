// What the tests that fill a bag and check out share: a seeded variant with stock to spare,
// the device cookie a guest's first bag call sets, and a click-and-collect order's input.
import { randomUUID } from 'node:crypto';
import type { TestApi } from '@beauty/api/testing';

/**
 * Ids of seeded variants with at least `atLeast` units in stock in the country, in id
 * order. `where` narrows them further, in SQL over `s` (stock) and `vp` (variant_price).
 */
export async function stockedVariantIds(
  db: TestApi['db'],
  country: string,
  atLeast: number,
  { where, count = 1, offset = 0 }: { where?: string; count?: number; offset?: number } = {},
): Promise<[string, ...string[]]> {
  const { rows } = await db.query<{ id: string }>(
    `select s.variant_id as id from stock s join variant_price vp using (variant_id, country)
     where s.country = $1 and s.quantity >= $2 ${where ? `and ${where}` : ''} order by s.variant_id limit $3 offset $4`,
    [country, atLeast, count, offset],
  );
  if (rows.length < count) throw new Error(`only ${rows.length} of ${count} variants with ${atLeast} in stock in ${country}`);
  return rows.map((row) => row.id) as [string, ...string[]];
}

/** The guest's device cookie (`device-id=…`) from the answer that started their bag. */
export const deviceCookieOf = (headers: Headers): string =>
  headers
    .getSetCookie()
    .find((c) => c.startsWith('device-id='))!
    .split(';')[0]!;

/** Who collects, and where: the country's first store. */
const COLLECTORS = {
  SG: { recipientName: 'Mei Tan', mobile: { callingCode: '+65', number: '9123 4567' }, storeId: 'ST-SG-1' },
  AU: { recipientName: 'Sam Lee', mobile: { callingCode: '+61', number: '0412 345 678' }, storeId: 'ST-AU-1' },
};

/** A click-and-collect checkout, paid with the card the test provider approves; `extra` overrides any field. */
export function clickAndCollectInput(country: keyof typeof COLLECTORS, email: string, extra: Record<string, unknown> = {}) {
  return { idempotencyKey: randomUUID(), email, ...COLLECTORS[country], deliveryOption: 'CLICK_AND_COLLECT', cardNumber: '4242424242424242', ...extra };
}
