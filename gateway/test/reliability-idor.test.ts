// Reliability plan row 28 (OWASP IDOR cheat sheet, ASVS 8.2.2): signed in as member A, every
// way of naming member B's order or bag lines answers exactly as an id that does not exist,
// carries none of B's data, and changes nothing of B's (compared row by row in the database).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySetCookies, cookieHeader, type Jar, signUp } from './support/session.ts';
import { clickAndCollectInput, stockedVariantIds } from './support/orders.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let variantId: string;
let otherVariantId: string;
beforeAll(async () => {
  stack = await startStack();
  [variantId, otherVariantId] = (await stockedVariantIds(stack.api.db, 'SG', 20, { count: 2 })) as [string, string];
});
afterAll(() => stack?.close());

async function as(jar: Jar, query: string, variables?: Record<string, unknown>) {
  const response = await stack.graphql(query, { headers: { cookie: cookieHeader(jar) }, ...(variables ? { variables } : {}) });
  applySetCookies(jar, response.headers);
  return { status: response.status, body: response.body, text: JSON.stringify(response.body) };
}

const BAG = `{ cart { id lines { id quantity } promotion { code } } }`;
const ORDER = `query ($id: ID!, $token: String) { order(id: $id, token: $token) { id number email recipientName } }`;
const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) {
  order { id number } accessToken userErrors { code } } }`;

async function memberWithOrder(name: string) {
  const member = await signUp(stack.graphql);
  await as(member.jar, `mutation { addToBag(input: { variantId: "${variantId}", quantity: 1 }) { userErrors { code } } }`);
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 6)}@example.com`;
  const placed = (await as(member.jar, CHECKOUT, { input: clickAndCollectInput('SG', email, { recipientName: `${name} Secretname` }) })).body.data!.checkout;
  expect(placed.userErrors).toEqual([]);
  // A bag again after the order, so there are lines of B's to aim at.
  await as(member.jar, `mutation { addToBag(input: { variantId: "${otherVariantId}", quantity: 2 }) { userErrors { code } } }`);
  return { ...member, email, order: placed.order as { id: string; number: string }, orderToken: placed.accessToken as string };
}

/** Every row of B's that A might touch, to compare before and after. */
async function snapshotOf(userId: string, deviceIds: string[]) {
  const db = stack.api.db;
  const orders = await db.query(`select * from shop_order where user_id = $1 order by id`, [userId]);
  const lines = await db.query(`select cl.* from cart_line cl join cart c on c.id = cl.cart_id where c.device_id = any($1) order by cl.id`, [deviceIds]);
  const carts = await db.query(`select * from cart where device_id = any($1) order by id`, [deviceIds]);
  return JSON.stringify({ orders: orders.rows, lines: lines.rows, carts: carts.rows });
}

describe('reliability 28: IDOR on orders and bags', () => {
  it('member A gets "not found" for everything of member B, sees none of B\'s data, and changes nothing of B\'s', async () => {
    const a = await memberWithOrder('Alice');
    const b = await memberWithOrder('Bruno');
    const bDevices = [b.jar.get('device-id')!].filter(Boolean);
    const bLines = (await as(b.jar, BAG)).body.data!.cart.lines as { id: string }[];
    expect(bLines.length).toBeGreaterThan(0);
    const before = await snapshotOf(b.id, bDevices);
    // The snapshot really holds B's order and bag lines, so an unchanged snapshot means something.
    for (const id of [b.order.id, ...bLines.map((l) => l.id)]) expect(before).toContain(id);
    const secrets = [b.email, 'Bruno Secretname', b.order.id, b.order.number, ...bLines.map((l) => l.id)];
    const leaks = (text: string) => secrets.filter((secret) => text.includes(secret));

    // What "not found" looks like: an id that does not exist.
    const unknown = await as(a.jar, ORDER, { id: `ord_${randomUUID()}` });
    expect(unknown.body).toEqual({ data: { order: null } });

    const attempts = [
      await as(a.jar, ORDER, { id: b.order.id }),
      await as(a.jar, ORDER, { id: b.order.number }),
      // A's own order link token does not open B's order.
      await as(a.jar, ORDER, { id: b.order.id, token: a.orderToken }),
      // Sequential order numbers: the neighbours of A's own number.
      await as(a.jar, ORDER, { id: String(Number(a.order.number.replace(/\D/g, '')) + 1) }),
    ];
    for (const attempt of attempts) {
      expect(attempt.body).toEqual(unknown.body);
      expect(leaks(attempt.text)).toEqual([]);
    }

    // Changing B's bag lines from A's session: the line is not A's, so it does not exist.
    for (const line of bLines) {
      const update = await as(
        a.jar,
        `mutation ($id: ID!) { updateBagLine(input: { lineId: $id, quantity: 7 }) {
        cart { lines { id } } userErrors { code } } }`,
        { id: line.id },
      );
      expect(update.body.data!.updateBagLine.userErrors).toEqual([{ code: 'LINE_NOT_FOUND' }]);
      const remove = await as(
        a.jar,
        `mutation ($id: ID!) { removeBagLine(input: { lineId: $id }) {
        cart { lines { id } } userErrors { code } } }`,
        { id: line.id },
      );
      expect(remove.body.data!.removeBagLine.userErrors).toEqual([{ code: 'LINE_NOT_FOUND' }]);
      expect(leaks(update.text + remove.text)).toEqual([]);
    }
    // A promo code applied by A lands on A's bag only.
    await as(a.jar, `mutation { applyPromoCode(input: { code: "WELCOME10" }) { userErrors { code } } }`);

    // Many order ids in one request: refused before anything runs, so nothing of B's comes back.
    const aliases = Array.from({ length: 100 }, (_, i) => `o${i}: order(id: "${i % 2 ? b.order.id : b.order.number}") { email }`);
    const batch = await as(a.jar, `{ ${aliases.join(' ')} }`);
    expect(batch.body.data ?? null).toBeNull();
    expect(leaks(batch.text)).toEqual([]);

    expect(await snapshotOf(b.id, bDevices)).toBe(before);
    // B still sees their own order and bag, untouched.
    expect((await as(b.jar, ORDER, { id: b.order.id })).body.data!.order.email).toBe(b.email);
    expect((await as(b.jar, BAG)).body.data!.cart.lines).toEqual(bLines.map((l) => expect.objectContaining({ id: l.id })));
  });
});
