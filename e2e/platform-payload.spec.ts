// The prerendered payload (docs/product.md#platform-calls "GET {path}/_payload.json with build-hash query";
// decision 0115), in a real browser: a guest's client navigation to a content page takes
// its data from the page's payload of this build and locale, with no GraphQL request and
// no cookie; a page of another build is refused it and asks GraphQL, still showing the
// page; a member, whose blocks differ from a guest's, always asks GraphQL.
import { expect, type Page, test } from '@playwright/test';
import { signUpInSingapore, waitForHydration, watchGraphql } from './support/storefront.ts';

interface PayloadRequest {
  url: URL;
  status: number;
  cacheControl: string | undefined;
  /** The Cookie header the browser sent with it. */
  cookie: string | undefined;
}

function watchPayloads(page: Page): PayloadRequest[] {
  const seen: PayloadRequest[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('/_payload.json')) return;
    const { cookie } = await response.request().allHeaders();
    seen.push({ url, status: response.status(), cacheControl: response.headers()['cache-control'], cookie });
  });
  return seen;
}

const aboutLink = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'About us' });

test("a guest's client navigation to a content page reads its payload, not GraphQL", async ({ page }) => {
  const payloads = watchPayloads(page);
  const operations = watchGraphql(page);
  await page.goto('/?country_code=SG&language=en');
  await waitForHydration(page);
  const build = await page.locator('html').getAttribute('data-build');
  expect(build).toMatch(/^[0-9a-f-]{36}$/);
  // The server-rendered first view asks for neither.
  expect(payloads).toEqual([]);
  expect(operations).not.toContain('ContentPage');

  await aboutLink(page).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beauty, in a new light');
  await expect(page.getByText('Our beauty advisors are trained by the brands themselves', { exact: false })).toBeVisible();

  await expect.poll(() => payloads.length).toBe(1);
  const [payload] = payloads;
  expect(payload!.url.pathname).toBe('/about/_payload.json');
  expect(Object.fromEntries(payload!.url.searchParams)).toEqual({ build, locale: 'sg-en' });
  expect(payload!.status).toBe(200);
  expect(payload!.cacheControl).toMatch(/^public, max-age=\d+/);
  // The guest has cookies (device id, locale) and none went with it.
  expect(payload!.cookie).toBeUndefined();
  expect(operations).not.toContain('ContentPage');
});

test('a page of another build is refused the payload and asks GraphQL, still showing the page', async ({ page }) => {
  const payloads = watchPayloads(page);
  const operations = watchGraphql(page);
  await page.goto('/?country_code=SG&language=en');
  await waitForHydration(page);
  // As if this page were loaded from the build before the one now serving.
  const otherBuild = '11111111-2222-4333-8444-555555555555';
  await page.evaluate((id) => (document.documentElement.dataset.build = id), otherBuild);

  await aboutLink(page).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beauty, in a new light');
  await expect.poll(() => payloads.length).toBe(1);
  expect(payloads[0]!.url.searchParams.get('build')).toBe(otherBuild);
  expect(payloads[0]!.status).toBe(404);
  expect(payloads[0]!.cacheControl).toBe('no-store');
  expect(operations).toContain('ContentPage');
});

test("a member's content page comes from GraphQL with the member's own blocks, never the guests' payload", async ({ page }) => {
  // Signing up hashes a password: slow on a shared machine.
  test.setTimeout(180_000);
  await signUpInSingapore(page, `payload-${Date.now()}@example.com`, 'Cantik#2025');

  // The home's content is not in this page's cache yet: the navigation must load it.
  await page.goto('/about');
  await waitForHydration(page);
  const payloads = watchPayloads(page);
  const operations = watchGraphql(page);
  await page.locator('.logo').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome — your Beauty Pass perks are waiting' })).toBeVisible();
  expect(operations).toContain('ContentPage');
  expect(payloads).toEqual([]);
});
