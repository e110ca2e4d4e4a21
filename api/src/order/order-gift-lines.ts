// What an order carries beyond what was bought (decision 0131): its reward with the points
// it cost, its gift with purchase or Gold welcome gift, and its samples, as lines with a
// kind. Read from order_gift and order_sample, which keep them after the bag is gone.
import type { Queryable } from '../db/db.ts';
import type { OrderGiftLine } from '@beauty/contracts/checkout';

const KIND_OF: Record<string, OrderGiftLine['kind']> = { reward: 'reward', gwp: 'gift', gold_welcome: 'gift' };
const KIND_ORDER = ['reward', 'gwp', 'gold_welcome'];

export async function readOrderGiftLines(db: Queryable, orderId: string, currency: string): Promise<OrderGiftLine[]> {
  const gifts = await db.query<{ kind: string; name: string; brand_name: string; points: number }>(
    'select kind, name, brand_name, points from order_gift where order_id = $1',
    [orderId],
  );
  const samples = await db.query<{ name: string; brand_name: string }>(
    'select s.name, s.brand_name from order_sample os join sample s on s.id = os.sample_id where os.order_id = $1 order by s.position',
    [orderId],
  );
  const free = { amount: 0, currency };
  return [
    ...gifts.rows
      .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
      .map((g) => ({ kind: KIND_OF[g.kind] ?? 'gift', name: g.name, brandName: g.brand_name, quantity: 1, points: g.kind === 'reward' ? Number(g.points) : null, value: free })),
    ...samples.rows.map((s) => ({ kind: 'sample' as const, name: s.name, brandName: s.brand_name, quantity: 1, points: null, value: free })),
  ];
}
