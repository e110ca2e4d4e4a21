// The product page as a shopper meets it: badges, rating and reviews, highlights and
// ingredients, related products, the button states of docs/product.md#product-button (remind me on a product
// coming soon, waitlist me on one out of stock: a guest gives an e-mail address and is
// asked to confirm it, remembered on this device), and Product
// JSON-LD for search engines in the server-rendered page. Singapore in English, Hong Kong
// in Chinese.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, waitForHydration, watchPageErrors } from './support/storefront.ts';

interface Listed {
  slug: string;
  name: string;
  badges: string[];
  inStock: boolean;
  reviewCount: number;
}

/** Products of the listing, through the storefront's own /graphql. */
async function products(page: Page, headers: Record<string, string> = {}): Promise<Listed[]> {
  const res = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', ...headers },
    data: { query: '{ products(first: 96, sort: TOP_RATED) { nodes { slug name badges inStock reviewCount } } }' },
  });
  return (await res.json()).data.products.nodes as Listed[];
}

/** A guest's list alert (Remind Me, Waitlist Me): the button, then the e-mail address in the form it opens. */
async function askToBeTold(page: Page, button: string, email: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page.locator('.list-alert-form').getByLabel('Email address').fill(email);
  await page.locator('.list-alert-form').getByRole('button', { name: 'Notify me' }).click();
}

test('SG/en: a product coming soon offers a reminder, one out of stock a waitlist, and the page carries JSON-LD', async ({ page }) => {
  const errors = watchPageErrors(page);
  const all = await products(page);
  const comingSoon = all.find((p) => p.badges.includes('COMING_SOON'));
  const outOfStock = all.find((p) => !p.inStock && !p.badges.includes('COMING_SOON'));
  expect(comingSoon, 'a seeded coming-soon product').toBeDefined();
  expect(outOfStock, 'an out-of-stock product').toBeDefined();

  // Coming soon: badge, no bag button, Remind Me → We’ll Remind You, kept after a reload.
  await page.goto(`/products/${comingSoon!.slug}`);
  await waitForHydration(page);
  await expect(page.locator('.product__summary .badge--coming-soon')).toHaveText('Coming Soon');
  await expect(page.getByRole('button', { name: 'Add to bag' })).toHaveCount(0);
  await askToBeTold(page, 'Remind Me', `remind-${Date.now().toString(36)}@example.com.sg`);
  await expect(page.getByRole('button', { name: 'We’ll Remind You' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('We sent you an email: confirm it and we will let you know.')).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'We’ll Remind You' })).toBeVisible();

  // Out of stock: the bag button says so, Waitlist Me → Waitlisted.
  await page.goto(`/products/${outOfStock!.slug}`);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  await askToBeTold(page, 'Waitlist Me', `wait-${Date.now().toString(36)}@example.com.sg`);
  await expect(page.getByRole('button', { name: 'Waitlisted' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'You May Also Like' })).toBeVisible();
  await expect(page.locator('.related-products .product-card')).not.toHaveCount(0);
  await expectAccessible(page, 'product-out-of-stock');

  // JSON-LD in the server's HTML, as a crawler reads it.
  const html = await (await page.request.get(`/products/${comingSoon!.slug}`)).text();
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  const ld = JSON.parse(script ?? '{}');
  expect(ld).toMatchObject({ '@type': 'Product', name: comingSoon!.name, offers: { priceCurrency: 'SGD', availability: 'https://schema.org/PreOrder' } });
  expect(ld.offers.price).toMatch(/^\d+\.\d\d$/);
  expect(ld.url).toMatch(/^http:\/\/localhost:\d+\/products\//);
  expect(errors).toEqual([]);
});

test('SG/en: the data set’s ratings say they were given on Sephora, and the reviews list counts only this shop’s', async ({ page }) => {
  // It said "2,032 reviews" above a reviews section that listed none.
  const [mostRated] = (await products(page)).sort((a, b) => b.reviewCount - a.reviewCount);
  await page.goto(`/products/${mostRated!.slug}`);
  await waitForHydration(page);
  const count = new Intl.NumberFormat('en-SG').format(mostRated!.reviewCount);
  await expect(page.locator('.product__summary .rating')).toContainText(`${count} ratings on Sephora`);
  await expect(page.locator('.product__summary')).not.toContainText(/\d reviews?\b/);
  const reviews = page.getByTestId('product-reviews');
  await expect(reviews).toContainText('No reviews here yet.');
  await expect(reviews).toContainText('“Sephora Products and Skincare Reviews” by nadyinky (CC BY 4.0)');
  await expect(reviews.locator('.review')).toHaveCount(0);
  // What the data set has about the product is on the page.
  await expect(page.getByRole('heading', { name: 'Product details' })).toBeVisible();
  // The cards count ratings too, not reviews nobody can read.
  await expect(page.locator('.related-products .rating__count').first()).toHaveText(/^[\d,]+ ratings?$/);
});

test('HK/zh: badges, rating and related products in Chinese', async ({ page }) => {
  await page.goto('/?country_code=HK&language=zh');
  await waitForHydration(page);
  const all = await products(page, { 'x-site-country': 'hk', 'x-site-language': 'zh' });
  const selected = all.find((p) => p.badges.includes('SELECTED_ONLY') && p.reviewCount > 0);
  expect(selected).toBeDefined();
  await page.goto(`/products/${selected!.slug}`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await expect(page.locator('.product__summary .badge--selected-only')).toHaveText(/^僅限部分(色號|尺寸|款式)$/);
  await expect(page.locator('.product__summary .rating')).toContainText(/Sephora 上的 [\d,]+ 個評分/);
  await expect(page.getByRole('heading', { name: '您可能也喜歡' })).toBeVisible();
  await expect(page.locator('.related-products .product-card').first()).toContainText('HK$');
});
