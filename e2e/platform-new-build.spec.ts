// New builds (docs/product.md#new-builds, docs/product.md#platform-calls, docs/product.md#devices-and-builds; decision 0104), as a shopper lives through a deploy: a page
// of build A is open with a product in the bag and a quantity chosen when build B replaces
// A on the same address. Opening the assistant needs a chunk only A had: the page reloads
// once, from B, with the same bag and the same quantity. Then A comes back (a rollback is a
// new build too): the page notices, and the next click on a link is a full page load.
import { expect, type Page, test } from '@playwright/test';
import { makeSecondBuild, type SecondBuild } from './support/second-build.ts';
import { startSecondWebServer } from './support/second-web-server.ts';
import { putAProductInTheBag, skipArrivalOverlay, waitForHydration } from './support/storefront.ts';

let buildB: SecondBuild;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  buildB = await makeSecondBuild();
});
test.afterAll(() => buildB?.remove());

const marker = (page: Page, name: string) => page.evaluate((key) => (window as unknown as Record<string, unknown>)[key] === true, name);
const mark = (page: Page, name: string) => page.evaluate((key) => Object.assign(window, { [key]: true }), name);

test('a deploy under an open page: a lost chunk reloads it once keeping the bag and the form; a new build makes the next navigation a full load', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // Both builds check for a newer one every second (10 minutes in production).
  const settings = { NODE_ENV: 'production', BUILD_CHECK_INTERVAL_SECONDS: '1' };
  let server = await startSecondWebServer(settings);
  const origin = server.url;
  const port = new URL(origin).port;
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await skipArrivalOverlay(page);
  try {
    await page.goto(`${origin}/?country_code=SG&language=en`);
    await waitForHydration(page);
    const buildA = await page.locator('html').getAttribute('data-build');
    expect(buildA).toMatch(/^[0-9a-f-]{36}$/);
    expect(await (await page.request.get(`${origin}/builds/latest.json`)).json()).toMatchObject({ id: buildA });

    // While no new build is out, navigation stays in the page.
    await mark(page, 'loadedFromA');
    await putAProductInTheBag(page);
    expect(await marker(page, 'loadedFromA')).toBe(true);
    await page.locator('.purchase__quantity select').selectOption('2');
    const productPath = new URL(page.url()).pathname;

    // Build B replaces A on the same address; A's files are gone with it.
    await server.stop();
    server = await startSecondWebServer({ ...settings, WEB_PORT: port, WEB_BUILD_DIR: buildB.dir });
    const latestB = (await (await page.request.get(`${origin}/builds/latest.json`)).json()) as { id: string };
    expect(latestB.id).not.toBe(buildA);
    expect((await page.request.get(`${origin}/builds/meta/${latestB.id}.json`)).headers()['cache-control']).toContain('immutable');

    // The assistant's panel is a chunk of A's that B does not have: one reload, from B.
    documents.length = 0;
    await page.getByRole('button', { name: 'Ask Lumi' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-build', latestB.id);
    await waitForHydration(page);
    expect(documents).toEqual([productPath]);
    await expect(page.getByTestId('bag-count')).toHaveText('1');
    await expect(page.locator('.purchase__quantity select')).toHaveValue('2');
    await page.getByRole('button', { name: 'Ask Lumi' }).click();
    await expect(page.getByRole('dialog', { name: 'Beauty assistant' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(1_500);
    expect(documents).toEqual([productPath]);

    // A comes back. The page sees a build that is not its own once its route rules answer...
    await mark(page, 'loadedFromB');
    const noticed = page.waitForResponse((response) => response.url().endsWith(`/builds/meta/${buildA}.json`) && response.ok(), { timeout: 60_000 });
    await server.stop();
    server = await startSecondWebServer({ ...settings, WEB_PORT: port });
    await noticed;
    expect(await marker(page, 'loadedFromB')).toBe(true);

    // ...and the shopper's next click on a link is a full page load of where it leads.
    documents.length = 0;
    await page.getByTestId('bag-link').click();
    await expect(page.locator('html')).toHaveAttribute('data-build', buildA!);
    await expect(page).toHaveURL(/\/cart$/);
    await waitForHydration(page);
    expect(documents).toEqual(['/cart']);
    expect(await marker(page, 'loadedFromB')).toBe(false);
    await expect(page.getByTestId('bag-count')).toHaveText('1');
  } finally {
    await server.stop();
  }
});
