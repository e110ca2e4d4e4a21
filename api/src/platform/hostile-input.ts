// Test support for the fuzz tests of the REST api (platform.integration.test.ts) and the
// gateway (gateway/test/fuzz.test.ts): values a shopper, a script or an attacker can send,
// a seeded random source so a failure replays, and the row counts that show nothing was
// stored. Nothing in the product imports it.
import type { Queryable } from '../db/db.ts';

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function nested(levels: number, leaf: unknown, wrap: (inner: unknown) => unknown): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = wrap(value);
  return value;
}

/** Strings: huge, broken Unicode, control characters, injection snippets, look-alikes. */
export const HOSTILE_STRINGS: readonly string[] = [
  'a'.repeat(100_000),
  'x'.repeat(1_001),
  '\uD800',
  'ok\uDFFFok',
  'a\u0000b',
  '\u0000',
  '',
  '   ',
  '😀'.repeat(300),
  'ร้านค้า 美妝店 toko',
  '\u202Eevil\u202C',
  "' OR 1=1 --",
  "'; DROP TABLE cart; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '%00%ff%fe',
  '${7*7}{{7*7}}',
  '-1',
  '1e999',
  'NaN',
  'null',
];

/** Numbers, and what a JSON number can be that an Int or a quantity is not. */
export const HOSTILE_NUMBERS: readonly number[] = [-1, 0, 1.5, -0.0001, 2_147_483_647, -2_147_483_648, 2 ** 53, 1e308, 99_999];

/** Values of the wrong shape for any field. */
export const HOSTILE_SHAPES: readonly unknown[] = [
  null,
  true,
  [],
  {},
  ['a', 'b'],
  { $gt: '' },
  { __proto__: { admin: true } },
  Array.from({ length: 300 }, (_, i) => `item-${i}`),
  nested(100, 'deep', (inner) => ({ a: inner })),
  nested(100, 'deep', (inner) => [inner]),
];

export const HOSTILE_VALUES: readonly unknown[] = [...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, ...HOSTILE_SHAPES];

/**
 * The tables a shopper's requests write to. A refused request must leave every count
 * as it was; sign-in attempts and searches are recorded on purpose (throttling, popular
 * searches) and are not in this list.
 */
export const SHOPPER_TABLES = [
  'account_user',
  'account_identity',
  'account_link_token',
  'auth_session',
  'refresh_token',
  'cart',
  'cart_line',
  'cart_sample',
  'gift_card',
  'shop_order',
  'order_line',
  'order_sample',
  'order_event',
  'payment',
  'payment_webhook_event',
  'outbox',
  // bookings (issue 13)
  'reservation',
  'provider_booking_start',
  'points_ledger',
  'loyalty_member',
  'loyalty_purchase',
  // lists and reviews (issue 12)
  'wish_list_item',
  'shopper_alert',
  'product_review',
  'product_review_stats',
  'beauty_profile',
  // the rewards boutique and perks (decisions 0075-0076)
  'reward_hold',
  'cart_gwp',
  'order_gift',
  'perk_use',
  'welcome_voucher_claim',
] as const;

export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SHOPPER_TABLES) {
    const { rows } = await db.query<{ n: string | number }>(`select count(*) as n from ${table}`);
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}
