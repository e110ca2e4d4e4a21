// axe finds no serious or critical accessibility violation on the pages a shopper walks
// through, in English and in Thai. Screenshots of each page are kept with the results.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { openBuyableProduct, SINGAPORE, THAILAND, waitForHydration } from './support/storefront.ts';

async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  expect(serious, `${name}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

for (const shopper of [SINGAPORE, THAILAND]) {
  const key = shopper === SINGAPORE ? 'sg' : 'th';

  // Two tests a shopper, each well under the time limit on a busy machine.
  const openCategory = async (page: Page) => {
    await page.getByRole('navigation', { name: shopper.text.categoriesNav }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/pages\/categories\//);
    await expect(page.getByText(shopper.text.resultCount)).toBeVisible();
  };

  test(`${shopper.name}: home, its locale switcher and a category pass axe`, async ({ page }, testInfo) => {
    await page.goto(shopper.arrival);
    await waitForHydration(page);
    await expectNoSeriousViolations(page, testInfo, `${key}-home`);

    await page.locator('.locale-switcher summary').click();
    await expectNoSeriousViolations(page, testInfo, `${key}-locale-switcher`);
    await page.locator('.locale-switcher summary').click();

    await openCategory(page);
    await expectNoSeriousViolations(page, testInfo, `${key}-category`);
  });

  test(`${shopper.name}: product, added to bag, and the bag pass axe`, async ({ page }, testInfo) => {
    await page.goto(shopper.arrival);
    await waitForHydration(page);
    await openCategory(page);
    await openBuyableProduct(page);
    await expectNoSeriousViolations(page, testInfo, `${key}-product`);

    await page.getByRole('button', { name: shopper.text.addToBag }).click();
    await expect(page.getByTestId('bag-count')).toHaveText('1');
    await expectNoSeriousViolations(page, testInfo, `${key}-product-added`);

    await page.getByTestId('bag-link').click();
    await expect(page.locator('.bag-line')).toHaveCount(1);
    await expectNoSeriousViolations(page, testInfo, `${key}-cart`);
  });
}

test('the empty bag and the 404 page pass axe', async ({ page }, testInfo) => {
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByText('Your bag is empty')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'empty-bag');

  await page.goto('/no/such/page');
  await waitForHydration(page);
  await expectNoSeriousViolations(page, testInfo, 'not-found');
});
