// The welcome screen: a first visit without a locale choice offers the country sites, the
// choice sticks (locale cookies), and a visitor who seems to be in another of our countries
// is told this site doesn't ship there, with a link to the site that does, and can say
// "not again"; the browser's language alone never makes that guess (issue 15 item 5).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/storefront.ts';

test('a first visit picks a country site, and the choice is kept', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const welcome = page.getByRole('region', { name: 'Welcome to Lumi Beauty' });
  await expect(welcome).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await welcome.getByRole('link', { name: 'Malaysia · English' }).click();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-MY');
  await expect(page.getByRole('region', { name: 'Welcome to Lumi Beauty' })).toHaveCount(0);
  await page.goto('/pages/categories/makeup');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-MY');
  await expect(page.getByRole('region', { name: 'Welcome to Lumi Beauty' })).toHaveCount(0);
});

test.describe('a visitor in Thailand on the Singapore site', () => {
  // Where the visitor is comes from the edge's geo header (docs/product.md#platform-calls), never the browser's language.
  test.use({ extraHTTPHeaders: { 'x-visitor-country': 'TH' } });

  test('is told this site does not ship there, with a link to the Thai site', async ({ page }) => {
    await page.goto('/?country_code=SG&language=en');
    await waitForHydration(page);
    await expect(page.getByText('This site doesn’t ship to your country.')).toBeVisible();
    await page.getByRole('link', { name: 'Shop Lumi Beauty Thailand' }).click();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
    await expect(page.getByText('This site doesn’t ship to your country.')).toHaveCount(0);
  });

  test('can dismiss the notice for good', async ({ page }) => {
    await page.goto('/?country_code=SG&language=en');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Dismiss this notice' }).click();
    await expect(page.getByText('This site doesn’t ship to your country.')).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await page.goto('/pages/categories/makeup');
    await waitForHydration(page);
    await expect(page.getByText('This site doesn’t ship to your country.')).toHaveCount(0);
  });
});

test.describe('a Thai-speaking visitor in Singapore', () => {
  test.use({ locale: 'th-TH' });

  test('is not told the Singapore site does not ship to them', async ({ page }) => {
    await page.goto('/?country_code=SG&language=en');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-SG');
    await expect(page.getByText('This site doesn’t ship to your country.')).toHaveCount(0);
  });
});
