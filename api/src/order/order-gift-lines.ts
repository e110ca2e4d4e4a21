// What an order carries beyond what was bought (decision 0131): its reward with the points
// it cost, its gift with purchase or Gold welcome gift, and its samples, as lines with a
// kind. Read from order_gift and order_sample, which keep them after the bag is gone.
import type { Queryable } from '../db/db.ts';
import type { OrderGiftLine } from '@beauty/contracts/checkout';

const KIND_OF: Record<string, OrderGiftLine['kind']> = { reward: 'reward', gwp: 'gift', gold_welcome: 'gift' };
const KIND_ORDER = ['reward', 'gwp', 'gold_welcome'];

export async function readOrderGiftLines(db: Queryable, orderId: string, currency: string): Promise<OrderGiftLine[]> {
  return (await readGiftLinesOfOrders(db, [{ id: orderId, currency }])).get(orderId) ?? [];
}

/** The gift lines of several orders in two queries (a page of "Your orders"), by order id. */
export async function readGiftLinesOfOrders(db: Queryable, orders: { id: string; currency: string }[]): Promise<Map<string, OrderGiftLine[]>> {
  const ids = orders.map((o) => o.id);
  const byOrder = new Map<string, OrderGiftLine[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byOrder;
  const gifts = await db.query<{ order_id: string; kind: string; name: string; brand_name: string; points: number }>(
    'select order_id, kind, name, brand_name, points from order_gift where order_id = any($1::text[])',
    [ids],
  );
  const samples = await db.query<{ order_id: string; name: string; brand_name: string }>(
    'select os.order_id, s.name, s.brand_name from order_sample os join sample s on s.id = os.sample_id where os.order_id = any($1::text[]) order by s.position',
    [ids],
  );
  const currencyOf = new Map(orders.map((o) => [o.id, o.currency]));
  const free = (orderId: string) => ({ amount: 0, currency: currencyOf.get(orderId)! });
  for (const g of [...gifts.rows].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))) {
    byOrder.get(g.order_id)!.push({
      kind: KIND_OF[g.kind] ?? 'gift',
      name: g.name,
      brandName: g.brand_name,
      quantity: 1,
      points: g.kind === 'reward' ? Number(g.points) : null,
      value: free(g.order_id),
    });
  }
  for (const s of samples.rows)
    byOrder.get(s.order_id)!.push({ kind: 'sample', name: s.name, brandName: s.brand_name, quantity: 1, points: null, value: free(s.order_id) });
  return byOrder;
}
