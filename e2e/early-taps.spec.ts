// On a slow phone the page is painted seconds before its code has run. A tap in that time
// must be answered, and answered once, when the code arrives: the menu, the filter sheet
// and the phone's search button (web/app/platform/scripts/early-taps.server.ts keeps the
// tap). "Add to bag" is held to the same in server-render.spec.ts.
// The page's code is held back in each test, as a slow network does, until the taps are in.
import { expect, test } from '@playwright/test';
import { openWithCodeHeld, waitForHydration, watchPageErrors } from './support/storefront.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('the menu tapped before the code has run opens once the page hydrates, and stays open', async ({ page }) => {
  const errors = watchPageErrors(page);
  const release = await openWithCodeHeld(page, '/?country_code=SG&language=en');
  const menu = page.getByTestId('menu-button');
  // Two impatient taps: one drawer opens.
  await menu.tap();
  await menu.tap();
  await expect(menu, 'the tap shows it has been heard').toHaveAttribute('aria-busy', 'true');

  release();
  await waitForHydration(page);
  await expect(page.getByTestId('menu-drawer')).toBeVisible();
  await expect(page.getByTestId('menu-drawer')).toHaveCount(1);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).not.toHaveAttribute('aria-busy');
  expect(errors).toEqual([]);
});

test('"Filter & sort" tapped before the code has run opens the sheet once the page hydrates', async ({ page }) => {
  const errors = watchPageErrors(page);
  const release = await openWithCodeHeld(page, '/pages/categories/makeup?country_code=SG&language=en');
  const open = page.getByRole('button', { name: 'Filter & sort' });
  await open.tap();
  await expect(open).toHaveAttribute('aria-busy', 'true');

  release();
  await waitForHydration(page);
  const sheet = page.getByRole('dialog', { name: 'Filter & sort' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByLabel('Sort by')).toBeVisible();
  await expect(open).not.toHaveAttribute('aria-busy');
  expect(errors).toEqual([]);
});

test('the search button tapped before the code has run opens the search field once, and a search is answered', async ({ page }) => {
  const errors = watchPageErrors(page);
  const release = await openWithCodeHeld(page, '/?country_code=SG&language=en');
  const toggle = page.getByTestId('search-toggle');
  await expect(page.getByRole('searchbox')).toBeHidden();
  // Two taps: kept once, the field opens; answered twice, the toggle would close it again.
  await toggle.tap();
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-busy', 'true');

  release();
  await waitForHydration(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const field = page.getByRole('searchbox');
  await expect(field).toBeVisible();
  await field.fill('lipstick');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=lipstick/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('lipstick');
  expect(errors).toEqual([]);
});
