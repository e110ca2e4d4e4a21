// Members' orders through the gateway against a real api: signed in, checkout forwards the
// bearer (refreshing an expired one first), so the order is the member's, listed under
// account.orders and opened without the link; another member's session sees neither; a
// session that ended elsewhere places nothing.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expireAccessToken, type Jar, signUp, sendAs } from './support/session.ts';
import { clickAndCollectInput, stockedVariantIds } from './support/orders.ts';
import { stackForFile } from './support/stack.ts';

const stack = stackForFile();
let variantId: string;
beforeAll(async () => {
  [variantId] = await stockedVariantIds(stack.api.db, 'SG', 20);
});

const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) {
  order { id number status } accessToken placedByMember userErrors { code field message } } }`;
const ORDERS = `query ($first: Int!, $after: String) { account { orders(first: $first, after: $after) {
  nodes { id number status createdAt total { amount currency } itemCount } pageInfo { hasNextPage endCursor } } } }`;
const ORDER = 'query ($id: ID!, $token: String) { order(id: $id, token: $token) { number status } }';

/** Sends the jar, keeps what the gateway sets (a refreshed token, a device id), as a browser does. */
const as = (jar: Jar, query: string, variables?: Record<string, unknown>) => sendAs(stack.graphql, jar, query, variables);

async function fillBag(jar: Jar, quantity = 1) {
  await as(jar, `mutation { addToBag(input: { variantId: "${variantId}", quantity: ${quantity} }) { userErrors { code } } }`);
}

async function checkOut(jar: Jar, quantity = 1) {
  await fillBag(jar, quantity);
  return placeOrder(jar);
}

async function placeOrder(jar: Jar) {
  const input = clickAndCollectInput('SG', `buyer-${randomUUID().slice(0, 6)}@example.com`);
  return (await as(jar, CHECKOUT, { input })).data!.checkout;
}

describe('members’ orders', () => {
  it('a signed-in checkout is listed under the member’s orders and opens without the link; another member sees neither', async () => {
    const a = await signUp(stack.graphql);
    const placed = await checkOut(a.jar, 2);
    expect(placed.userErrors).toEqual([]);
    expect(placed.placedByMember).toBe(true);

    const mine = await as(a.jar, ORDERS, { first: 20 });
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.account.orders).toEqual({
      nodes: [
        {
          id: placed.order.id,
          number: placed.order.number,
          status: 'CONFIRMED',
          createdAt: expect.any(String),
          total: { amount: expect.any(Number), currency: 'SGD' },
          itemCount: 2,
        },
      ],
      pageInfo: { hasNextPage: false, endCursor: null },
    });
    expect((await as(a.jar, ORDER, { id: placed.order.id })).data!.order).toEqual({ number: placed.order.number, status: 'CONFIRMED' });

    const b = await signUp(stack.graphql);
    expect((await as(b.jar, ORDERS, { first: 20 })).data!.account.orders.nodes).toEqual([]);
    const peek = await as(b.jar, ORDER, { id: placed.order.id });
    expect(peek.data!.order).toBeNull();
    expect(peek.errors).toBeUndefined();
    const guest = await stack.graphql(ORDER, { variables: { id: placed.order.id } });
    expect(guest.body.data!.order).toBeNull();
    expect((await stack.graphql(ORDERS, { variables: { first: 20 } })).body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('refreshes an expired access token before checking out, so the order is still the member’s', async () => {
    const { jar } = await signUp(stack.graphql);
    stack.restCalls.length = 0;
    const placed = await checkOut(await expireAccessToken(jar, stack.api.jwtSecret));
    expect(placed.placedByMember).toBe(true);
    const refreshes = stack.restCalls.filter((c) => c.method === 'POST' && c.path.endsWith('/auth/token'));
    expect(refreshes).toHaveLength(1);
    const listed = (await as(jar, ORDERS, { first: 20 })).data!.account.orders.nodes;
    expect(listed.map((o: { id: string }) => o.id)).toEqual([placed.order.id]);
  });

  it('pages with first/after, newest first; a bad cursor is BAD_USER_INPUT', async () => {
    const { jar } = await signUp(stack.graphql);
    const numbers = [];
    for (let i = 0; i < 3; i += 1) numbers.unshift((await checkOut(jar)).order.number);
    const first = (await as(jar, ORDERS, { first: 2 })).data!.account.orders;
    expect(first.nodes.map((o: { number: string }) => o.number)).toEqual(numbers.slice(0, 2));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (await as(jar, ORDERS, { first: 2, after: first.pageInfo.endCursor })).data!.account.orders;
    expect(rest).toMatchObject({ nodes: [{ number: numbers[2] }], pageInfo: { hasNextPage: false, endCursor: null } });
    for (const variables of [{ first: 2, after: 'bm90LWFuLW9yZGVy' }, { first: 0 }, { first: 51 }]) {
      const bad = await as(jar, ORDERS, variables);
      expect(bad.errors![0]!.extensions!.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });

  it('pages Relay-style through orderConnection: edges with cursors, pageInfo, the same orders as the deprecated list', async () => {
    const CONNECTION = `query ($first: Int, $after: String) { account { orderConnection(first: $first, after: $after) {
      edges { cursor node { number status } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }`;
    const { jar } = await signUp(stack.graphql);
    const numbers = [];
    for (let i = 0; i < 3; i += 1) numbers.unshift((await checkOut(jar)).order.number);
    const first = (await as(jar, CONNECTION, { first: 2 })).data!.account.orderConnection;
    expect(first.edges.map((e: { node: { number: string } }) => e.node.number)).toEqual(numbers.slice(0, 2));
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, startCursor: first.edges[0].cursor, endCursor: first.edges[1].cursor });
    // Any edge's cursor starts the page after it, not only the page's last.
    const fromFirst = (await as(jar, CONNECTION, { first: 5, after: first.edges[0].cursor })).data!.account.orderConnection;
    expect(fromFirst.edges.map((e: { node: { number: string } }) => e.node.number)).toEqual(numbers.slice(1));
    expect(fromFirst.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    for (const variables of [{ first: 2, after: 'bm90LWFuLW9yZGVy' }, { first: 0 }, { first: 51 }]) {
      const bad = await as(jar, CONNECTION, variables);
      expect(bad.errors![0]!.extensions!.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });

  it('places nothing when the session ended elsewhere: SIGNED_OUT, the bag kept', async () => {
    const { jar } = await signUp(stack.graphql);
    // The bag is filled before the sign-out: bag calls go as the member too, so with the
    // refresh cookie this jar sends (as an app does) a bag call after it would find the
    // session over and go on as a guest's (account/member-call.ts): checkout would then be
    // a guest's, with no session left to find ended.
    await fillBag(jar);
    const elsewhere: Jar = new Map(jar);
    expect((await as(elsewhere, 'mutation { signOut { signedOut } }')).data!.signOut.signedOut).toBe(true);
    const placed = await placeOrder(jar);
    expect(placed.order).toBeNull();
    expect(placed.userErrors).toEqual([{ code: 'SIGNED_OUT', field: null, message: expect.any(String) }]);
    expect((await as(jar, '{ cart { itemsCount } }')).data!.cart.itemsCount).toBe(1);
  });
});

describe('first-time codes for members', () => {
  const APPLY = `mutation { applyPromoCode(input: { code: "WELCOME10" }) { cart { promotion { code } } userErrors { code } } }`;

  it('are refused when applied by a member who has ordered, with the first-time reason; a new member may apply one', async () => {
    const member = await signUp(stack.graphql);
    await as(member.jar, `mutation { addToBag(input: { variantId: "${variantId}", quantity: 1 }) { userErrors { code } } }`);
    expect((await as(member.jar, APPLY)).data!.applyPromoCode).toEqual({ cart: { promotion: { code: 'WELCOME10' } }, userErrors: [] });
    expect((await checkOut(member.jar)).userErrors).toEqual([]);

    await as(member.jar, `mutation { addToBag(input: { variantId: "${variantId}", quantity: 1 }) { userErrors { code } } }`);
    const again = (await as(member.jar, APPLY)).data!.applyPromoCode;
    expect(again.userErrors.map((e: { code: string }) => e.code)).toEqual(['PROMO_FIRST_TIME_ONLY']);
  });
});
