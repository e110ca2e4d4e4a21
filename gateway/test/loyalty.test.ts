// Beauty Pass through the gateway against a real api: a new member's pass (Pink shown as
// White, thresholds in SGD, analytics block with the real card and tier), an order moved
// to delivered through the sandbox mutation with its fulfilment on the order and its
// points pending, the staff mutation refused to a shopper, a bad move as a userError, and
// the tier comparison per country.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Jar, signUp, sendAs } from './support/session.ts';
import { clickAndCollectInput, stockedVariantIds } from './support/orders.ts';
import { stackForFile } from './support/stack.ts';

const stack = stackForFile({}, 120_000);
let variantId: string;
beforeAll(async () => {
  [variantId] = await stockedVariantIds(stack.api.db, 'SG', 20, { where: 'vp.amount >= 5000' });
});

const as = (jar: Jar, query: string, variables?: Record<string, unknown>) => sendAs(stack.graphql, jar, query, variables);

const PASS = `{ me { beautyPass {
  cardNumber tier tierLabel
  points { valid pending expiringSoon { points date } }
  progress { spend { amount currency } pendingSpend { amount currency } nextTier toNextTier { amount currency } blackThreshold { amount currency } goldThreshold { amount currency } }
  messages { kind tier amount { amount currency } days }
  history(first: 5) { nodes { source points orderNumber pending } hasNextPage endCursor }
} analytics { cardNumber loyaltyPoints loyaltyTier tierPointsCounter } } }`;
const MOVE = `mutation ($input: MoveOrderInput!) { sandboxMoveOrder(input: $input) { orderNumber fulfilment { state deliveredAt trackingNumber } userErrors { code field message } } }`;

describe('Beauty Pass through the gateway', () => {
  it('shows a new member as White with real thresholds, and an order delivered in the sandbox as pending points', async () => {
    const member = await signUp(stack.graphql);
    const joined = await as(member.jar, PASS);
    expect(joined.errors).toBeUndefined();
    const pass = joined.data!.me.beautyPass;
    expect(pass).toMatchObject({
      tier: 'PINK',
      tierLabel: 'WHITE',
      points: { valid: 0, pending: 0, expiringSoon: null },
      progress: {
        nextTier: 'BLACK',
        toNextTier: { amount: 30_000, currency: 'SGD' },
        blackThreshold: { amount: 30_000, currency: 'SGD' },
        goldThreshold: { amount: 150_000, currency: 'SGD' },
      },
      messages: [{ kind: 'IN_PROGRESS', tier: 'BLACK', amount: { amount: 30_000, currency: 'SGD' } }],
      history: { nodes: [], hasNextPage: false, endCursor: null },
    });
    expect(joined.data!.me.analytics).toEqual({ cardNumber: pass.cardNumber, loyaltyPoints: 0, loyaltyTier: 'white', tierPointsCounter: 0 });

    await as(member.jar, `mutation { addToBag(input: { variantId: "${variantId}", quantity: 2 }) { userErrors { code } } }`);
    const placed = await as(
      member.jar,
      `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { id number summary { pointsEarned } } userErrors { code } } }`,
      { input: clickAndCollectInput('SG', member.email) },
    );
    const order = placed.data!.checkout.order;
    const delivered = await as(member.jar, MOVE, { input: { orderId: order.number, state: 'DELIVERED' } });
    expect(delivered.data!.sandboxMoveOrder).toMatchObject({
      orderNumber: order.number,
      fulfilment: { state: 'DELIVERED', deliveredAt: expect.any(String) },
      userErrors: [],
    });

    const seen = await as(member.jar, `query ($id: ID!) { order(id: $id) { fulfilment { state deliveredAt lines { position quantity returnedQuantity } } } }`, {
      id: order.id,
    });
    expect(seen.data!.order.fulfilment).toMatchObject({ state: 'DELIVERED', lines: [{ position: 0, quantity: 2, returnedQuantity: 0 }] });

    const after = (await as(member.jar, PASS)).data!.me.beautyPass;
    expect(after.points).toMatchObject({ valid: 0, pending: order.summary.pointsEarned });
    expect(after.history.nodes).toEqual([
      { source: 'PURCHASE_POINTS_WITH_ORDER_NUMBER', points: order.summary.pointsEarned, orderNumber: order.number, pending: true },
    ]);

    // The same entries paged Relay-style (decision 0155); a cursor that is not one is BAD_USER_INPUT.
    const HISTORY = `query ($after: String) { me { beautyPass { historyConnection(first: 5, after: $after) {
      edges { cursor node { source points orderNumber pending } } pageInfo { hasNextPage hasPreviousPage endCursor } } } } }`;
    const connection = (await as(member.jar, HISTORY)).data!.me.beautyPass.historyConnection;
    expect(connection.edges.map((edge: { node: unknown }) => edge.node)).toEqual(after.history.nodes);
    expect(connection.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false, endCursor: connection.edges[0].cursor });
    const pastLast = (await as(member.jar, HISTORY, { after: connection.pageInfo.endCursor })).data!.me.beautyPass.historyConnection;
    expect(pastLast).toMatchObject({ edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: true, endCursor: null } });
    expect((await as(member.jar, HISTORY, { after: 'not-a-cursor' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const back = await as(member.jar, MOVE, { input: { orderId: order.id, state: 'PACKED' } });
    expect(back.data!.sandboxMoveOrder.userErrors).toEqual([expect.objectContaining({ code: 'ORDER_STATE_INVALID', field: ['input', 'state'] })]);
    const unknown = await as(member.jar, MOVE, { input: { orderId: 'SG0', state: 'PACKED' } });
    expect(unknown.data!.sandboxMoveOrder.userErrors).toEqual([expect.objectContaining({ code: 'ORDER_NOT_FOUND' })]);

    // The staff mutation: a shopper is refused (FORBIDDEN), nothing moves.
    const staffOnly = await as(member.jar, `mutation ($input: MoveOrderInput!) { moveOrder(input: $input) { orderNumber userErrors { code } } }`, {
      input: { orderId: order.id, state: 'RETURNED' },
    });
    expect(staffOnly.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await as(member.jar, `query ($id: ID!) { order(id: $id) { fulfilment { state } } }`, { id: order.id })).data!.order.fulfilment.state).toBe(
      'DELIVERED',
    );
  }, 120_000);

  it('compares the tiers of each country site in its own currency, for guests too', async () => {
    const th = await stack.graphql('{ beautyPassTiers { tier reach { amount currency } earnPercent perks } }', { headers: { 'x-site-country': 'th' } });
    expect(th.body.errors).toBeUndefined();
    expect(th.body.data!.beautyPassTiers.map((row: { tier: string; reach: { amount: number; currency: string } | null }) => [row.tier, row.reach])).toEqual([
      ['WHITE', null],
      ['BLACK', { amount: 900_000, currency: 'THB' }],
      ['GOLD', { amount: 4_500_000, currency: 'THB' }],
    ]);
    expect(th.body.data!.beautyPassTiers[2].perks).toContain('free_shipping');
  });

  it('asks a guest to sign in for a Beauty Pass', async () => {
    const guest = await stack.graphql('{ account { beautyPass { cardNumber } } }');
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
