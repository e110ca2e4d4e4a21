// Analytics (docs/product.md#analytics-user, docs/product.md#analytics; decision 0103): page_viewed is pushed once for the
// server-rendered first view and once per client navigation, with the page URL and the
// site block; nothing in preview. Device detection feeds the mobile flag. The tag-manager
// script is on the page only for a country with an id, and never leaves this machine here:
// a second web server points TAG_MANAGER_ORIGIN at itself.
import { expect, type Page, test } from '@playwright/test';
import { startSecondWebServer } from './support/second-web-server.ts';
import { waitForHydration } from './support/storefront.ts';

const pageViews = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((e) => e.event === 'page_viewed'));

test('page_viewed fires once for the first view and once per client navigation', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(async () => (await pageViews(page)).length).toBe(1);
  const [first] = (await pageViews(page)) as Array<Record<string, any>>;
  expect(first).toMatchObject({
    event: 'page_viewed',
    channel: 'web',
    page: { url: expect.stringMatching(/\/$/) },
    user: null,
    site: { locale: 'sg', language: 'en', mobile: false, status: 200 },
    cart: {},
  });

  await page.getByTestId('bag-link').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect.poll(async () => (await pageViews(page)).length).toBe(2);
  const views = (await pageViews(page)) as Array<Record<string, any>>;
  expect(views[1]!.page.url).toMatch(/\/cart$/);
  await page.waitForTimeout(500);
  expect(await pageViews(page)).toHaveLength(2);
  // No tag manager without an id for the country.
  await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
});

test('a phone is detected from its User-Agent, and a resize re-detects it', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/?country_code=TH&language=th');
  await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
  await waitForHydration(page);
  await expect
    .poll(async () => ((await pageViews(page)) as Array<Record<string, any>>)[0]?.site)
    .toEqual({ locale: 'th', language: 'th', mobile: true, status: 200 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');
  await context.close();
});

test('nothing fires in preview', async ({ page }) => {
  await page.goto('/preview/layout');
  await waitForHydration(page);
  await page.waitForTimeout(1_000);
  expect(await pageViews(page)).toHaveLength(0);
});

test('the tag-manager script is there for a configured country only, and not with analytics turned off', async ({ page }) => {
  // Two more web servers start and stop in this test: slow on a busy machine.
  test.setTimeout(300_000);
  // TH asks for consent by default (decision 0114, e2e/platform-consent.spec.ts); here it does not.
  const withTags = await startSecondWebServer({
    NODE_ENV: 'production',
    TAG_MANAGER_IDS: 'TH=GTM-TEST123',
    TAG_MANAGER_ORIGIN: 'http://127.0.0.1:9',
    ANALYTICS_CONSENT_COUNTRIES: 'none',
  });
  try {
    // The stand-in origin answers nothing: the request never leaves this machine.
    await page.route('http://127.0.0.1:9/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.tagManagerLoaded = true;' }),
    );
    await page.goto(`${withTags.url}/?country_code=TH&language=th`);
    await expect(page.locator('script[data-tag-manager="GTM-TEST123"]')).toHaveAttribute('src', 'http://127.0.0.1:9/gtm.js?id=GTM-TEST123');
    await expect.poll(() => page.evaluate(() => (window as unknown as { tagManagerLoaded?: boolean }).tagManagerLoaded)).toBe(true);
    await page.goto(`${withTags.url}/?country_code=SG`);
    await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
  } finally {
    await withTags.stop();
  }
  const off = await startSecondWebServer({ NODE_ENV: 'production', ANALYTICS_ENABLED: 'false', TAG_MANAGER_IDS: 'SG=G-TEST4567' });
  try {
    // SG has an id, but analytics is off: no script in the page.
    const response = await page.goto(`${off.url}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
  } finally {
    await off.stop();
  }
});
