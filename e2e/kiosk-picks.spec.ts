// The website's side of the in-store kiosk (issue 18, decision 0119): a kiosk's picks opened
// on a phone from its QR code (/picks?items=…), shown without JavaScript, added to the bag
// all at once; and the Beauty Pass card as a QR code on the account page, for the kiosk's
// scanner.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signUpInSingapore, waitForHydration, watchPageErrors } from './support/storefront.ts';

interface Pick {
  id: string;
  product: string;
  brand: string;
}

/** Two in-stock variants of two products sold in Singapore, read from the gateway as the kiosk would. */
async function twoPicks(page: Page): Promise<Pick[]> {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-site-country': 'sg' },
    data: { query: '{ products(first: 20) { nodes { name brand { name } variants { id stockStatus } } } }' },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  const picks: Pick[] = [];
  for (const product of body.data.products.nodes as { name: string; brand: { name: string }; variants: { id: string; stockStatus: string }[] }[]) {
    const variant = product.variants.find((v) => v.stockStatus === 'IN_STOCK');
    if (variant && !picks.some((pick) => pick.product === product.name)) picks.push({ id: variant.id, product: product.name, brand: product.brand.name });
    if (picks.length === 2) break;
  }
  expect(picks).toHaveLength(2);
  return picks;
}

async function expectAccessible(page: Page, name: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  expect(serious, name).toEqual([]);
}

const picksUrl = (picks: Pick[]) => `/picks?items=${picks.map((pick) => pick.id).join(',')},P000000-9&country_code=SG&language=en`;

test('a kiosk’s picks on the phone: both products shown (without JavaScript too), the unknown one noted, one added by its button and the other by Add all', async ({
  page,
  browser,
}) => {
  const picks = await twoPicks(page);

  // Without JavaScript: the server's page already lists the picks, and asks not to be indexed.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(picksUrl(picks));
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Your picks from the store');
  for (const pick of picks) await expect(plain.getByTestId('pick').getByRole('heading', { name: pick.product })).toBeVisible();
  await expect(plain.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await noScript.close();

  const errors = watchPageErrors(page);
  await page.goto(picksUrl(picks));
  await waitForHydration(page);
  const cards = page.getByTestId('pick');
  await expect(cards).toHaveCount(2);
  for (const [index, pick] of picks.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { name: pick.product })).toBeVisible();
    await expect(card).toContainText(pick.brand);
    // The picture of the picked shade loads (a broken one has no natural width).
    const picture = card.locator('img');
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(card.locator('.price-tag')).toHaveText(/\$\d/);
  }
  await expect(page.getByTestId('picks-notes')).toHaveText('1 pick could not be found and is not shown.');
  await expectAccessible(page, 'picks');

  // One pick by its own button, then "Add all", which adds only the other: two in the bag.
  await expect(page.getByTestId('bag-count')).toHaveText('0');
  await cards
    .first()
    .getByRole('button', { name: /^Add to bag/ })
    .click();
  await expect(page.getByTestId('bag-count')).toHaveText('1');
  await expect(cards.first().getByTestId('pick-added')).toHaveText('Added to bag');
  await page.getByRole('button', { name: 'Add all to bag', exact: true }).click();
  await expect(page.getByTestId('bag-count')).toHaveText('2');
  await expect(page.getByTestId('pick-added')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Add all to bag' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the picks page speaks the kiosk’s language: Thai on the Thai site', async ({ page }) => {
  await page.goto('/picks?items=P000000-9&country_code=TH&language=th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('สินค้าที่คุณเลือกจากร้าน');
  await expect(page.getByTestId('picks-empty')).toBeVisible();
  await expect(page.getByTestId('picks-notes')).toContainText('1');
});

test('a member’s account page shows their Beauty Pass card as a QR code for a kiosk’s scanner', async ({ page }) => {
  const email = `kiosk-qr-${Date.now().toString(36)}@example.com.sg`;
  const password = 'Cantik#2025';
  await signUpInSingapore(page, email, password);

  await page.getByTestId('account-link').click();
  await expect(page.getByTestId('beauty-pass-card')).toHaveText(/^\d{11}$/);
  const qr = page.getByRole('img', { name: 'Your Beauty Pass card, for scanning at a store’s kiosk' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
  // Drawn, and big enough for a scanner at arm's length.
  await expect(qr.locator('path')).toHaveAttribute('d', /^M\d/);
  const box = await qr.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(150);
  await expectAccessible(page, 'account with the card QR');
});
