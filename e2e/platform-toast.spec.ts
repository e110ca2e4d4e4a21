// Notifications (docs/product.md#notifications, docs/product.md#notification-defaults): a toast appears top right, is
// announced (success in the polite live region, errors in the assertive one), closes on
// click, leaves by itself after 3 s, and any number can show at once.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/storefront.ts';

test('a toast appears, is announced, closes on click, and leaves by itself after 3 seconds', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/sandbox/notification');
  await waitForHydration(page);

  // Clicked at once: it only has 3 s on screen.
  await page.getByTestId('toast-success').click();
  const polite = page.locator('[role="status"][aria-live="polite"]');
  const success = polite.getByTestId('toast').filter({ hasText: 'Promo applied to your bag.' });
  await success.click();
  await expect(success).toHaveCount(0);

  // Where it shows: top right, 300 px wide (a sticky one, to measure at leisure).
  await page.getByTestId('toast-sticky').click();
  const sticky = polite.getByTestId('toast').filter({ hasText: 'Stays until clicked' });
  await expect(sticky).toHaveAttribute('data-type', 'warn');
  const box = (await sticky.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.round(box.width)).toBeLessThanOrEqual(300); // layout counts fractions of a pixel
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 60);
  expect(box.y).toBeLessThan(120);
  await sticky.click();
  await expect(sticky).toHaveCount(0);

  await page.getByTestId('toast-error').click();
  const error = page.locator('[role="alert"][aria-live="assertive"]').getByTestId('toast');
  await expect(error).toHaveText(/Sorry, something went wrong/);
  // Not clicked: gone after its 3000 ms (and the 300 ms slide) by itself.
  await expect(error).toHaveCount(0, { timeout: 5_000 });

  // No limit on how many at once.
  await page.getByTestId('toast-many').click();
  await page.getByTestId('toast-many').click();
  expect(await page.getByTestId('toast').count()).toBe(8);
});

test('a toast is translated with the page and a sticky one stays until clicked', async ({ page }) => {
  await page.goto('/sandbox/notification?country_code=TH&language=th');
  await waitForHydration(page);
  await page.getByTestId('toast-sticky').click();
  const sticky = page.getByTestId('toast').filter({ hasText: 'แสดงจนกว่าจะคลิก' });
  await expect(sticky).toBeVisible();
  await page.waitForTimeout(3_600);
  await expect(sticky).toBeVisible();
  await sticky.click();
  await expect(sticky).toHaveCount(0);
});
