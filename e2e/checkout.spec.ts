// Checkout as a shopper does it (issue 5): AU/en two products, a sample and a promo code
// (a wrong one first, with its hint), click and collect, the confirmation, the order page;
// PH/en a declined card shows payment failed and the bag is intact.
import { expect, type Page, test } from '@playwright/test';
import { addSample, applyPromoCode } from './support/bag.ts';
import { expectAccessible, waitForHydration, watchPageErrors } from './support/storefront.ts';

async function addTwoProductsFromTheirPages(page: Page, country: string): Promise<void> {
  const found = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-site-country': country },
    data: { query: '{ products(first: 40) { nodes { slug variants { stockStatus maxQuantity } } } }' },
  });
  const nodes = (await found.json()).data.products.nodes as { slug: string; variants: { stockStatus: string; maxQuantity: number }[] }[];
  // Products with one variant that is in stock: "Add to bag" on their page adds it.
  const slugs = nodes
    .filter((p) => p.variants.length === 1 && p.variants[0]!.stockStatus === 'IN_STOCK' && p.variants[0]!.maxQuantity >= 5)
    .slice(0, 2)
    .map((p) => p.slug);
  for (const [i, slug] of slugs.entries()) {
    await page.goto(`/products/${slug}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add to bag' }).click();
    await expect(page.getByTestId('bag-count')).toHaveText(String(i + 1));
  }
}

test('AU/en: two products, a sample, a promo (wrong first), click and collect, confirmation, the order', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/?country_code=AU&language=en');
  await waitForHydration(page);
  await addTwoProductsFromTheirPages(page, 'au');

  await page.goto('/cart');
  await waitForHydration(page);
  await addSample(page, 'Drunk Elephant Vitamin C Serum');
  await applyPromoCode(page, 'SUMMER2020');
  await expect(page.getByTestId('promo-message')).toContainText('Sorry, the promotion is invalid.');
  await expect(page.getByTestId('promo-message')).toContainText('has not expired');
  await applyPromoCode(page, 'WELCOME10');
  await expect(page.getByTestId('toast').filter({ hasText: 'promo applied to cart' })).toBeVisible();
  const total = (await page.getByTestId('summary-total').locator('dd').textContent()) ?? '';

  await page.getByTestId('checkout-link').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await waitForHydration(page);
  await expect(page.getByTestId('summary-total').locator('dd')).toHaveText(total);
  await page.getByLabel('Email').fill(`shopper-${Date.now()}@example.com`);
  await page.getByLabel('Full name').fill('Olivia Brown');
  await page.getByLabel('Mobile number').fill('0412 345 678');
  await page.getByLabel('Click and collect from a store').check();
  const storeSelect = page.getByLabel('Store', { exact: true });
  await storeSelect.selectOption({ index: 1 });
  // The option reads "name — address"; the order names the store the shopper picked.
  const storeName = ((await storeSelect.locator('option:checked').textContent()) ?? '').split(' — ')[0]!.trim();
  expect(storeName).not.toBe('');
  // A test deployment (SANDBOX_ENABLED) names the test cards; production does not (sandbox.spec.ts).
  await expect(page.getByText(/^Test cards:/)).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await expectAccessible(page, 'checkout-au-en');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+\?token=/);
  await expect(page.getByTestId('order-outcome')).toContainText('Your order is confirmed');
  await expect(page.getByTestId('order-delivery')).toHaveText('Click and collect from a store');
  await expect(page.getByText(`Collect from ${storeName},`)).toBeVisible();
  await expect(page.getByText('Drunk Elephant Vitamin C Serum')).toBeVisible();
  await expect(page.getByText('WELCOME10')).toBeVisible();
  await expect(page.getByTestId('bag-count')).toHaveText('0');
  await page.screenshot({ path: test.info().outputPath('order-au-en.png'), fullPage: true });

  // Opened again from its link, as the confirmation email would: the same order.
  const link = page.url();
  const number = await page.getByTestId('order-number').textContent();
  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByTestId('order-number')).toHaveText(number ?? '');
  // Without the token, signed out: no order, but the sign-in page that returns to it (decision 0146).
  await page.goto(link.split('?')[0]!);
  await expect(page).toHaveURL(new RegExp(`/sign_in\\?return_to=${encodeURIComponent(new URL(link).pathname)}$`));
  await expect(page.getByTestId('order-number')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('PH/en: a declined card shows payment failed and the bag is intact', async ({ page }) => {
  await page.goto('/?country_code=PH&language=en');
  await waitForHydration(page);
  await addTwoProductsFromTheirPages(page, 'ph');
  await page.goto('/checkout');
  await waitForHydration(page);
  await page.getByLabel('Email').fill('declined@example.com');
  await page.getByLabel('Full name').fill('Juan Dela Cruz');
  await page.getByLabel('Mobile number').fill('9171234567');
  await page.getByLabel('Address', { exact: true }).fill('1 Ayala Avenue');
  await page.getByLabel('City').fill('Makati');
  // Each way to receive the order says what it costs for this bag and when it comes (issue 15 item 3).
  await expect(page.getByTestId('delivery-EXPRESS')).toContainText('₱300');
  await expect(page.getByTestId('delivery-EXPRESS')).toContainText(/Arrives by \w{3}, \w{3} \d{1,2}/); // en-PH: weekday, month, day
  await expect(page.getByTestId('delivery-CLICK_AND_COLLECT')).toContainText('Free');
  await expect(page.getByTestId('delivery-CLICK_AND_COLLECT')).toContainText(/Ready to collect from/);
  // The order summary lists what is being paid for, with pictures.
  await expect(page.getByTestId('checkout-lines').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('checkout-lines').locator('img').first()).toHaveAttribute('src', /^\/images\/products\//);
  // A postcode the Philippines does not use: the message sits under the field, which takes the focus.
  await page.getByLabel('Postcode').fill('12');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Place order' }).click();
  const postcode = page.getByLabel('Postcode');
  await expect(postcode).toBeFocused();
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#checkout-postalCode-error')).toBeVisible();
  await expect(postcode).toHaveAttribute('aria-describedby', 'checkout-postalCode-error');
  await postcode.fill('1226');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-outcome')).toContainText('Payment failed');
  await expect(page.getByTestId('order-outcome').getByRole('link', { name: 'Try another payment method' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('order-ph-failed.png'), fullPage: true });
  await expect(page.getByTestId('bag-count')).toHaveText('2');
  await page.goto('/cart');
  await expect(page.locator('.bag-line')).toHaveCount(2);
});
