// Pages are rendered on the server with their data and local prices, and the browser
// starts from the data in the page: hydration asks the gateway for nothing.
import { expect, test } from '@playwright/test';
import { escapeHtml, openWithCodeHeld, THAILAND, waitForHydration, watchGraphql, watchPageErrors } from './support/storefront.ts';

test('the server-rendered listing already holds the product names and prices the shopper sees', async ({ page, request }) => {
  const response = await request.get('/pages/categories/makeup');
  expect(response.status()).toBe(200);
  const html = await response.text();

  await page.goto('/pages/categories/makeup');
  await waitForHydration(page);
  const names = await page.locator('.product-card__name').allTextContents();
  expect(names).toHaveLength(24);
  for (const name of names) expect(html).toContain(escapeHtml(name));
  const prices = await page.locator('.price-tag__current, .price-tag__sale').allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(html).toContain(escapeHtml(price.replace(/^.*: /, '')));
  expect(html).toMatch(/class="price-tag__current">\$\d/);
});

test('the Thai site is rendered in Thai with baht prices before any script runs', async ({ request }) => {
  const response = await request.get(THAILAND.arrival);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html lang="th-TH"/);
  expect(html).toMatch(/<title>[^<]+ \| Lumi Beauty ประเทศไทย<\/title>/);
  // The home page's content entry has its own description, with prices in baht.
  expect(html).toMatch(/<meta name="description" content="[^"]*Lumi Beauty ประเทศไทย[^"]*(THB|฿)/);
  expect(html).toMatch(/class="price-tag__current">฿\d[\d,]*</);
  expect(html).toContain('ความงามที่ก้าวไปพร้อมกับคุณ');
});

test('a product page is rendered with its name, brand and price', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('.product-card__link').first().getAttribute('href');
  expect(href).toMatch(/^\/products\//);
  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  const html = await response.text();
  await page.goto(href ?? '');
  await waitForHydration(page);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const brand = (await page.locator('.product__brand').textContent()) ?? '';
  expect(html).toContain(`<h1 class="product__name">${escapeHtml(name)}</h1>`);
  expect(html).toMatch(new RegExp(`<title>${escapeHtml(brand)} [^<]+ \\| Lumi Beauty Singapore</title>`));
});

test('the page is painted before its code is fetched, and then hydrates', async ({ page }) => {
  const errors = watchPageErrors(page);
  for (const path of ['/', '/pages/categories/makeup', '/cart']) {
    await page.goto(path);
    await waitForHydration(page);
    // Decision 0120, fourth pass: the modules start after the first contentful paint.
    const { paint, firstModule, modules, codeArrived, messagesStarted } = await page.evaluate(() => {
      const paintEntry = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
      const named = (name: RegExp) => scripts.find((entry) => name.test(new URL(entry.name).pathname));
      return {
        paint: paintEntry?.startTime,
        firstModule: Math.min(...scripts.map((entry) => entry.startTime)),
        modules: scripts.length,
        // The entry module runs only once every module it imports has arrived.
        codeArrived: Math.max(...scripts.filter((entry) => !/\/messages-/.test(entry.name)).map((entry) => entry.responseEnd)),
        messagesStarted: named(/\/messages-en-[\w-]+\.js$/)?.startTime,
      };
    });
    expect(paint, `first contentful paint of ${path}`).toBeGreaterThan(0);
    expect(modules, `modules of ${path}`).toBeGreaterThan(10);
    expect(firstModule, `first module of ${path} starts after the paint`).toBeGreaterThanOrEqual(paint!);
    // The page's messages are preloaded with its code, not imported once the entry has run.
    // Only the first page comes over the network: later ones read the cache in no time.
    expect(messagesStarted, `English messages of ${path}`).toBeDefined();
    if (path === '/') expect(messagesStarted!, 'messages start before the rest of the code has arrived').toBeLessThan(codeArrived);
    // The module script ran as the page's own (its nonce kept: the CSP refuses it otherwise).
    await expect(page.locator('script[type="text/x-deferred-module"]')).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('a tap on "Add to bag" before the page\'s code has run shows busy and is done once it hydrates, once', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/pages/categories/makeup');
  const card = page
    .locator('.product-card')
    .filter({ hasNot: page.locator('.product-card__stock') })
    .first();
  const href = (await card.locator('a').first().getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/products\//);

  // The page's code is held back, as on a slow phone, until the taps are in.
  const release = await openWithCodeHeld(page, href);
  const add = page.locator('.purchase__add');
  for (let tap = 0; tap < 3; tap++) await add.click();
  await expect(add, 'the tapped button shows it has been heard').toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  release();
  await waitForHydration(page);
  // Three impatient taps, one item: only the last tap is kept.
  await expect(page.getByTestId('bag-count')).toHaveText('1');
  await expect(page.locator('.purchase__feedback')).toContainText('Added');
  await expect(add).not.toHaveAttribute('aria-busy');
  expect(errors).toEqual([]);
});

test('home asks at once only for the pictures near its top; the rest wait until the shopper comes near', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const images = html.match(/<img\b[^>]*>/g) ?? [];
  const eager = images.filter((image) => image.includes('loading="eager"'));
  // The hero, and the first pictures of a carousel in the first two blocks (decision 0120).
  expect(eager.length, eager.join('\n')).toBeLessThanOrEqual(3);
  expect(
    eager.some((image) => /fetchpriority="high"/i.test(image)),
    'the hero picture, at high priority',
  ).toBe(true);
  expect(images.length - eager.length, 'pictures further down, lazy').toBeGreaterThan(10);
});

test('hydration sends no GraphQL request for data already in the page', async ({ page }) => {
  const operations = watchGraphql(page);
  const errors = watchPageErrors(page);
  await page.goto('/');
  const product = (await page.locator('.product-card__link').first().getAttribute('href')) ?? '';

  for (const path of ['/', '/pages/categories/skincare', '/pages/categories/makeup?sort=newest&page=2', product, '/cart']) {
    operations.length = 0;
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(operations, `GraphQL requests while hydrating ${path}`).toEqual([]);
  }

  // A client-side navigation does ask, once: the watch above would have seen requests.
  operations.length = 0;
  await page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link', { name: 'Hair' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hair');
  await page.waitForLoadState('networkidle');
  expect(operations).toEqual(['CategoryPage']);
  expect(errors).toEqual([]);
});

test('Show More Products loads the next 24 only, and the URL renders the same page', async ({ page, request }) => {
  const operations = watchGraphql(page);
  await page.goto('/pages/categories/skincare?sort=price-low-to-high');
  await waitForHydration(page);
  await expect(page.locator('.product-card')).toHaveCount(24);
  const first24 = await page.locator('.product-card__name').allTextContents();

  await page.getByRole('link', { name: 'Show More Products' }).click();
  await expect(page).toHaveURL(/sort=price-low-to-high&page=2$/);
  await expect(page.locator('.product-card')).toHaveCount(48);
  await expect(page.getByText(/^1-48 of [\d,]+ results$/)).toBeVisible();
  expect((await page.locator('.product-card__name').allTextContents()).slice(0, 24)).toEqual(first24);
  expect(operations).toEqual(['CategoryPage']);

  // The shared URL renders the same 48 on the server.
  const html = await (await request.get('/pages/categories/skincare?sort=price-low-to-high&page=2')).text();
  expect(html.match(/class="product-card__name"/g)).toHaveLength(48);
});

test('the sort select reorders the listing and keeps the choice in the URL', async ({ page }) => {
  await page.goto('/pages/categories/makeup');
  await waitForHydration(page);
  await page.getByLabel('Sort by').selectOption({ label: 'Price High to Low' });
  await expect(page).toHaveURL(/\?sort=price-high-to-low$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price-high-to-low');
  const prices = await page.locator('.product-card .price-tag').evaluateAll((tags) =>
    tags.map((tag) => {
      // The price paid: the sale price when there is one.
      const paid = tag.querySelector('.price-tag__sale, .price-tag__current')?.textContent ?? '';
      return Number(paid.replace(/[^\d.]/g, ''));
    }),
  );
  expect(prices.length).toBe(24);
  expect(prices[0]).toBeGreaterThanOrEqual(prices[prices.length - 1] ?? 0);
});
