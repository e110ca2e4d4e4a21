// A promo code against the Beauty Pass welcome voucher in a real browser (issue 31 item 1,
// decision 0147): a new Singapore member (a S$10 welcome voucher, applied automatically)
// types SAVE10 (S$1 off): the bag keeps the voucher, says why and that SAVE10 waits, and
// the total does not move; GraphQL says the same, and the order charges that total.
import { expect, type Page, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { applyPromoCode, singaporeClickAndCollect } from './support/bag.ts';
import { signUpThroughGraphql } from './support/members.ts';
import { waitForHydration, watchPageErrors } from './support/storefront.ts';

const PASSWORD = 'Cantik#2025';

async function graphql(page: Page, query: string, variables: object = {}) {
  const response = await page.request.post('/graphql', { headers: { 'content-type': 'application/json', 'x-site-country': 'sg' }, data: { query, variables } });
  return (await response.json()).data;
}

test('SG/en: a member with the welcome voucher types a weaker code: the voucher stays, the bag says why, the total stays lower', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/?country_code=SG&language=en');
  await waitForHydration(page);
  const email = `voucher-${Date.now().toString(36)}@example.com`;
  await signUpThroughGraphql(page, { email, password: PASSWORD }, 'sg');
  // One product of S$20-S$50: the voucher (S$10) beats SAVE10 (S$1 off from S$5).
  const found = await graphql(page, '{ products(first: 60) { nodes { variants { id stockStatus maxQuantity price { amount } } } } }');
  const variant = (found.products.nodes as { variants: { id: string; stockStatus: string; maxQuantity: number; price: { amount: number } }[] }[])
    .map((p) => p.variants[0]!)
    .find((v) => v.stockStatus === 'IN_STOCK' && v.maxQuantity >= 2 && v.price.amount >= 2_000 && v.price.amount <= 5_000)!;
  expect(
    (await graphql(page, 'mutation ($v: ID!) { addToBag(input: { variantId: $v }) { userErrors { code } } }', { v: variant.id })).addToBag.userErrors,
  ).toEqual([]);

  await page.goto('/cart');
  await waitForHydration(page);
  const summary = page.getByTestId('cost-summary');
  await expect(summary.getByTestId('discount-welcome_voucher')).toContainText('−$10');
  const total = (await summary.getByTestId('summary-total').textContent())!;

  await applyPromoCode(page, 'SAVE10');
  await expect(page.getByTestId('discount-choice')).toHaveText(
    'Your $10 welcome voucher gives a lower total than SAVE10 ($1 off): we applied the voucher and kept SAVE10 on your bag for a later order.',
  );
  await expect(page.getByTestId('toast').filter({ hasText: 'Code saved for a later order' })).toBeVisible();
  await expect(page.getByTestId('promo-applied')).toContainText('Code SAVE10 is saved on your bag for a later order.');
  await expect(summary.getByTestId('discount-welcome_voucher')).toContainText('−$10');
  await expect(summary.getByTestId('discount-promo_code')).toHaveCount(0);
  await expect(summary.getByTestId('summary-total')).toHaveText(total);
  await expect(page.getByTestId('perk-welcome_voucher')).toContainText('applied');

  // Said the same on a fresh visit, and to GraphQL clients.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('discount-choice')).toContainText('we applied the voucher and kept SAVE10');
  const choice = (
    await graphql(page, '{ cart { summary { total { amount } } discountChoice { applied code codeDiscount { amount } voucher voucherDiscount { amount } } } }')
  ).cart;
  expect(choice.discountChoice).toEqual({
    applied: 'VOUCHER',
    code: 'SAVE10',
    codeDiscount: { amount: 100 },
    voucher: 'WELCOME_VOUCHER',
    voucherDiscount: { amount: 1_000 },
  });
  expect(choice.summary.total.amount).toBe(variant.price.amount - 1_000 + (await shippingOf(page)));

  const a11y = await new AxeBuilder({ page }).include('.promo').analyze();
  expect(a11y.violations).toEqual([]);

  // The order charges what the bag showed.
  const input = singaporeClickAndCollect(email, `e2e-${Date.now()}`);
  const placed = (
    await graphql(page, `mutation($input: CheckoutInput!) { checkout(input: $input) { order { summary { total { amount } } } userErrors { code } } }`, {
      input,
    })
  ).checkout;
  expect(placed.userErrors).toEqual([]);
  expect(placed.order.summary.total.amount).toBe(variant.price.amount - 1_000);
  expect(errors).toEqual([]);
});

/** The bag's shipping (standard delivery below the free-shipping threshold), as the api priced it. */
async function shippingOf(page: Page): Promise<number> {
  return (await graphql(page, '{ cart { summary { shipping { amount } } } }')).cart.summary.shipping.amount;
}
