// Brand pages: the index, a brand's listing with its filters, and the legacy brand slugs of
// docs/product.md#legacy-brand-slugs redirecting (301) to the canonical slug with the query and the hash kept, on a
// fresh page load (server) and in client-side navigation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForHydration, watchPageErrors } from './support/storefront.ts';
import { LEGACY_BRAND_SLUGS } from '../web/app/catalog/legacy-brand-slugs.ts';

test('a legacy brand slug answers 301 to the canonical one, keeping the query, and the browser keeps the hash', async ({ page }) => {
  const res = await page.request.get('/brands/milk/makeup?sort=newest&others=vegan', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers()['location']).toBe('/brands/milk-makeup/makeup?sort=newest&others=vegan');

  await page.goto('/brands/giorgio-armani?sort=price-low-to-high#reviews');
  await waitForHydration(page);
  expect(new URL(page.url()).pathname).toBe('/brands/armani-beauty');
  expect(new URL(page.url()).search).toBe('?sort=price-low-to-high');
  expect(new URL(page.url()).hash).toBe('#reviews');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Armani Beauty');
});

test('every legacy slug lands on a brand page with products; the old name of a brand the shop does not carry is the 404', async ({ page }) => {
  for (const [legacy, target] of Object.entries(LEGACY_BRAND_SLUGS)) {
    const res = await page.request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: { query: 'query ($slug: String!) { brand(slug: $slug) { slug productCount } }', variables: { slug: target } },
    });
    const { brand } = (await res.json()).data as { brand: { slug: string; productCount: number } | null };
    expect(brand, `${legacy} → ${target}`).not.toBeNull();
    expect(brand!.productCount, `${legacy} → ${target}`).toBeGreaterThan(0);
  }
  // Mugler was offered as a sample while its brand page was a 404: neither any more.
  const response = await page.goto('/brands/thierry-mugler');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry we couldn’t find the page you are looking for');
  const samples = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: '{ sampleChoice { samples { brandName } } }' },
  });
  expect(((await samples.json()).data.sampleChoice.samples as { brandName: string }[]).map((s) => s.brandName)).not.toContain('Mugler');
});

test('in client-side navigation a legacy slug lands on the canonical page with query and hash', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/brands');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // React Router's own navigation, as a <Link> to the old path (in an editor's content, say) does.
  await page.evaluate(() =>
    (window as unknown as { __reactRouterDataRouter?: { navigate(to: string): void } }).__reactRouterDataRouter?.navigate('/brands/gucci?sort=newest#top'),
  );
  await expect(page).toHaveURL(/\/brands\/gucci-beauty\?sort=newest#top$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gucci');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});

test('the brand index leads to a brand page that lists and filters its products', async ({ page }) => {
  await page.goto('/brands');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brands');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.getByRole('link', { name: 'NARS', exact: true }).click();
  await expect(page).toHaveURL(/\/brands\/nars$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NARS');
  await expect(page.getByText(/^1-\d+ of \d+ results?$/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Brands' })).toHaveCount(0);
  const makeup = page.getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: /^Makeup \(\d+\)$/ });
  const count = Number(/\((\d+)\)/.exec((await page.getByText(/^Makeup \(\d+\)$/).textContent()) ?? '')?.[1]);
  await makeup.check();
  await expect(page).toHaveURL(/categories=makeup/);
  await expect(page.getByText(new RegExp(`of ${count} results?$`))).toBeVisible();
});
