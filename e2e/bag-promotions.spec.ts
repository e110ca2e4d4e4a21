// The bag beyond its lines (issue 5): the cost summary the api computed, a promo code
// (a wrong one first, with its hint; then a worse second one, which the bag refuses: one
// promo per order), a free sample, the mini-bag; in AU/en and TH/th.
import { expect, type Page, test } from '@playwright/test';
import { addSample, applyPromoCode } from './support/bag.ts';
import { expectAccessible, waitForHydration, watchPageErrors } from './support/storefront.ts';

/** Adds in-stock variants through the storefront's own /graphql, as the page would. */
async function addVariants(page: Page, country: string, count: number, minPrice = 0, maxPrice = Infinity): Promise<void> {
  const headers = { 'content-type': 'application/json', 'x-site-country': country };
  const found = await page.request.post('/graphql', {
    headers,
    data: { query: '{ products(first: 60) { nodes { variants { id stockStatus maxQuantity price { amount } } } } }' },
  });
  const nodes = (await found.json()).data.products.nodes as {
    variants: { id: string; stockStatus: string; maxQuantity: number; price: { amount: number } }[];
  }[];
  const ids = nodes
    .map((p) => p.variants[0]!)
    .filter((v) => v.stockStatus === 'IN_STOCK' && v.maxQuantity >= 5 && v.price.amount >= minPrice && v.price.amount <= maxPrice)
    .slice(0, count)
    .map((v) => v.id);
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

  await applyPromoCode(page, 'welcome10');
  await expect(page.getByTestId('promo-message')).toContainText('Sorry, the promotion is invalid.');
  await expect(page.getByTestId('promo-message')).toContainText('codes are case sensitive');

  await applyPromoCode(page, 'WELCOME10');
  await expect(page.getByTestId('toast').filter({ hasText: 'promo applied to cart' })).toBeVisible();
  await expect(summary.getByTestId('summary-discount')).toBeVisible();
  await expect(page.getByTestId('promo-applied')).toContainText('WELCOME10');

  // One promo per order: SAVE10 (A$1 off) saves less than WELCOME10 (10 % of over A$60), so
  // the bag keeps WELCOME10 and the field says so, with both amounts.
  await applyPromoCode(page, 'SAVE10');
  await expect(page.getByTestId('promo-message')).toContainText(
    /WELCOME10 stays on your bag: one promo per order, and it saves \$[\d.,]+ while SAVE10 would save \$1(\.00)?\./,
  );
  await expect(page.getByTestId('promo-message')).toContainText('To use SAVE10 instead, remove WELCOME10 first.');
  await expect(page.getByTestId('promo-applied')).toContainText('WELCOME10');

  await addSample(page, 'Fresh Hydrating Cleanser');

  await page.getByTestId('mini-bag-toggle').click();
  await expect(page.getByTestId('mini-bag').locator('li')).toHaveCount(2);
  // The mini-bag explains shipping in its total, as the summary does (free above A$25).
  await expect(page.getByTestId('mini-bag-shipping')).toHaveText('Shipping is free.');
  await page.screenshot({ path: test.info().outputPath('bag-au-en.png'), fullPage: true });
  await expectAccessible(page, 'bag-au-en');
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
  // Outcomes that belong to no field are toasts (docs/product.md#notifications).
  await expect(page.getByTestId('toast').filter({ hasText: 'The payment did not go through' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: 'Buy e-gift card' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: /Your e-gift card of \$50(\.00)? is on its way to ana@example\.com/ })).toBeVisible();
  await expectAccessible(page, 'e-gift-card-au-en');
});

test('AU/en: below A$90 the bag says how much more a gift takes; above it the shopper picks one of three', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/?country_code=AU&language=en');
  await waitForHydration(page);
  // One product between A$10 and A$60: below the A$90 threshold.
  await addVariants(page, 'au', 1, 1_000, 6_000);
  await page.goto('/cart');
  await waitForHydration(page);
  const gifts = page.getByTestId('gift-with-purchase');
  await expect(gifts.getByTestId('gwp-status')).toContainText(/Spend \$\d[\d.,]* more \(from \$90(\.00)?\) to pick one gift/);
  await expect(gifts.getByRole('button', { name: 'Choose CLINIQUE Liquid Facial Soap, travel size' })).toBeDisabled();
  // One more above A$90 on its own.
  await addVariants(page, 'au', 1, 9_000);
  await page.reload();
  await waitForHydration(page);
  await expect(gifts.getByTestId('gwp-status')).toContainText('Your bag is over $90');
  await gifts.getByRole('button', { name: 'Choose CLINIQUE Liquid Facial Soap, travel size' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Gift added to your bag' })).toBeVisible();
  await expect(page.getByTestId('bag-gwp')).toHaveText('Your free gift: CLINIQUE Liquid Facial Soap, travel size');
  await expect(gifts.getByText('Your gift ✓')).toBeVisible();
  await expectAccessible(page, 'bag-gifts-au-en');
  expect(errors).toEqual([]);
});
