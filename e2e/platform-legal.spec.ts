// The legal and help pages (docs/product.md#paths; issue 14 item 8): the footer's links work, in the
// shopper's language, the terms open at the Legal Terms section, and each country's help
// page is where "contact customer service" leads.
import { expect, test } from '@playwright/test';

test('the footer links open the privacy policy and the legal terms, in the shopper language', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.locator('.site-footer a[href="/privacy"]').click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: 'What we collect' })).toBeVisible();

  await page.goto('/');
  await page.locator('.site-footer a[href="/terms?section=Legal+Terms"]').click();
  await expect(page).toHaveURL(/\/terms\?section=Legal\+Terms$/);
  await expect(page.getByRole('heading', { name: 'Legal Terms' })).toBeInViewport();

  await page.goto('/terms?section=Legal+Terms&country_code=TH&language=th');
  await expect(page.getByRole('heading', { name: 'ข้อกำหนดทางกฎหมาย' })).toBeVisible();
  await page.goto('/privacy?country_code=HK&language=zh');
  await expect(page.getByRole('heading', { name: '您的權利' })).toBeVisible();
});

test("each country's help page shows its own customer service, and the blocked-payment page links to it", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/pages/help?country_code=MY');
  await expect(page.getByText('care.my@lumibeauty.example')).toBeVisible();
  await page.goto('/pages/help?country_code=ID&language=id');
  await expect(page.getByRole('heading', { name: 'Hubungi layanan pelanggan' })).toBeVisible();
  await expect(page.getByText('care.id@lumibeauty.example')).toBeVisible();

  await page.goto('/sandbox/payment-status/sg?status=blocked&country_code=SG&language=en');
  await page.getByRole('link', { name: 'Contact customer service' }).click();
  await expect(page).toHaveURL(/\/pages\/help$/);
  await expect(page.getByText('care.sg@lumibeauty.example')).toBeVisible();
});
