// A shopper with only a keyboard (issue 15 item 7), SG/en on a wide screen: on a category
// page the first Tab reaches the skip link, which shows and moves focus to the main
// content; Tab then walks header → filters → products → footer, each stop with a visible
// focus ring. The home page's product carousel moves with its previous/next buttons, and
// the search overlay's suggestions are reached with the arrow keys and closed with Escape,
// focus going back to the field.
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/storefront.ts';

declare global {
  interface Window {
    focusStops?: { area: string; outline: string }[];
  }
}

/**
 * Records, in the page, where each focused element sits and how its focus ring is drawn
 * (one round trip per Tab would make the walk slow).
 */
function recordFocusStops(page: Page): Promise<void> {
  return page.evaluate(() => {
    window.focusStops = [];
    document.addEventListener('focusin', () => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return;
      const outside = (selector: string) => el.closest(selector) && !el.closest('main');
      let area = 'other';
      if (el.matches('a[href="#main"]')) area = 'skip';
      else if (outside('header')) area = 'header';
      else if (el.closest('form[aria-label="Filters"]')) area = 'filters';
      else if (el.closest('main article')) area = 'products';
      else if (outside('footer')) area = 'footer';
      // The search field's ring is drawn on its pill.
      const ringed = el.matches('input[type="search"]') ? (el.closest('form') as HTMLElement) : el;
      const style = getComputedStyle(ringed);
      window.focusStops!.push({ area, outline: `${style.outlineStyle} ${style.outlineWidth} ${el.tagName} ${el.textContent?.trim().slice(0, 30)}` });
    });
  });
}

test('a category page: skip link first, then header, filters, products and footer, every stop ringed', async ({ page }) => {
  await page.goto('/?country_code=SG&language=en');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link').first().click();
  await expect(page.getByText(/^1-24 of [\d,]+ results$/)).toBeVisible();
  // From the top, as a fresh load would start.
  await page.reload();
  await waitForHydration(page);

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box && box.y >= 0 && box.height > 10, 'the skip link shows on the screen when focused').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))), 'after the skip link, Tab stays in the main content').toBe(true);

  // Again from the top: the order of the page's parts, Tab by Tab.
  await page.reload();
  await waitForHydration(page);
  await recordFocusStops(page);
  // Tab until focus reaches the area; across the long parts (every filter, every card) focus
  // jumps to their last stop, so the walk checks each boundary without pressing Tab 300 times.
  const tabUntil = async (area: string) => {
    for (let i = 0; i < 30 && (await page.evaluate(() => window.focusStops!.at(-1)?.area)) !== area; i += 1) {
      for (let j = 0; j < 3; j += 1) await page.keyboard.press('Tab');
    }
  };
  const focusLastIn = (selector: string) =>
    page
      .locator(selector)
      .last()
      .evaluate((el) => {
        const all = Array.from(el.querySelectorAll<HTMLElement>('a[href], button:not(:disabled), input, select'));
        all
          .filter((e) => e.checkVisibility({ visibilityProperty: true }))
          .at(-1)!
          .focus();
      });
  await tabUntil('filters');
  await focusLastIn('form[aria-label="Filters"]');
  await tabUntil('products');
  await focusLastIn('main article');
  await tabUntil('footer');
  const stops = await page.evaluate(() => window.focusStops!);
  const areas: string[] = [];
  for (const stop of stops) if (stop.area !== 'other' && stop.area !== areas.at(-1)) areas.push(stop.area);
  const unringed = stops.filter((stop) => !/^solid [2-9]/.test(stop.outline)).map((stop) => `${stop.area}: ${stop.outline}`);
  expect(areas).toEqual(['skip', 'header', 'filters', 'products', 'footer']);
  expect(unringed, 'every focused element shows a solid ring of 2px or more').toEqual([]);
});

test('the home page’s product carousel moves with its previous and next buttons', async ({ page }) => {
  await page.goto('/?country_code=SG&language=en');
  await waitForHydration(page);
  const carousel = page.locator('section[aria-roledescription="carousel"]').first();
  await expect(carousel.getByRole('group').first()).toHaveAccessibleName(/^1 of \d+$/);
  const previous = carousel.getByRole('button', { name: 'Previous products' });
  const next = carousel.getByRole('button', { name: 'Next products' });
  const slides = carousel.locator('.content-carousel__list');
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  // By keyboard: focus the button, press Enter; the first card scrolls out of view.
  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => slides.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  const firstSlideWidth = await carousel
    .getByRole('group')
    .first()
    .evaluate((el) => el.getBoundingClientRect().width);
  expect(await slides.evaluate((el) => el.scrollLeft), 'the first card has scrolled out of view').toBeGreaterThanOrEqual(firstSlideWidth);
  await expect(previous).toBeEnabled();
  // To the end, where "next" can go no further; then back to the start.
  for (let i = 0; i < 10 && (await next.isEnabled()); i += 1) {
    await next.press('Enter');
    await page.waitForTimeout(400);
  }
  await expect(next).toBeDisabled();
  expect(await slides.evaluate((el) => el.scrollWidth - el.scrollLeft - el.clientWidth), 'scrolled to the end').toBeLessThanOrEqual(1);
  for (let i = 0; i < 10 && (await previous.isEnabled()); i += 1) {
    await previous.press('Space');
    await page.waitForTimeout(400);
  }
  await expect(previous).toBeDisabled();
  await expect.poll(() => slides.evaluate((el) => el.scrollLeft)).toBe(0);
});

test('the search overlay: arrows reach the suggestions, Escape closes it and gives focus back to the field', async ({ page }) => {
  await page.goto('/?country_code=SG&language=en');
  await waitForHydration(page);
  const field = page.getByRole('searchbox', { name: 'Search' });
  const overlay = page.locator('#search-panel');
  await field.focus();
  await expect(overlay.getByRole('heading', { name: 'Popular searches' })).toBeVisible();
  const links = overlay.getByRole('link');

  await page.keyboard.press('ArrowDown');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(field).toBeFocused();
  await expect(overlay).toBeVisible();

  // From inside the overlay, Escape closes it and the field has focus again (not the page).
  await page.keyboard.press('ArrowDown');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(field).toBeFocused();

  // Typed suggestions too.
  await field.pressSequentially('serum');
  await expect(overlay.getByRole('heading', { name: 'Products' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(overlay.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('serum');
});
