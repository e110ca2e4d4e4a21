// /swagger (docs/product.md#layouts, blank layout): the api's OpenAPI document in the bundled Swagger UI,
// with the network cut off beyond this server, under the production CSP.
import { expect, test } from '@playwright/test';

test('/swagger renders every REST route from this server alone, offline, under the CSP', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    elsewhere.push(url);
    return route.abort('internetdisconnected');
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto('/swagger');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  // The document is large: parsing it takes a while on a busy machine.
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Beauty storefront REST api', { timeout: 45_000 });
  // Grouped by tags; one operation of each kind of route is there with its summary.
  await expect(page.locator('.opblock-tag-section').first()).toBeVisible();
  expect(await page.locator('.opblock').count()).toBeGreaterThan(40);
  await expect(page.locator('.opblock-summary-path', { hasText: '/api/web/v1/cart/line-items/' }).first()).toBeAttached();
  await expect(page.locator('.opblock-tag', { hasText: 'sandbox' })).toBeVisible();

  // An operation opens with its request body and its error answers.
  const addLine = page.locator('.opblock-post', { has: page.locator('.opblock-summary-path', { hasText: /^\/api\/web\/v1\/cart\/line-items\/?$/ }) }).first();
  await addLine.locator('.opblock-summary').click();
  await expect(addLine.locator('.opblock-section-request-body')).toBeVisible();
  await expect(addLine.locator('.responses-table .response-col_status', { hasText: '409' })).toBeVisible();

  // Blank layout: none of the shop's header or footer.
  await expect(page.locator('.site-header, .site-footer')).toHaveCount(0);
  expect(elsewhere).toEqual([]);
  expect(violations).toEqual([]);
});
