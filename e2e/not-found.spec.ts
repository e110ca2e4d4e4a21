// The 404 page of docs/product.md#not-found, with a real 404 status, for unmatched paths and for unknown
// product and category slugs; translated on the Thai site.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/storefront.ts';

test('an unmatched path answers 404 with the page-not-found texts', async ({ page, request }) => {
  const response = await request.get('/no/such/page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page not found: /no/such/page');

  const visit = await page.goto('/no/such/page');
  expect(visit?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page).toHaveTitle('Page not found | Lumi Beauty Singapore');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry we couldn’t find the page you are looking for');
  await expect(page.getByText('Try searching or go to our home page to continue shopping')).toBeVisible();
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
  // The shop around it still works: header and bag.
  await expect(page.getByTestId('bag-link')).toBeVisible();
  await page.getByRole('link', { name: 'Back To Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The home page's content entry (decision 0041): its hero is the page's heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Beauty that keeps up with you' })).toBeVisible();
});

test('unknown product and category slugs are 404 pages too', async ({ request }) => {
  for (const path of ['/products/no-such-product', '/pages/categories/no-such-category', '/pages/categories/makeup/face/no-such']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain('Sorry we couldn’t find the page you are looking for');
    expect(html, path).toContain(`Page not found: ${path}`);
  }
});

test('the 404 page speaks Thai on the Thai site', async ({ request }) => {
  const response = await request.get('/no-such-page?country_code=TH&language=th');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('ขออภัย เราไม่พบหน้าที่คุณกำลังค้นหา');
  expect(html).toContain('ลองค้นหาหรือกลับไปที่หน้าแรกเพื่อช้อปต่อ');
  expect(html).toContain('ไม่พบหน้า: /no-such-page');
  expect(html).toContain('กลับสู่หน้าแรก');
  expect(html).toMatch(/<title>ไม่พบหน้านี้ \| Lumi Beauty ประเทศไทย<\/title>/);
});
