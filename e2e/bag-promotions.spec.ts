// The bag beyond its lines (issue 5): the cost summary the api computed, a promo code
// (a wrong one first, with its hint), a free sample, the mini-bag; in AU/en and TH/th.
import { expect, type Page, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { waitForHydration, watchPageErrors } from './support/storefront.ts';

/** Adds in-stock variants through the storefront's own /graphql, as the page would. */
async function addVariants(page: Page, country: string, count: number, minPrice = 0): Promise<void> {
  const headers = { 'content-type': 'application/json', 'x-site-country': country };
  const found = await page.request.post('/graphql', {
    headers,
    data: { query: '{ products(first: 60) { nodes { variants { id stockStatus maxQuantity price { amount } } } } }' },
  });
  const nodes = (await found.json()).data.products.nodes as { variants: { id: string; stockStatus: string; maxQuantity: number; price: { amount: number } }[] }[];
  const ids = nodes.map((p) => p.variants[0]!).filter((v) => v.stockStatus === 'IN_STOCK' && v.maxQuantity >= 5 && v.price.amount >= minPrice).slice(0, count).map((v) => v.id);
  for (const variantId of ids) {
    const added = await page.request.post('/graphql', {
      headers,
      data: { query: 'mutation ($v: ID!) { addToBag(input: { variantId: $v }) { userErrors { code } } }', variables: { v: variantId } },
    });
    expect((await added.json()).data.addToBag.userErrors).toEqual([]);
  }
}

test('AU/en: the summary, a wrong then a right promo code, a free sample and the mini-bag', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/?country_code=AU&language=en');
  await waitForHydration(page);
  await addVariants(page, 'au', 2, 3000);
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.locator('.bag-line')).toHaveCount(2);
  const summary = page.getByTestId('cost-summary');
  await expect(summary.getByTestId('summary-tax')).toContainText('GST (10%)');
  await expect(summary.getByTestId('summary-shipping')).toContainText('Free');

  const promo = page.getByLabel('Enter a promo code');
  await promo.fill('welcome10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByTestId('promo-message')).toContainText('Sorry, the promotion is invalid.');
  await expect(page.getByTestId('promo-message')).toContainText('codes are case sensitive');

  await promo.fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByTestId('promo-message')).toContainText('promo applied to cart');
  await expect(summary.getByTestId('summary-discount')).toBeVisible();
  await expect(page.getByTestId('promo-applied')).toContainText('WELCOME10');

  await page.getByRole('button', { name: 'Add Fresh Hydrating Cleanser' }).click();
  await expect(page.getByTestId('sample-message')).toHaveText('sample added to bag');

  await page.getByTestId('mini-bag-toggle').click();
  await expect(page.getByTestId('mini-bag').locator('li')).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('bag-au-en.png'), fullPage: true });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(errors).toEqual([]);
});

test('TH/th: the summary shows VAT and the free-shipping threshold in baht', async ({ page }) => {
  await page.goto('/?country_code=TH&language=th');
  await waitForHydration(page);
  await addVariants(page, 'th', 1);
  await page.goto('/cart');
  await waitForHydration(page);
  const summary = page.getByTestId('cost-summary');
  await expect(summary.getByTestId('summary-tax')).toContainText('VAT (7%)');
  await expect(summary.getByTestId('free-shipping')).toContainText('฿500');
  await page.screenshot({ path: test.info().outputPath('bag-th-th.png'), fullPage: true });
});

test('AU/en: buys an e-gift card for someone, and a declined card says so', async ({ page }) => {
  await page.goto('/gift-cards?country_code=AU&language=en');
  await waitForHydration(page);
  await page.getByLabel('Amount').fill('50');
  await page.getByLabel('Recipient’s name').fill('Ana');
  await page.getByLabel('Recipient’s email').fill('ana@example.com');
  await page.getByLabel('Your name').fill('Ben');
  await page.getByLabel('Message (optional)').fill('Happy birthday!');
  await page.getByLabel('Card number').fill('4000000000000002');
  await page.getByRole('button', { name: 'Buy e-gift card' }).click();
  await expect(page.getByTestId('gift-card-result')).toContainText('The payment did not go through');
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: 'Buy e-gift card' }).click();
  await expect(page.getByTestId('gift-card-result')).toContainText(/Your e-gift card of \$50(\.00)? is on its way to ana@example\.com/);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
