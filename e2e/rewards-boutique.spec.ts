// The rewards boutique as a boutique (issue 31 item 2, decision 0152), on a 390 px phone: a
// card per reward with its picture (a loaded image, named by its alt text), name, points,
// what is left and the tier lock for a new member; no sideways scroll; axe clean; and a
// reward goes in the bag from the keyboard alone.
import { expect, type Page, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { changeBeautyPassInSandbox, signUpThroughGraphql } from './support/members.ts';
import { waitForHydration, watchPageErrors } from './support/storefront.ts';

const PASSWORD = 'Cantik#2025';

test.use({ viewport: { width: 390, height: 844 } });

/** A new member with 300 points (the sandbox call, outside production only, as a back office would). */
async function memberWithPoints(page: Page) {
  const email = `boutique-${Date.now().toString(36)}@example.com`;
  await signUpThroughGraphql(page, { email, password: PASSWORD }, 'sg');
  await changeBeautyPassInSandbox(page, 'sg', { bonusPoints: 300 });
}

/** The card's picture has loaded (not a broken image). */
async function pictureLoaded(page: Page, testId: string): Promise<boolean> {
  return page
    .getByTestId(testId)
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

test('SG/en at 390 px: reward cards with pictures, points, stock and tier locks, no sideways scroll, axe clean, by keyboard', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/?country_code=SG&language=en');
  await waitForHydration(page);
  await memberWithPoints(page);
  await page.goto('/beauty-pass/rewards');
  await waitForHydration(page);

  const grid = page.getByRole('list', { name: 'Beauty Pass rewards' });
  await expect(grid.getByRole('listitem')).toHaveCount(6);

  // A White reward: its product's picture, its name, points and stock, and an add button.
  const lotion = page.getByTestId('reward-RW-SG-2');
  await expect(lotion.getByRole('heading', { level: 2 })).toHaveText('Dramatically Different Moisturizing Lotion+, mini');
  await expect(lotion.getByRole('img')).toHaveAttribute('alt', 'CLINIQUE Dramatically Different Moisturizing Lotion+, mini');
  await lotion.scrollIntoViewIfNeeded();
  await expect.poll(() => pictureLoaded(page, 'reward-RW-SG-2')).toBe(true);
  await expect(lotion.getByTestId('reward-points')).toHaveText('250 points');
  await expect(lotion.getByTestId('reward-stock')).toHaveText(/^\d+ left$/);
  await expect(lotion.getByRole('button', { name: 'Add to bag' })).toBeEnabled();
  await expect(lotion.getByTestId('reward-tier')).toHaveCount(0);

  // The Gold reward is locked for a new member: the lock on the picture, no add button.
  const gloss = page.getByTestId('reward-RW-SG-6');
  await gloss.scrollIntoViewIfNeeded();
  await expect.poll(() => pictureLoaded(page, 'reward-RW-SG-6')).toBe(true);
  await expect(gloss.getByRole('img')).toHaveAttribute('alt', /^Charlotte Tilbury .+/);
  await expect(gloss.getByTestId('reward-points')).toHaveText('1,500 points');
  await expect(gloss.getByTestId('reward-tier')).toHaveText('🔒For Gold members');
  await expect(gloss.getByTestId('reward-locked')).toHaveText('Unlocks at Gold');
  await expect(gloss.getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('reward-RW-SG-4').getByTestId('reward-tier')).toHaveText('🔒For Black and Gold members');

  // Every picture is a real one: five products' packshots; the in-store makeover is no product and has none.
  for (const id of ['RW-SG-1', 'RW-SG-3', 'RW-SG-4']) {
    await page.getByTestId(`reward-${id}`).scrollIntoViewIfNeeded();
    await expect.poll(() => pictureLoaded(page, `reward-${id}`)).toBe(true);
  }
  await expect(page.getByTestId('reward-RW-SG-5').locator('img')).toHaveCount(0);

  // A phone's width: nothing scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);

  const a11y = await new AxeBuilder({ page }).include('main').analyze();
  expect(a11y.violations).toEqual([]);

  // By keyboard: focus moves to the first card's button with Tab, Enter adds it.
  const first = page.getByTestId('reward-RW-SG-1').getByRole('button', { name: 'Add to bag' });
  await page.getByTestId('one-reward-rule').click();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Reward added to your bag')).toBeVisible();
  await expect(page.getByTestId('reward-RW-SG-1')).toContainText('In your bag');
  await expect(page.getByTestId('rewards-points')).toContainText('200');
  expect(errors).toEqual([]);
});
