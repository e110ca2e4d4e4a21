// Marketing consent (decision 0114): in a consent country (TH by default) the tag manager
// waits for the visitor. Before a choice there is a banner and no request for the script;
// Accept loads it at once and the server writes it from then on; Decline keeps it away;
// "Cookie settings" in the footer changes the choice. In SG nobody is asked. A second web
// server has the ids and points TAG_MANAGER_ORIGIN at a stand-in the browser never reaches.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { startSecondWebServer } from './support/second-web-server.ts';
import { skipArrivalOverlay, waitForHydration } from './support/storefront.ts';

const STAND_IN = 'http://127.0.0.1:9';
let server: Awaited<ReturnType<typeof startSecondWebServer>> | undefined;

test.beforeAll(async () => {
  // A production server starting beside the stack: slow on a busy machine.
  test.setTimeout(120_000);
  server = await startSecondWebServer({ NODE_ENV: 'production', TAG_MANAGER_IDS: 'TH=GTM-TEST123,SG=G-TEST4567', TAG_MANAGER_ORIGIN: STAND_IN });
});
test.afterAll(async () => server?.stop());

const site = (path: string) => `${server!.url}${path}`;

/**
 * Answers the stand-in origin and lists every request the page made to it. The second
 * server's origin is not the one playwright.config's storageState dismissed the seeded
 * content overlay for (decision 0041): dismissed here too, or its dialog covers the page.
 */
async function watchTagManager(page: Page): Promise<string[]> {
  await skipArrivalOverlay(page);
  const requests: string[] = [];
  await page.route(`${STAND_IN}/**`, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.tagManagerRuns = (window.tagManagerRuns || 0) + 1;' });
  });
  return requests;
}

const tagManagerRuns = (page: Page) => page.evaluate(() => (window as unknown as { tagManagerRuns?: number }).tagManagerRuns ?? 0);
const pageViews = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((e) => e.event === 'page_viewed').length);
const consentCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'marketing-consent');

test('Thailand: the banner asks first, Accept loads the tag manager at once, and the server writes it from then on', async ({ page }, testInfo) => {
  const requests = await watchTagManager(page);
  const first = await page.goto(site('/?country_code=TH&language=th'));
  expect(await first!.text()).not.toContain('data-tag-manager');
  await waitForHydration(page);
  const banner = page.getByRole('region', { name: 'คุกกี้และความเป็นส่วนตัวของคุณ' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'อ่านนโยบายความเป็นส่วนตัวของเรา' })).toHaveAttribute('href', '/privacy');
  await page.screenshot({ path: testInfo.outputPath('th-banner.png') });
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="consent-banner"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // page_viewed still goes into the page's own dataLayer, which sends nothing by itself.
  await expect.poll(() => pageViews(page)).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);

  await banner.getByRole('button', { name: 'ยอมรับคุกกี้การตลาด' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => tagManagerRuns(page)).toBe(1);
  expect(requests).toEqual([`${STAND_IN}/gtm.js?id=GTM-TEST123`]);
  // The script a click adds passes the CSP with the page's nonce.
  expect(await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[data-tag-manager]')?.nonce)).toMatch(/.{16,}/);
  const cookie = await consentCookie(page);
  expect(cookie).toMatchObject({ value: 'granted', httpOnly: false, sameSite: 'Lax', path: '/' });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  const again = await page.reload();
  expect(await again!.text()).toContain('data-tag-manager="GTM-TEST123"');
  await waitForHydration(page);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  expect(await tagManagerRuns(page)).toBe(1);

  // Changed later from the footer: the banner comes back with focus; declining reloads
  // the page (a running tag manager cannot be unloaded), which the server renders without it.
  await page.getByRole('button', { name: 'การตั้งค่าคุกกี้' }).click();
  await expect(banner).toBeFocused();
  await expect(banner).toContainText('ขณะนี้คุณยอมรับคุกกี้การตลาด');
  const reloaded = page.waitForResponse((response) => response.request().isNavigationRequest());
  await banner.getByRole('button', { name: 'ปฏิเสธคุกกี้การตลาด' }).click();
  expect(await (await reloaded).text()).not.toContain('data-tag-manager');
  await waitForHydration(page);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  expect((await consentCookie(page))?.value).toBe('denied');
});

test('Thailand: Decline keeps the tag manager away, across a reload too', async ({ page }) => {
  const requests = await watchTagManager(page);
  await page.goto(site('/?country_code=TH&language=en'));
  await waitForHydration(page);
  const banner = page.getByRole('region', { name: 'Cookies and your privacy' });
  const decline = banner.getByRole('button', { name: 'Decline marketing cookies' });
  // No focus trap: Tab leaves the banner's last button for the page.
  await decline.focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-testid="consent-banner"] :focus')).toHaveCount(0);

  await decline.click();
  await expect(banner).toBeHidden();
  expect((await consentCookie(page))?.value).toBe('denied');
  const again = await page.reload();
  expect(await again!.text()).not.toContain('data-tag-manager');
  await waitForHydration(page);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  expect(await tagManagerRuns(page)).toBe(0);
});

test('Singapore relies on notice: no banner, and the tag manager loads with the page', async ({ page }) => {
  const requests = await watchTagManager(page);
  const response = await page.goto(site('/?country_code=SG'));
  expect(await response!.text()).toContain('data-tag-manager="G-TEST4567"');
  await waitForHydration(page);
  await expect.poll(() => tagManagerRuns(page)).toBe(1);
  expect(requests).toEqual([`${STAND_IN}/gtag/js?id=G-TEST4567`]);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await expect(page.getByTestId('cookie-settings')).toHaveCount(0);
});

test('on a phone the banner covers neither the bag link nor the assistant launcher', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await skipArrivalOverlay(page);
  await page.goto(site('/?country_code=TH&language=th'));
  await waitForHydration(page);
  await page.screenshot({ path: testInfo.outputPath('th-phone-banner.png') });
  const banner = await page.getByTestId('consent-banner').boundingBox();
  expect(banner).not.toBeNull();
  for (const other of [page.getByTestId('bag-link'), page.getByTestId('assistant-launcher')]) {
    const box = await other.boundingBox();
    expect(box).not.toBeNull();
    const overlaps =
      box!.x < banner!.x + banner!.width && banner!.x < box!.x + box!.width && box!.y < banner!.y + banner!.height && banner!.y < box!.y + box!.height;
    expect(overlaps).toBe(false);
  }
  await context.close();
});
