// The About page's facts are the shop's real ones: the number of brands it quotes is the number
// /brands lists (it once said "more than 300" beside an index of 240), in every language.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/storefront.ts';

for (const site of [
  { query: 'country_code=SG&language=en', brands: /(\d[\d,]*) brands/ },
  { query: 'country_code=TH&language=th', brands: /([\d,]+) แบรนด์/ },
  { query: 'country_code=HK&language=zh', brands: /([\d,]+) 個品牌/ },
  { query: 'country_code=ID&language=id', brands: /([\d.]+) merek/ },
]) {
  test(`${site.query}: About quotes as many brands as /brands lists`, async ({ page }) => {
    await page.goto(`/brands?${site.query}`);
    await waitForHydration(page);
    const indexText = (await page.locator('.brand-index__count').textContent()) ?? '';
    const listed = Number(indexText.replace(/\D/g, ''));
    expect(listed).toBeGreaterThan(0);
    expect(await page.locator('.brand-index__group li').count()).toBe(listed);

    await page.goto(`/about?${site.query}`);
    await waitForHydration(page);
    const about = (await page.locator('main').textContent()) ?? '';
    const quoted = site.brands.exec(about)?.[1];
    expect(quoted, `About mentions a number of brands: ${about.slice(0, 400)}`).toBeDefined();
    expect(Number(quoted!.replace(/\D/g, ''))).toBe(listed);
  });
}
