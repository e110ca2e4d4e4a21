// A member's checkout starts with their saved details (issue 31 item 2, decision 0151),
// SG/en: the profile's name and mobile, and the address of their latest order here; they
// can still change any of it. A guest's checkout starts empty.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { addAnInStockVariantToBag } from './support/bag.ts';
import { signUpThroughGraphql } from './support/members.ts';
import { siteGraphql, waitForHydration } from './support/storefront.ts';

const PASSWORD = 'Lumi#2025sg';
async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
}

async function guestPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/?country_code=SG&language=en');
  return { context, page };
}

test("a member's checkout starts with their name, mobile and last address; a guest's starts empty", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/?country_code=SG&language=en');
  const email = `prefill-${Date.now().toString(36)}@example.com`;
  await signUpThroughGraphql(page, { email, password: PASSWORD, mobile: { callingCode: '+65', number: '91234567' } }, 'sg');

  // A first order delivered home: where the next checkout's address comes from.
  await addAnInStockVariantToBag(page);
  const input = {
    idempotencyKey: `prefill-${Date.now()}`,
    email,
    recipientName: 'Mei Tan',
    mobile: { callingCode: '+65', number: '91234567' },
    deliveryOption: 'STANDARD',
    address: { line1: '8 Marina Boulevard', line2: '#12-03', city: 'Singapore', postalCode: '018981' },
    cardNumber: '4242424242424242',
  };
  expect(
    (await siteGraphql(page, `mutation($input: CheckoutInput!) { checkout(input: $input) { userErrors { code } } }`, { input })).checkout.userErrors,
  ).toEqual([]);

  await addAnInStockVariantToBag(page);
  await openCheckout(page);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Full name')).toHaveValue('Mei Tan');
  await expect(page.getByLabel('Mobile number')).toHaveValue('91234567');
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('8 Marina Boulevard');
  await expect(page.getByLabel('Apartment, unit (optional)')).toHaveValue('#12-03');
  await expect(page.getByLabel('City')).toHaveValue('Singapore');
  await expect(page.getByLabel('Postcode')).toHaveValue('018981');
  // Still the member's to change.
  await page.getByLabel('Full name').fill('Ah Kow Tan');
  await expect(page.getByLabel('Full name')).toHaveValue('Ah Kow Tan');

  const guest = await guestPage(browser);
  await addAnInStockVariantToBag(guest.page);
  await openCheckout(guest.page);
  for (const label of ['Email', 'Full name', 'Mobile number', 'City', 'Postcode']) await expect(guest.page.getByLabel(label), label).toHaveValue('');
  await expect(guest.page.getByLabel('Address', { exact: true })).toHaveValue('');
  await guest.context.close();
});
