// Products look like products (issue 15 item 2, decision 0117): on a shade product the
// gallery shows the chosen shade, choosing another changes the picture, the URL's
// ?variant= and the price or stock where they differ, and a reload keeps the shade; the
// thumbnails switch the main image; a brand page without content has a generated hero.
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration, watchPageErrors } from './support/storefront.ts';

interface Variant {
  id: string;
  name: string;
  stockStatus: string;
  price: { amount: number };
}

async function graphql<T>(page: Page, query: string): Promise<T> {
  const res = await page.request.post('/graphql', { headers: { 'content-type': 'application/json' }, data: { query } });
  return (await res.json()).data as T;
}

/** A lipstick with several shades, preferring two that differ in stock. */
async function shadeProduct(page: Page): Promise<{ slug: string; from: Variant; to: Variant }> {
  const { products } = await graphql<{
    products: { nodes: { slug: string; badges: string[]; variationType: string; defaultVariant: { id: string }; variants: Variant[] }[] };
  }>(
    page,
    '{ products(category: "makeup/lip", first: 48) { nodes { slug badges variationType defaultVariant { id } variants { id name stockStatus price { amount } } } } }',
  );
  const shaded = products.nodes.filter((p) => p.variationType === 'SHADE' && p.variants.length >= 3 && !p.badges.includes('COMING_SOON'));
  expect(shaded.length, 'lip products with shades').toBeGreaterThan(0);
  const pick = (p: (typeof shaded)[number]) => {
    const from = p.variants.find((v) => v.id === p.defaultVariant.id)!;
    const to = p.variants.find((v) => v.id !== from.id && v.stockStatus !== from.stockStatus) ?? p.variants.find((v) => v.id !== from.id)!;
    return { slug: p.slug, from, to };
  };
  const differing = shaded.map(pick).find(({ from, to }) => from.stockStatus !== to.stockStatus);
  return differing ?? pick(shaded[0]!);
}

const mainImage = (page: Page) => page.locator('.product-gallery__main img');

const loaded = (img: ReturnType<Page['locator']>) => expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

/** What the purchase box says of a variant's stock. */
async function expectStock(page: Page, status: string) {
  await expect(page.locator('.purchase__add')).toHaveText(status === 'OUT_OF_STOCK' ? 'Out of stock' : 'Add to bag');
  await expect(page.locator('.purchase__low-stock')).toHaveCount(status === 'LOW_STOCK' ? 1 : 0);
}

test('choosing a shade repaints the gallery, puts the shade in the URL and survives a reload', async ({ page }) => {
  const errors = watchPageErrors(page);
  const { slug, from, to } = await shadeProduct(page);
  await page.goto(`/products/${slug}`);
  await waitForHydration(page);

  const before = await mainImage(page).getAttribute('src');
  expect(before).toContain(`/${from.id}/packshot.`);
  await expect(mainImage(page)).toHaveAttribute('alt', new RegExp(`shade ${from.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await loaded(mainImage(page));
  await expectStock(page, from.stockStatus);
  const priceBefore = await page.locator('.purchase__price').innerText();

  const swatch = page.locator('.variant-picker__label').filter({ hasText: to.name }).first();
  await swatch.scrollIntoViewIfNeeded();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await swatch.click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${to.id}$`));
  await expect(mainImage(page)).toHaveAttribute('src', new RegExp(`/${to.id}/packshot\\.`));
  await expect(page.locator('.variant-picker legend strong')).toHaveText(to.name);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  await loaded(mainImage(page));
  await expectStock(page, to.stockStatus);
  if (from.price.amount === to.price.amount) await expect(page.locator('.purchase__price')).toHaveText(priceBefore);
  else await expect(page.locator('.purchase__price')).not.toHaveText(priceBefore);

  // Shareable: the server renders the chosen shade, before any script runs.
  const html = await (await page.request.get(`/products/${slug}?variant=${to.id}`)).text();
  expect(html).toContain(`/${to.id}/packshot.`);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator(`#variant-${to.id}`)).toBeChecked();
  await expect(mainImage(page)).toHaveAttribute('src', new RegExp(`/${to.id}/packshot\\.`));

  // An unknown variant shows the default one.
  await page.goto(`/products/${slug}?variant=nope`);
  await waitForHydration(page);
  await expect(page.locator(`#variant-${from.id}`)).toBeChecked();
  expect(errors).toEqual([]);
});

test('the thumbnails switch the main image, by mouse and by keyboard', async ({ page }) => {
  const { slug } = await shadeProduct(page);
  await page.goto(`/products/${slug}`);
  await waitForHydration(page);
  const thumbs = page.locator('.product-gallery__thumbs').getByRole('button');
  await expect(thumbs).toHaveCount(3);
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Texture close-up' }).click();
  await expect(mainImage(page)).toHaveAttribute('src', /\/texture\.v\d+\.svg$/);
  await expect(page.getByRole('button', { name: 'Texture close-up' })).toHaveAttribute('aria-pressed', 'true');
  await expect(mainImage(page)).toHaveAttribute('alt', /^Close-up of the texture of /);

  await page.getByRole('button', { name: 'With its box' }).focus();
  await page.keyboard.press('Enter');
  await expect(mainImage(page)).toHaveAttribute('src', /\/box\.v\d+\.svg$/);
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'false');
});

test('a brand page without a content entry opens on a generated hero with its packshots', async ({ page }) => {
  const { brands } = await graphql<{ brands: { slug: string; name: string; productCount: number }[] }>(page, '{ brands { slug name productCount } }');
  let brand: (typeof brands)[number] | undefined;
  for (const candidate of brands.filter((b) => b.productCount >= 3).slice(0, 20)) {
    const { contentPage } = await graphql<{ contentPage: unknown }>(page, `{ contentPage(pageType: BRANDS, slug: "${candidate.slug}") { id } }`);
    if (!contentPage) {
      brand = candidate;
      break;
    }
  }
  expect(brand, 'a brand without a content entry').toBeDefined();
  await page.goto(`/brands/${brand!.slug}`);
  await waitForHydration(page);
  const hero = page.getByTestId('brand-hero');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(brand!.name);
  await expect(hero).toContainText(`${brand!.productCount} products`);
  const packshots = hero.locator('img');
  await expect(packshots).toHaveCount(3);
  for (const img of await packshots.all()) await loaded(img);
});
