// Beauty Pass end to end, SG/en (issue 11 item 8): a new member sees "White member", buys
// above the Black threshold (S$300), the order is moved to delivered in /sandbox/order-state
// and its points are pending; the api's clock is moved three SG working days forward in
// the sandbox (the sandbox clock, decision 0074), the job runner counts the purchase, and
// the points are valid and the tier card says Black. axe on the account and sandbox pages.
import { expect, type Page, test } from '@playwright/test';
import {
  advanceSingaporeWorkingDays,
  deliverInSandbox,
  expectAccessible,
  signUpInSingapore,
  waitForHydration,
  watchPageErrors,
  placeClickAndCollectOrder,
} from './support/storefront.ts';

test.setTimeout(240_000);

const email = `bp-${Date.now().toString(36)}@example.com.sg`;
const PASSWORD = 'Cantik#2025';

async function graphql(page: Page, query: string, variables: object = {}) {
  const response = await page.request.post('/graphql', { headers: { 'content-type': 'application/json', 'x-site-country': 'sg' }, data: { query, variables } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** Fills the bag with goods worth at least `amount` (minor units): the priciest in-stock products, up to 10 each. */
async function fillBagAbove(page: Page, amount: number) {
  const data = await graphql(page, '{ products(first: 40) { nodes { variants { id price { amount } stockStatus maxQuantity } } } }');
  const variants = (data.products.nodes as { variants: { id: string; price: { amount: number }; stockStatus: string; maxQuantity: number }[] }[])
    .flatMap((p) => p.variants)
    .filter((v) => v.stockStatus === 'IN_STOCK' && v.maxQuantity >= 10)
    .sort((a, b) => b.price.amount - a.price.amount);
  let total = 0;
  for (const variant of variants) {
    if (total >= amount) break;
    const quantity = Math.min(10, Math.ceil((amount - total) / variant.price.amount));
    const added = await graphql(page, 'mutation($input: AddToBagInput!) { addToBag(input: $input) { userErrors { code } } }', {
      input: { variantId: variant.id, quantity },
    });
    expect(added.addToBag.userErrors).toEqual([]);
    total += quantity * variant.price.amount;
  }
  expect(total).toBeGreaterThanOrEqual(amount);
}

test('SG/en: a new member is White, buys above S$300, the order is delivered in the sandbox, and three working days later the points are valid and the tier is Black', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await signUpInSingapore(page, email, PASSWORD);

  await page.getByTestId('account-link').click();
  await expect(page.getByTestId('beauty-pass-tier')).toHaveText('White member');
  await expect(page.getByTestId('beauty-pass-points')).toHaveText('0');
  await expect(page.getByTestId('beauty-pass-messages')).toContainText('to become a Black member');
  await expect(page.getByTestId('tier-card')).toHaveAttribute('data-tier', 'white');
  await expectAccessible(page, 'account-white');

  // S$300 after the S$10 welcome voucher, which a member's first order takes on its own.
  await fillBagAbove(page, 31_000);
  await page.goto('/checkout');
  await waitForHydration(page);
  await placeClickAndCollectOrder(page);
  await expect(page.getByTestId('order-outcome')).toContainText('Your order is confirmed');
  const orderUrl = page.url();
  const number = (await page.getByTestId('order-number').textContent()) ?? '';
  await expect(page.getByTestId('order-fulfilment-state')).toHaveText('Confirmed');

  await deliverInSandbox(page, number);
  await expectAccessible(page, 'sandbox-order-state');

  await page.goto(orderUrl);
  await expect(page.getByTestId('order-fulfilment-state')).toHaveText('Delivered');
  await page.goto('/account');
  await expect(page.getByTestId('beauty-pass-tier')).toHaveText('White member');
  await expect(page.getByTestId('beauty-pass-points')).toHaveText('0');
  const pending = Number((await page.getByTestId('beauty-pass-pending').textContent())?.replace(/\D/g, ''));
  expect(pending).toBeGreaterThanOrEqual(300);

  await advanceSingaporeWorkingDays(page, 3);

  // The api's job runner (every JOBS_INTERVAL_MS) counts the purchase once its points are valid.
  await expect(async () => {
    await page.goto('/account');
    await expect(page.getByTestId('beauty-pass-tier')).toHaveText('Black member', { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('beauty-pass-points')).toHaveText(new Intl.NumberFormat('en').format(pending));
  await expect(page.getByTestId('beauty-pass-pending')).toHaveText('0');
  await expect(page.getByTestId('tier-card')).toHaveAttribute('data-tier', 'black');
  await expect(page.getByTestId('beauty-pass-messages')).toContainText('You became a Black member');
  await expect(page.getByTestId('header-points')).toContainText(new Intl.NumberFormat('en').format(pending));

  await page.getByTestId('points-history-link').click();
  await expect(page.getByTestId('points-history')).toContainText(`Online order · ${number}`);
  await expectAccessible(page, 'account-black');
  expect(errors).toEqual([]);
});
