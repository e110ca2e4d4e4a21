// Journey (issue 31): after the sale, SG/en on a phone. A member with points orders two
// products and a reward; the store cancels one product before it ships (the sandbox's staff
// move), the order is delivered, and the member returns the other. The reward's points are
// spent once and stay spent (the
// order was not cancelled as a whole), no purchase points remain for goods not kept, the
// ledger shows the redemption once, and each move's mail says what went back. Then the member
// deletes the account; signing up again with the same e-mail starts a new account with none
// of the old one: no orders, no points, an empty bag.
import { expect, type Page, test } from '@playwright/test';
import { deleteAccount } from './support/account-dashboard.ts';
import { expectAccessible, placeClickAndCollectOrder, signUpInSingapore, siteGraphql, waitForHydration, watchPageErrors } from './support/storefront.ts';

test.setTimeout(240_000);
test.use({ viewport: { width: 390, height: 844 } });

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4101'}/api/web/v1`;
const PASSWORD = 'Cantik#2025';
const BONUS = 600;

const graphql = (page: Page, query: string, variables: object = {}) => siteGraphql(page, query, variables);

const MOVE = `mutation ($input: MoveOrderInput!) { sandboxMoveOrder(input: $input) { fulfilment { state } userErrors { code message } } }`;

test('SG/en: a part cancelled and a part returned come back once, the mails say so, and a new account after deletion starts empty', async ({ page }) => {
  const errors = watchPageErrors(page);
  const email = `after-${Date.now().toString(36)}@example.com.sg`;
  await signUpInSingapore(page, email, PASSWORD);
  const cookies = await page.context().cookies();
  const bearer = `${cookies.find((c) => c.name === 'jwt-data')!.value}.${cookies.find((c) => c.name === 'jwt-signature')!.value}`;
  const bonus = await page.request.post(`${API}/sandbox/users/beauty-pass`, {
    headers: { authorization: `Bearer ${bearer}`, 'x-site-country': 'sg' },
    data: { bonusPoints: BONUS },
  });
  expect(bonus.status()).toBe(200);

  // Two products and the boutique's cheapest reward in the bag.
  const listing = await graphql(page, '{ products(first: 40) { nodes { id variants { id stockStatus maxQuantity } } } }');
  const picks = (listing.products.nodes as { id: string; variants: { id: string; stockStatus: string; maxQuantity: number }[] }[])
    .map((p) => ({ productId: p.id, variant: p.variants.find((v) => v.stockStatus === 'IN_STOCK' && v.maxQuantity >= 5) }))
    .filter((p) => p.variant)
    .slice(0, 2);
  for (const pick of picks) {
    const added = await graphql(page, 'mutation($input: AddToBagInput!) { addToBag(input: $input) { userErrors { code } } }', {
      input: { variantId: pick.variant!.id, quantity: 1 },
    });
    expect(added.addToBag.userErrors).toEqual([]);
  }
  const boutique = await graphql(page, '{ rewardBoutique { rewards { id name points } } }');
  const reward = (boutique.rewardBoutique.rewards as { id: string; name: string; points: number }[]).sort((a, b) => a.points - b.points)[0]!;
  const held = await graphql(page, 'mutation($input: AddRewardToBagInput!) { addRewardToBag(input: $input) { userErrors { code } } }', {
    input: { rewardId: reward.id },
  });
  expect(held.addRewardToBag.userErrors).toEqual([]);

  await page.goto('/checkout');
  await waitForHydration(page);
  await placeClickAndCollectOrder(page);
  await expect(page.getByTestId('order-outcome')).toContainText('Your order is confirmed');
  const orderUrl = page.url();
  const number = (await page.getByTestId('order-number').textContent())!;
  const points = async () =>
    (await graphql(page, '{ me { beautyPass { points { valid pending } } } }')).me.beautyPass.points as { valid: number; pending: number };
  expect((await points()).valid).toBe(BONUS - reward.points);

  // The store cancels the first product before it ships (its unit back on the shelf: beauty-pass.integration).
  const cancelled = await graphql(page, MOVE, { input: { orderId: number, state: 'CANCELLED', lines: [{ position: 0, quantity: 1 }] } });
  expect(cancelled.sandboxMoveOrder.userErrors).toEqual([]);
  expect(cancelled.sandboxMoveOrder.fulfilment.state).toBe('CONFIRMED'); // a part cancel leaves the rest going
  await page.goto(orderUrl);
  await expect(page.getByTestId('order-fulfilment')).toContainText('Item 1: 1 cancelled, 0 returned of 1');
  await expectAccessible(page, 'order-part-cancelled');

  // Delivered, then the member returns the second product: nothing is left kept.
  expect((await graphql(page, MOVE, { input: { orderId: number, state: 'DELIVERED' } })).sandboxMoveOrder.userErrors).toEqual([]);
  expect((await points()).pending).toBeGreaterThan(0);
  const returned = await graphql(page, MOVE, { input: { orderId: number, state: 'RETURNED', lines: [{ position: 1, quantity: 1 }] } });
  expect(returned.sandboxMoveOrder.fulfilment.state).toBe('RETURNED');
  await page.goto(orderUrl);
  await expect(page.getByTestId('order-fulfilment-state')).toHaveText('Returned');
  await expect(page.getByTestId('order-fulfilment')).toContainText('Item 2: 0 cancelled, 1 returned of 1');
  // The reward stays on the order, spent once; no purchase points for goods not kept.
  expect(await points()).toEqual({ valid: BONUS - reward.points, pending: 0 });
  await page.goto('/account/points');
  await expect(page.getByTestId('points-summary')).toContainText(`${BONUS - reward.points}`);
  const history = page.getByTestId('points-history');
  await expect(history.getByText(number)).not.toHaveCount(0);
  await expectAccessible(page, 'points-history');

  // Each move's mail, read as the member would: what went back, once each.
  await expect
    .poll(
      async () =>
        ((await graphql(page, 'query ($to: String) { devInbox(to: $to) { kind } }', { to: email })).devInbox as { kind: string }[]).map((m) => m.kind).sort(),
      { timeout: 60_000 },
    )
    .toEqual(expect.arrayContaining(['order_cancelled', 'order_returned']));
  const mails = (await graphql(page, 'query ($to: String) { devInbox(to: $to) { id kind subject } }', { to: email })).devInbox as {
    id: string;
    kind: string;
    subject: string;
  }[];
  expect(mails.filter((m) => m.kind === 'order_cancelled').map((m) => m.subject)).toEqual([`Part of your order ${number} has been cancelled`]);
  expect(mails.filter((m) => m.kind === 'order_returned').map((m) => m.subject)).toEqual([`We have received your return of order ${number}`]);

  // Deleting the account, then signing up again with the same address: a new, empty account.
  await page.goto('/account');
  await waitForHydration(page);
  await deleteAccount(page, PASSWORD, {
    understood: 'I understand that this cannot be undone',
    submit: 'Delete my account',
    deleted: 'Your account has been deleted',
  });
  await page.context().clearCookies();
  await signUpInSingapore(page, email, PASSWORD);
  expect(await points()).toEqual({ valid: 0, pending: 0 });
  await page.goto('/account/orders');
  await expect(page.getByTestId('member-orders-empty')).toBeVisible();
  const bag = await graphql(page, '{ cart { itemsCount reward { rewardId } } }');
  expect(bag.cart).toEqual({ itemsCount: 0, reward: null });
  await page.goto(orderUrl);
  await expect(page.getByTestId('order-number')).toHaveCount(0); // the old order is not this account's
  expect(errors).toEqual([]);
});
