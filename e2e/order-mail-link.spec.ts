// The order mail's "View my order" link, opened where the shopper reads mail: on a phone
// with no session (decision 0146, issue 31 item 1). SG/en. A guest's link and a member's
// both show the order with its number and total; the order's plain address, signed out,
// asks the member to sign in and comes back to the order. The mail is read from the
// development inbox (/sandbox/inbox), which the api's job runner fills within 10 s.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { addAnInStockVariantToBag, singaporeClickAndCollect } from './support/bag.ts';
import { signUpThroughGraphql } from './support/members.ts';
import { siteGraphql, waitForHydration } from './support/storefront.ts';

const PASSWORD = 'Lumi#2025sg';
/** One buyable product in the bag, and the order placed for it: its id, number and total as the site writes it. */
async function placeOrder(page: Page, email: string) {
  await addAnInStockVariantToBag(page);
  const input = singaporeClickAndCollect(email, `mail-link-${Date.now()}`);
  const { checkout } = await siteGraphql(
    page,
    `mutation($input: CheckoutInput!) { checkout(input: $input) { order { id number summary { total { amount currency } } } userErrors { code } } }`,
    { input },
  );
  expect(checkout.userErrors).toEqual([]);
  const total = new Intl.NumberFormat('en-SG', { style: 'currency', currency: 'SGD', trailingZeroDisplay: 'stripIfInteger' }).format(
    checkout.order.summary.total.amount / 100,
  );
  return { id: checkout.order.id as string, number: checkout.order.number as string, total };
}

/** The confirmation mail's "View my order" link, as a path on this site, from the development inbox. */
async function viewMyOrderLink(page: Page, to: string, number: string): Promise<string> {
  const subject = `Your Lumi Beauty order ${number} is confirmed`;
  await expect(async () => {
    await page.goto(`/sandbox/inbox?to=${encodeURIComponent(to)}`);
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000, 3_000] });
  await page.getByRole('link', { name: subject }).click();
  const text = await page.getByTestId('dev-mail-text').textContent();
  const url = /View my order: (\S+)/.exec(text ?? '')?.[1];
  expect(url, 'the mail has a "View my order" link').toBeDefined();
  const link = new URL(url!);
  return `${link.pathname}${link.search}`;
}

/** A phone that never signed in: a fresh browser context. */
async function signedOutPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

async function expectOrderPage(page: Page, order: { number: string; total: string }) {
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
  await expect(page.getByTestId('order-number')).toHaveText(order.number);
  await expect(page.getByTestId('summary-total')).toContainText(order.total);
  await expect(page.getByText('Page not found')).toHaveCount(0);
}

test("a guest's order mail opens the order on a phone with no session", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/?country_code=SG&language=en');
  const email = `guest-${Date.now().toString(36)}@example.com`;
  const order = await placeOrder(page, email);
  const link = await viewMyOrderLink(page, email, order.number);

  const phone = await signedOutPhone(browser);
  await phone.page.goto(link);
  await waitForHydration(phone.page);
  await expectOrderPage(phone.page, order);
  await phone.context.close();
});

test("a member's order mail opens the order signed out; the plain address asks to sign in and comes back to it", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.goto('/?country_code=SG&language=en');
  const email = `member-${Date.now().toString(36)}@example.com`;
  await signUpThroughGraphql(page, { email, password: PASSWORD }, 'sg');
  const order = await placeOrder(page, email);
  const link = await viewMyOrderLink(page, email, order.number);
  expect(link).toContain('token=');

  const phone = await signedOutPhone(browser);
  await phone.page.goto(link);
  await waitForHydration(phone.page);
  await expectOrderPage(phone.page, order);

  // The address without its token (a mail sent before the links were signed, or a link that
  // ended): the sign-in page, then the order.
  await phone.page.goto(`/orders/${order.id}`);
  await expect(phone.page).toHaveURL(new RegExp(`/sign_in\\?return_to=${encodeURIComponent(`/orders/${order.id}`)}$`));
  await waitForHydration(phone.page);
  await phone.page.getByLabel('Email').fill(email);
  await phone.page.getByLabel('Password').fill(PASSWORD);
  await phone.page.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone.page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expectOrderPage(phone.page, order);
  await phone.context.close();
});
