// The beauty assistant as a shopper uses it (issue 17 item 6): on the Thai site, in Thai,
// ask for a cleanser under ฿500, add the suggested product to the bag from the chat, and
// see the bag count change without leaving the page. Then the phone sheet, the keyboard
// (Escape closes and returns focus) and axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { THAILAND, waitForHydration, watchPageErrors } from './support/storefront.ts';

test('a Thai shopper asks for a cleanser under ฿500 and adds it to the bag from the chat', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto(THAILAND.arrival);
  await waitForHydration(page);
  await expect(page.getByTestId('bag-count')).toHaveText('0');

  await page.getByRole('button', { name: 'ถาม Lumi' }).click();
  const panel = page.getByRole('dialog', { name: 'ผู้ช่วยด้านความงาม' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('textbox')).toBeFocused();
  await panel.getByRole('textbox').fill('ขอคลีนเซอร์ราคาไม่เกิน 500 บาท');
  await panel.getByRole('button', { name: 'ส่ง' }).click();

  const cards = panel.getByTestId('assistant-product');
  await expect(cards.first()).toBeVisible();
  // Prices in baht, each within the budget the shopper gave.
  for (const price of await cards.locator('.price-tag__current, .price-tag__sale').allTextContents()) {
    expect(price).toMatch(/^฿/);
    expect(Number(price.replace(/[^\d.]/g, ''))).toBeLessThanOrEqual(500);
  }
  await cards.first().getByRole('button', { name: 'เพิ่มลงถุง' }).click();
  await expect(cards.first().getByText('เพิ่มลงในถุงแล้ว')).toBeVisible();
  await expect(page.getByTestId('bag-count')).toHaveText('1');

  // Escape closes the panel and gives focus back to the launcher.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'ถาม Lumi' })).toBeFocused();
  expect(errors).toEqual([]);
});

test('on a phone the assistant is a full-screen sheet, keeps the conversation, and passes axe', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/?country_code=SG&language=en');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Ask Lumi' }).click();
  const panel = page.getByRole('dialog', { name: 'Beauty assistant' });
  const box = await panel.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  await panel.getByRole('button', { name: /^Cleanser under/ }).click();
  await expect(panel.getByTestId('assistant-product').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="assistant-panel"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // Reopened on another page, the conversation is still there (kept by the api per device).
  await page.getByRole('button', { name: 'Close the assistant' }).click();
  await page.goto('/brands');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Ask Lumi' }).click();
  await expect(page.getByRole('dialog').getByText(/^Here are \d in-stock picks for cleanser, under/)).toBeVisible();
  await context.close();
});
