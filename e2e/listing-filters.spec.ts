// Filtering, sorting and "Show More Products" on a category, as a shopper does it: in
// Malaysia in English and in Hong Kong in Chinese. The counts beside the options are the
// api's, the state lives in the URL (a reload or a shared link shows the same), and a
// filter nothing matches says so. axe checks the filtered page.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { amountOf, waitForHydration, watchPageErrors } from './support/storefront.ts';

interface Visit {
  name: string;
  arrival: string;
  lang: string;
  vegan: string;
  others: string;
  price: string;
  currency: RegExp;
  sortLabel: string;
  priceLowToHigh: string;
  showMore: string;
  resultCount: (from: number, to: number, total: number) => string;
  empty: string;
}

const MALAYSIA: Visit = {
  name: 'Malaysia in English',
  arrival: '/pages/categories/makeup?country_code=MY',
  lang: 'en-MY',
  vegan: 'Vegan',
  others: 'Others',
  price: 'Price',
  currency: /RM/,
  sortLabel: 'Sort by',
  priceLowToHigh: 'Price Low to High',
  showMore: 'Show More Products',
  resultCount: (from, to, total) => `${from}-${to} of ${total} results`,
  empty: 'Sorry, no products found!',
};

const HONG_KONG: Visit = {
  name: 'Hong Kong in Chinese',
  arrival: '/pages/categories/makeup?country_code=HK&language=zh',
  lang: 'zh-HK',
  vegan: '純素',
  others: '其他',
  price: '價格',
  currency: /HK\$/,
  sortLabel: '排序方式',
  priceLowToHigh: '價格由低至高',
  showMore: '顯示更多產品',
  resultCount: (from, to, total) => `第 ${from}-${to} 項，共 ${total} 項結果`,
  empty: '抱歉，找不到任何產品！',
};

/** The price each card shows the shopper pays (the sale price when on sale). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .locator('.product-card .price-tag')
    .evaluateAll((tags) =>
      tags.map((tag) => (tag.querySelector('.price-tag__sale, .price-tag__current')?.textContent ?? '').replace(/^[^\d]*?(?=[A-Z$฿₱]|\d)/, '')),
    );
  return texts.map(amountOf);
}

for (const visit of [MALAYSIA, HONG_KONG]) {
  test(`${visit.name}: filter, sort and show more on a category`, async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(visit.arrival);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', visit.lang);

    // Price ranges are in the site's currency.
    const priceGroup = page.getByRole('group', { name: visit.price });
    await expect(priceGroup.getByRole('checkbox').first()).toBeVisible();
    for (const label of await priceGroup.locator('label').allTextContents()) expect(label).toMatch(visit.currency);

    // Vegan, with its count: the listing then shows exactly that many.
    const others = page.getByRole('group', { name: visit.others });
    const vegan = others.getByRole('checkbox', { name: new RegExp(`^${visit.vegan} \\(\\d+\\)$`) });
    const veganLabel = (await others.locator('label', { hasText: visit.vegan }).textContent()) ?? '';
    const veganCount = Number(/\((\d+)\)/.exec(veganLabel)?.[1]);
    expect(veganCount).toBeGreaterThan(48);
    await vegan.check();
    await expect(page).toHaveURL(/[?&]others=vegan(&|$)/);
    await expect(page.getByText(visit.resultCount(1, 24, veganCount))).toBeVisible();
    await expect(others.getByRole('checkbox', { name: new RegExp(`^${visit.vegan} `) })).toBeChecked();

    // Sorting keeps the filter; prices rise down the page.
    await page.getByLabel(visit.sortLabel).selectOption({ label: visit.priceLowToHigh });
    await expect(page).toHaveURL(/sort=price-low-to-high/);
    await expect(page).toHaveURL(/others=vegan/);
    await expect(page.getByText(visit.resultCount(1, 24, veganCount))).toBeVisible();
    // The URL and the count change before the re-sorted cards render (same count): wait
    // for the cards as the shopper does.
    await expect(async () => {
      const prices = await cardPrices(page);
      expect(prices).toHaveLength(24);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }).toPass({ timeout: 10_000 });

    // Show More Products keeps both, and the next page continues the order.
    await page.getByRole('link', { name: visit.showMore }).click();
    await expect(page.getByText(visit.resultCount(1, 48, veganCount))).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await expect(async () => {
      const more = await cardPrices(page);
      expect(more).toHaveLength(48);
      expect(more).toEqual([...more].sort((a, b) => a - b));
    }).toPass({ timeout: 10_000 });

    // The URL is the state: a fresh load of it (a shared link) renders the same on the server.
    const shared = page.url();
    const html = await (await page.request.get(shared)).text();
    expect(html).toContain(visit.resultCount(1, 48, veganCount));
    expect(html).toMatch(/<input[^>]*value="vegan"[^>]*checked=""|<input[^>]*checked=""[^>]*value="vegan"/);
    await page.goto(shared);
    await waitForHydration(page);
    await expect(page.locator('.product-card')).toHaveCount(48);

    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
    expect(serious).toEqual([]);

    // A brand with nothing in this category: the shopper is told, and can undo it.
    await page.goto(`${visit.arrival}&brands=virtue`);
    await waitForHydration(page);
    await expect(page.getByText(visit.empty)).toBeVisible();
    await page.getByRole('checkbox', { name: /^Virtue \(0\)$/ }).uncheck();
    await expect(page).not.toHaveURL(/brands=/);
    await expect(page.locator('.product-card')).toHaveCount(24);
    expect(errors).toEqual([]);
  });
}
