// Journey: payment outcomes (issue 31). A guest on a phone pays with a card the test
// provider declines, then with one it blocks. Neither order page may promise what only a
// paid order gets: no estimated delivery date and no points to be earned. Each page also
// passes axe and names its next step.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration, watchPageErrors } from './support/storefront.ts';

test.use({ viewport: { width: 390, height: 844 } });

const CARDS = { declined: '4000 0000 0000 0002', blocked: '4100 0000 0000 0019' } as const;

async function putOneProductInTheBag(page: Page): Promise<void> {
  const found = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-site-country': 'ph' },
    data: { query: '{ products(first: 40) { nodes { slug variants { stockStatus maxQuantity } } } }' },
  });
  const nodes = (await found.json()).data.products.nodes as { slug: string; variants: { stockStatus: string; maxQuantity: number }[] }[];
  const slug = nodes.find((p) => p.variants.length === 1 && p.variants[0]!.stockStatus === 'IN_STOCK')!.slug;
  await page.goto(`/products/${slug}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(page.getByTestId('bag-count')).toHaveText('1');
}

async function payWith(page: Page, card: string): Promise<void> {
  await page.goto('/checkout');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(`outcome-${Date.now()}@example.com`);
  await page.getByLabel('Full name').fill('Maria Santos');
  await page.getByLabel('Mobile number').fill('9171234567');
  await page.getByLabel('Address', { exact: true }).fill('1 Ayala Avenue');
  await page.getByLabel('City').fill('Makati');
  await page.getByLabel('Postcode').fill('1226');
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Place order' }).click();
}

async function expectNoPromises(page: Page): Promise<void> {
  const details = page.locator('.order-details');
  await expect(details).toBeVisible();
  await expect(details.getByText('Estimated delivery')).toHaveCount(0);
  await expect(page.getByTestId('cost-summary').getByText('Points to be earned')).toHaveCount(0);
  await expectAccessible(page, 'order-not-paid');
}

test('PH/en phone: a declined and a blocked payment promise no delivery date and no points', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/?country_code=PH&language=en');
  await waitForHydration(page);
  await putOneProductInTheBag(page);

  await payWith(page, CARDS.declined);
  await expect(page.getByTestId('order-outcome')).toContainText('Payment failed');
  await expect(page.getByTestId('order-outcome').getByRole('link', { name: 'Try another payment method' })).toBeVisible();
  await expectNoPromises(page);
  // A failed payment keeps the bag, so the shopper can try again.
  await expect(page.getByTestId('bag-count')).toHaveText('1');

  await payWith(page, CARDS.blocked);
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-status', 'PAYMENT_BLOCKED');
  await expectNoPromises(page);
  expect(errors).toEqual([]);
});
