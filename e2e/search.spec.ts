// Searching as a shopper does: the overlay's popular searches, a typo answered with "did
// you mean", picking the suggestion, the results page (a listing), recent searches kept on
// the device, and a query nothing matches. In Singapore in English and Thailand in Thai.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration, watchPageErrors } from './support/storefront.ts';

interface Visit {
  name: string;
  arrival: string;
  label: string;
  popular: string;
  popularFirst: string;
  typo: string;
  corrected: string;
  didYouMean: string;
  resultsTitle: (q: string) => string;
  showingFor: (q: string, corrected: string) => string;
  resultCount: RegExp;
  recent: string;
  noMatch: (q: string) => string;
  tip: string;
}

const VISITS: Visit[] = [
  {
    name: 'Singapore in English',
    arrival: '/',
    label: 'Search',
    popular: 'Popular searches',
    popularFirst: 'lipstick',
    typo: 'mascra',
    corrected: 'mascara',
    didYouMean: 'Did you mean:',
    resultsTitle: (q) => `Search results for “${q}”`,
    showingFor: (q, c) => `No results for “${q}”. Showing results for “${c}”.`,
    resultCount: /^1-\d+ of \d+ results$/,
    recent: 'Recent searches',
    noMatch: (q) => `We couldn’t find a match for “${q}”.`,
    tip: 'Check the spelling.',
  },
  {
    name: 'Thailand in Thai',
    arrival: '/?country_code=TH&language=th',
    label: 'ค้นหา',
    popular: 'คำค้นหายอดนิยม',
    popularFirst: 'ลิปสติก',
    typo: 'ลิปสติค',
    corrected: 'ลิปสติก',
    didYouMean: 'คุณหมายถึง:',
    resultsTitle: (q) => `ผลการค้นหาสำหรับ “${q}”`,
    showingFor: (q, c) => `ไม่พบผลลัพธ์สำหรับ “${q}” แสดงผลลัพธ์สำหรับ “${c}”`,
    resultCount: /^1-\d+ จาก \d+ รายการ$/,
    recent: 'การค้นหาล่าสุด',
    noMatch: (q) => `ไม่พบผลลัพธ์ที่ตรงกับ “${q}”`,
    tip: 'ตรวจสอบการสะกดคำ',
  },
];

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

for (const visit of VISITS) {
  test(`${visit.name}: search with a typo, pick the suggestion, see the results`, async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(visit.arrival);
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: visit.label });
    const panel = page.locator('#search-panel');

    // Before typing: the site's popular searches in its language.
    await box.click();
    await expect(panel.getByRole('heading', { name: visit.popular })).toBeVisible();
    await expect(panel.getByRole('link', { name: visit.popularFirst, exact: true }).first()).toBeVisible();
    await expectAxeClean(page);

    // A typo: the overlay offers the correction, with products it finds.
    await box.fill(visit.typo);
    await expect(panel.getByText(visit.didYouMean)).toBeVisible();
    await expect(panel.locator('.search-panel__products li').first()).toBeVisible();
    await expectAxeClean(page);
    await panel.getByRole('link', { name: visit.corrected, exact: true }).first().click();

    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(visit.corrected)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visit.resultsTitle(visit.corrected));
    await expect(page.getByText(visit.resultCount)).toBeVisible();
    await expect(page.locator('.product-card').first()).toBeVisible();
    await expectAxeClean(page);

    // The typo submitted as is: the results page says what it shows instead.
    await box.fill(visit.typo);
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visit.resultsTitle(visit.typo));
    await expect(page.getByText(visit.showingFor(visit.typo, visit.corrected))).toBeVisible();
    await expect(page.locator('.product-card').first()).toBeVisible();

    // Recent searches are kept on the device.
    await box.fill('');
    await box.click();
    const recent = panel.getByRole('region', { name: visit.recent });
    await expect(recent.getByRole('link', { name: visit.corrected, exact: true })).toBeVisible();
    await expect(recent.getByRole('link', { name: visit.typo, exact: true })).toBeVisible();

    // Nothing matches: the message with the spelling tips.
    await box.fill('qwxzqj');
    await expect(panel.getByText(visit.noMatch('qwxzqj'))).toBeVisible();
    await expect(panel.getByText(visit.tip)).toBeVisible();
    await box.press('Enter');
    await expect(page.locator('main').getByText(visit.noMatch('qwxzqj'))).toBeVisible();
    await expect(page.locator('.product-card')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
