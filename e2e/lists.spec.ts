// The lists as shoppers meet them (issue 12): a guest hearts two products, signs up, and
// finds both on the account's wish list (merged, not lost); a member in Thailand, reading
// Thai, waitlists an out-of-stock shade, it is restocked through the api's sandbox, and
// the back-in-stock mail for them is queued once, in Thai, with a link to the product (the
// outbox is read through the api's sandbox call: the development inbox of the mail work is
// not on main yet); and a heart given on a listing shows on the product page and in the
// header, and taking it off there shows back on the listing, all without a reload.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signUpInSingapore, waitForHydration, watchPageErrors } from './support/storefront.ts';

const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4101'}/api/web/v1`;
const thai = JSON.parse(readFileSync(new URL('../web/app/locale/messages/th.json', import.meta.url), 'utf8'));
const PASSWORD = 'Cantik#2025';

// Each test signs up (password hashing) and walks several pages: slow on a shared machine.
test.setTimeout(240_000);

/** A listing page with product cards: the first top category of the header. */
async function openListing(page: Page) {
  await page.goto('/?country_code=SG&language=en');
  await waitForHydration(page);
  const link = page.locator('.category-nav a').first();
  const category = ((await link.textContent()) ?? '').trim();
  await link.click();
  // The home page has product cards too, and the URL changes before the listing renders:
  // wait for the listing's own heading.
  await expect(page).toHaveURL(/\/pages\/categories\//, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category, { timeout: 30_000 });
  await expect(page.locator('.product-card').first()).toBeVisible();
}

test('SG/en: a guest hearts two products, signs up, and finds both on the account’s wish list', async ({ page }) => {
  const errors = watchPageErrors(page);
  await openListing(page);
  const cards = page.locator('.product-card');
  const names: string[] = [];
  for (const i of [0, 1]) {
    const card = cards.nth(i);
    names.push((await card.locator('.product-card__name').textContent())!.trim());
    await card.getByTestId('wish-heart').click();
    await expect(card.getByTestId('wish-heart')).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByText('Added to wish list').first()).toBeVisible();
  await expect(page.getByTestId('wish-count')).toHaveText('2');

  await signUpInSingapore(page, `heart-${Date.now().toString(36)}@example.com.sg`, PASSWORD);
  await page.goto('/account');
  await waitForHydration(page);
  await page.getByTestId('account-wish-list-link').click();
  await expect(page).toHaveURL(/\/account\/wishlist$/);
  const items = page.getByTestId('wish-list-item');
  await expect(items).toHaveCount(2);
  for (const name of names) await expect(page.getByTestId('wish-list').getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('wish-count')).toHaveText('2');
  // Still two after a reload: on the server now, not only in this browser.
  await page.reload();
  await expect(page.getByTestId('wish-list-item')).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('SG/en: a heart on the listing shows on the product page and in the header, and comes off everywhere, without a reload', async ({ page }) => {
  const errors = watchPageErrors(page);
  await signUpInSingapore(page, `cache-${Date.now().toString(36)}@example.com.sg`, PASSWORD);
  await openListing(page);
  await waitForHydration(page);
  await expect(page.getByTestId('wish-count')).toHaveText('0');
  await page.locator('.product-card').nth(2).getByTestId('wish-heart').click();
  // The card is named by the product the heart was given to (the listing may re-render around it).
  const given = page.locator('.product-card').filter({ has: page.locator('[data-testid="wish-heart"][aria-pressed="true"]') });
  await expect(given).toHaveCount(1);
  const name = (await given.locator('.product-card__name').textContent())!.trim();
  const card = page
    .locator('.product-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();
  await expect(page.getByTestId('wish-count')).toHaveText('1');

  // A client-side navigation (no document load): the page's heart is already on.
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await card.locator('a').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  const pageHeart = page.locator('.purchase').getByTestId('wish-heart');
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('wish-count')).toHaveText('0');
  await page.goBack();
  await expect(
    page
      .locator('.product-card')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
      .first()
      .getByTestId('wish-heart'),
  ).toHaveAttribute('aria-pressed', 'false');
  expect(documents).toBe(0);
  expect(errors).toEqual([]);
});

test('TH/th: a member waitlists an out-of-stock shade; restocked, they get one mail in Thai and leave the waitlist', async ({ page }) => {
  const errors = watchPageErrors(page);
  const email = `wait-${Date.now().toString(36)}@example.co.th`;
  await signUpInSingapore(page, email, PASSWORD);
  await page.goto('/?country_code=TH&language=th');
  await waitForHydration(page);

  // A product with several shades, one of them out of stock in Thailand (the first pages of the listing).
  type Found = { slug: string; badges: string[]; variationType: string; variants: { id: string; name: string; stockStatus: string }[] };
  let product: Found | undefined;
  for (let offset = 0; !product && offset < 480; offset += 96) {
    const found = await page.request.post('/graphql', {
      headers: { 'content-type': 'application/json', 'x-site-country': 'th' },
      data: { query: `{ products(first: 96, offset: ${offset}) { nodes { slug badges variationType variants { id name stockStatus } } } }` },
    });
    const nodes = (await found.json()).data.products.nodes as Found[];
    product = nodes.find(
      (p) =>
        p.variationType === 'SHADE' &&
        !p.badges.includes('COMING_SOON') &&
        p.variants.some((v) => v.stockStatus === 'OUT_OF_STOCK') &&
        p.variants.some((v) => v.stockStatus !== 'OUT_OF_STOCK'),
    );
  }
  expect(product, 'a product with an out-of-stock shade in TH').toBeDefined();
  const shade = product!.variants.find((v) => v.stockStatus === 'OUT_OF_STOCK')!;

  await page.goto(`/products/${product!.slug}`);
  await waitForHydration(page);
  await page.locator('.variant-picker__label.is-out-of-stock').filter({ hasText: shade.name }).first().click();
  await page.getByRole('button', { name: thai.catalog.button.waitlistMe }).click();
  await expect(page.getByRole('button', { name: thai.catalog.button.waitlisted })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(thai.lists.alert.waitlisted)).toBeVisible();

  // Restocked through the sandbox, which runs the back-in-stock job at once.
  const restocked = await page.request.post(`${apiUrl}/sandbox/lists/restock`, { data: { variantId: shade.id, country: 'TH', quantity: 8 } });
  expect(restocked.status()).toBe(200);
  expect((await restocked.json()).mailed).toBeGreaterThanOrEqual(1);
  const again = await page.request.post(`${apiUrl}/sandbox/lists/restock`, { data: { variantId: shade.id, country: 'TH', quantity: 8 } });
  expect((await again.json()).waiting).toBe(0);

  const outbox = await page.request.get(`${apiUrl}/sandbox/lists/outbox?recipient=${encodeURIComponent(email)}`);
  const { mails } = (await outbox.json()) as { mails: { kind: string; payload: Record<string, string> }[] };
  expect(mails.map((m) => m.kind)).toEqual(['waitlist_back_in_stock']);
  expect(mails[0]!.payload).toMatchObject({ language: 'th', country: 'TH', productPath: `/products/${product!.slug}`, variantName: shade.name });

  // The shopper sees it: the shade can go in the bag, and the waitlist button is gone.
  await page.reload();
  await waitForHydration(page);
  await page.locator('.variant-picker__label').filter({ hasText: shade.name }).first().click();
  await expect(page.getByRole('button', { name: thai.product.addToBag })).toBeEnabled();
  await expect(page.getByRole('button', { name: thai.catalog.button.waitlisted })).toHaveCount(0);
  expect(errors).toEqual([]);
});
