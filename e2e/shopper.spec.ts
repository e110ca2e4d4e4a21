// A shopper's visit, as they would make it: home, a category, a product, add to bag (the
// header count changes without a reload), the bag in the local currency, change the
// quantity, remove. Once on the Singapore site in English, once on the Thai site in Thai.
import { expect, test } from '@playwright/test';
import { amountOf, openBuyableProduct, SINGAPORE, THAILAND, waitForHydration, watchPageErrors } from './support/storefront.ts';

for (const shopper of [SINGAPORE, THAILAND]) {
  test(`${shopper.name}: browse, add to bag, change the quantity, remove`, async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(shopper.arrival);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', shopper.lang);
    await expect(page).toHaveTitle(new RegExp(` \\| ${shopper.siteTitle}$`));

    // A category from the header.
    const categories = page.getByRole('navigation', { name: shopper.text.categoriesNav });
    const category = categories.getByRole('link').first();
    const categoryLabel = (await category.textContent()) ?? '';
    await category.click();
    await expect(page).toHaveURL(/\/pages\/categories\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryLabel);
    await expect(page.getByText(shopper.text.resultCount)).toBeVisible();
    await expect(page).toHaveTitle(`${categoryLabel} | ${shopper.siteTitle}`);

    // A product, added to the bag: the count in the header changes in the same document.
    const productName = await openBuyableProduct(page);
    await expect(page).toHaveTitle(new RegExp(` \\| ${shopper.siteTitle}$`));
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await expect(page.getByTestId('bag-count')).toHaveText('0');
    await page.getByRole('button', { name: shopper.text.addToBag }).click();
    await expect(page.getByTestId('bag-count')).toHaveText('1');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // The bag, first through the header link, then as a fresh page load: the device id
    // and locale cookies bring back the same bag in the same language.
    await page.getByTestId('bag-link').click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', shopper.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shopper.text.bagTitle);
    const line = page.locator('.bag-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('heading', { level: 2 })).toHaveText(productName);
    const lineTotal = line.locator('.bag-line__amount');
    await expect(lineTotal).toHaveText(shopper.price);
    const unitAmount = amountOf((await lineTotal.textContent()) ?? '');
    expect(unitAmount).toBeGreaterThan(0);
    await expect(page.locator('.bag-summary__subtotal')).toHaveText((await lineTotal.textContent()) ?? '');

    // Two of them: the line total, subtotal and header count follow.
    await line.getByRole('combobox', { name: shopper.text.quantity }).selectOption('2');
    await expect(page.getByTestId('bag-count')).toHaveText('2');
    await expect.poll(async () => amountOf((await lineTotal.textContent()) ?? '')).toBe(unitAmount * 2);
    await expect(lineTotal).toHaveText(shopper.price);
    await expect(page.locator('.bag-summary__subtotal')).toHaveText((await lineTotal.textContent()) ?? '');

    // Removed: the empty bag and a zero count.
    await line.getByRole('button', { name: shopper.text.remove }).click();
    await expect(page.getByText(shopper.text.emptyBag)).toBeVisible();
    await expect(page.getByTestId('bag-count')).toHaveText('0');
    expect(errors).toEqual([]);
  });
}

test('a locale chosen by query is kept by cookie for later pages', async ({ page, context }) => {
  await page.goto(THAILAND.arrival);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'locale')?.value).toBe('th');
  expect(cookies.find((c) => c.name === 'lng_th')?.value).toBe('th');
  const deviceId = cookies.find((c) => c.name === 'device-id');
  expect(deviceId?.httpOnly).toBe(true);
  expect(deviceId?.sameSite).toBe('Lax');

  await page.goto('/cart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');

  // English on the Thai site is a choice too, remembered for Thailand only.
  await page.goto('/?language=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-TH');
  await expect(page).toHaveTitle(/ \| Lumi Beauty Thailand$/);
  await page.goto('/?country_code=SG');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-SG');
  await page.goto('/?country_code=TH');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-TH');
});
