// The account dashboard's forms, as members of any language fill them: the labels a form
// is found by are the page's, handed in by the spec.
import { expect, type Page } from '@playwright/test';

/** Completes the beauty profile (combination skin, medium tone, wavy hair, brown eyes, pores) and saves it. */
export async function completeBeautyProfile(page: Page, labels: { pores: string; save: string }): Promise<void> {
  const beauty = page.getByTestId('dashboard-beauty-profile');
  // (A select's label also holds its options' text, so each is found by its name.)
  await beauty.locator('select[name="skinType"]').selectOption('combination');
  await beauty.locator('select[name="skinTone"]').selectOption('medium');
  await beauty.locator('select[name="hairType"]').selectOption('wavy');
  await beauty.locator('select[name="eyeColour"]').selectOption('brown');
  await beauty.getByRole('checkbox', { name: labels.pores }).check();
  await beauty.getByRole('button', { name: labels.save }).click();
}

/** From the dashboard: deletes the account with its password, and waits for the page to say it is gone. */
export async function deleteAccount(page: Page, password: string, labels: { understood: string; submit: string; deleted: string }): Promise<void> {
  await page.locator('input[name="deletePassword"]').fill(password);
  await page.getByLabel(labels.understood).check();
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page.getByTestId('toast').filter({ hasText: labels.deleted })).toBeVisible();
}
