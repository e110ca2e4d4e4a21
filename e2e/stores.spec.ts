// The store locator in a real browser (issue 13 item 1): /stores lists the site country's
// stores with "open now" on each store's clock, the week's hours and an https directions
// link; a typed postcode or city, or the shared location (geolocation, allowed on this
// page only), puts the nearest first; the footer leads there; axe finds nothing serious.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForHydration, watchPageErrors } from './support/storefront.ts';

test.describe.configure({ timeout: 120_000 });

test('a Singapore shopper finds the stores, nearest first by postcode, with hours and directions', async ({ page }, testInfo) => {
  const errors = watchPageErrors(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('footer.site-footer').getByRole('link', { name: 'Find a store' }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible();
  const cards = page.getByTestId('store-card');
  await expect(cards).toHaveCount(8);
  await expect(page.getByText('8 stores')).toBeVisible();
  await expect(cards.first().getByTestId('store-open')).toHaveText(/^(Open now|Closed now)$/);
  await expect(cards.first().getByTestId('store-directions')).toHaveAttribute('href', /^https:\/\//);
  await cards.first().locator('summary', { hasText: 'Opening hours' }).click();
  await expect(cards.first().getByRole('row', { name: /Monday/ })).toContainText(/\d{1,2}:\d{2}/);

  // JEM's postcode: JEM first, measured from there.
  await page.getByLabel('Postcode or city').fill('608549');
  await page.locator('#main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/stores\?place=608549$/);
  await expect(cards.first().getByRole('heading')).toHaveText('JEM');
  await expect(cards.nth(1).getByTestId('store-distance')).toContainText('km away');

  await page.getByLabel('Postcode or city').fill('Atlantis');
  await page.locator('#main').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('store-search-status')).toContainText('We found no store near “Atlantis”');
  await expect(cards).toHaveCount(8);

  await page.screenshot({ path: testInfo.outputPath('stores.png'), fullPage: true });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('with the shopper’s location shared', () => {
  // Beside VivoCity, at HarbourFront.
  test.use({ geolocation: { latitude: 1.2645, longitude: 103.8221 }, permissions: ['geolocation'] });

  test('puts the nearest store first, and only this page may ask for the location', async ({ page }) => {
    const response = await page.goto('/stores');
    expect(response?.headers()['permissions-policy']).toContain('geolocation=(self)');
    await waitForHydration(page);
    await page.getByTestId('use-my-location').click();
    await expect(page.getByTestId('store-search-status')).toContainText('Nearest to you first');
    const first = page.getByTestId('store-card').first();
    await expect(first.getByRole('heading')).toHaveText('VivoCity');
    await expect(first.getByTestId('store-distance')).toContainText(/\d+ m away/);
    const cart = await page.request.get('/cart');
    expect(cart.headers()['permissions-policy']).toContain('geolocation=()');
  });
});

test('a Hong Kong shopper on the Chinese site finds the Causeway Bay store by typing 銅鑼灣, named as the mall names itself', async ({ page }) => {
  await page.goto(`/stores?country_code=HK&language=zh&place=${encodeURIComponent('銅鑼灣')}`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
  const first = page.getByTestId('store-card').first();
  await expect(first.getByRole('heading')).toHaveText('銅鑼灣時代廣場');
  await expect(first).toContainText('銅鑼灣勿地臣街1號時代廣場');
  await expect(page.getByTestId('store-search-status')).not.toContainText('銅鑼灣”');
  await page.goto(`/stores?country_code=HK&language=zh&place=${encodeURIComponent('尖沙咀')}`);
  await expect(page.getByTestId('store-card').first().getByRole('heading')).toHaveText('海港城');
});

test('a Thai shopper on the Thai site reads the stores and the public holidays in Thai', async ({ page }) => {
  await page.goto(`/stores?country_code=TH&language=th&place=${encodeURIComponent('ชิดลม')}`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  const cards = page.getByTestId('store-card');
  await expect(cards.first().getByRole('heading')).toHaveText('เซ็นทรัลเวิลด์');
  const holidays = page.locator('.store-card__holidays').first();
  // Whichever holidays are coming, none is shown under its English name.
  await expect(holidays.locator('li').first()).toHaveText(/[\u0E00-\u0E7F]/);
  await expect(holidays).not.toContainText(/Day|Festival|Eve/);
});
