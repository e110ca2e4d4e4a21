// What the storefront specs share: the two shoppers (Singapore in English, Thailand in
// Thai), and small helpers to wait for hydration and to watch GraphQL traffic.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface Shopper {
  name: string;
  /** The query a shopper arrives with; later pages rely on the locale cookies. */
  arrival: string;
  lang: string;
  siteTitle: string;
  /** A price as the country writes it, e.g. $67 or ฿1,680. */
  price: RegExp;
  text: {
    categoriesNav: string;
    resultCount: RegExp;
    addToBag: string;
    quantity: RegExp;
    remove: RegExp;
    emptyBag: string;
    bagTitle: string;
  };
}

export const SINGAPORE: Shopper = {
  name: 'Singapore shopper in English',
  arrival: '/',
  lang: 'en-SG',
  siteTitle: 'Lumi Beauty Singapore',
  price: /^\$\d[\d,]*(\.\d\d)?$/,
  text: {
    categoriesNav: 'Shop by category',
    resultCount: /^1-24 of [\d,]+ results$/,
    addToBag: 'Add to bag',
    quantity: /^Quantity/,
    remove: /^Remove .+ from your bag$/,
    emptyBag: 'Your bag is empty',
    bagTitle: 'My bag',
  },
};

export const THAILAND: Shopper = {
  name: 'Thai shopper in Thai',
  arrival: '/?country_code=TH&language=th',
  lang: 'th-TH',
  siteTitle: 'Lumi Beauty ประเทศไทย',
  price: /^฿\d[\d,]*(\.\d\d)?$/,
  text: {
    categoriesNav: 'ช้อปตามหมวดหมู่',
    resultCount: /^1-24 จาก [\d,]+ รายการ$/,
    addToBag: 'เพิ่มลงถุง',
    quantity: /^จำนวน/,
    remove: /^ลบ .+ ออกจากถุงช้อปปิ้ง$/,
    emptyBag: 'ถุงช้อปปิ้งของคุณว่างอยู่',
    bagTitle: 'ถุงช้อปปิ้งของฉัน',
  },
};

/**
 * The seeded overlay greets a guest once per device and origin (decision 0041); the config's
 * storage state dismisses it for the main server only. A spec on a second server's origin
 * calls this before its first page.
 */
export async function skipArrivalOverlay(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('lumi.content.dismissedOverlays', '["join-beauty-pass"]'));
}

export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

/**
 * Opens `path` with every script of the page held back, as on a slow phone, until the
 * returned `release` is called: the page is painted and not hydrated.
 */
export async function openWithCodeHeld(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  return release;
}

/** Collects uncaught errors of the page's scripts (a failed hydration shows up here). */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Records the operation name of every GraphQL request the page makes. */
export function watchGraphql(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    let name = '(unnamed)';
    try {
      name = (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? name;
    } catch {
      // a GET or a malformed body still counts as a request
    }
    operations.push(name);
  });
  return operations;
}

/** The amount of a formatted price, whatever the currency sign and grouping. */
export function amountOf(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

/** Text as React writes it into HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/**
 * From an English page with the category navigation: the first category, a product that
 * can be bought two at a time, one of it in the bag (the header's count says 1).
 */
export async function putAProductInTheBag(page: Page): Promise<string> {
  await page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link').first().click();
  await expect(page.getByText(/^1-24 of [\d,]+ results$/)).toBeVisible();
  const name = await openBuyableProduct(page);
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(page.getByTestId('bag-count')).toHaveText('1');
  return name;
}

/**
 * From a listing, opens a product that can be bought two at a time: in stock, and with a
 * variant allowing a quantity of 2 (low stock may allow only 1).
 */
export async function openBuyableProduct(page: Page): Promise<string> {
  const cards = page.locator('.product-card').filter({ hasNot: page.locator('.product-card__stock') });
  const count = await cards.count();
  for (let i = 0; i < count; i += 1) {
    const listing = page.url();
    await cards.nth(i).locator('a').first().click();
    await expect(page).toHaveURL(/\/products\//);
    await expect(page.locator('.purchase__add')).toBeVisible();
    if (await chooseBuyableVariant(page)) {
      return (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    }
    await page.goto(listing);
    await waitForHydration(page);
  }
  throw new Error('No product on this listing can be bought two at a time');
}

async function chooseBuyableVariant(page: Page): Promise<boolean> {
  const buyable = async () => (await page.locator('.purchase__add').isEnabled()) && (await page.locator('.purchase__quantity select option').count()) >= 2;
  if (await buyable()) return true;
  const labels = page.locator('.variant-picker__label:not(.is-out-of-stock)');
  for (let i = 0; i < (await labels.count()); i += 1) {
    await labels.nth(i).click();
    if (await buyable()) return true;
  }
  return false;
}

/** A new member signed up through the Singapore site's form (English), signed in when it returns. */
export async function signUpInSingapore(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/?country_code=SG&language=en');
  await waitForHydration(page);
  await page.goto('/sign_up');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Mei');
  await page.getByLabel('Last name').fill('Tan');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  for (const label of [/collection and use/, /disclosure of my personal data/, /Terms and Conditions/, /over 14 years/]) {
    await page.getByLabel(label).check();
  }
  await page.getByRole('button', { name: 'Create account' }).click();
  // Password hashing at its real cost on a busy machine can take several seconds.
  await expect(page.getByTestId('account-link')).toHaveText('My account', { timeout: 60_000 });
}

/** On the SG/en checkout page, hydrated: Mei Tan collects from the first store and pays with the approved test card. */
export async function placeClickAndCollectOrder(page: Page): Promise<void> {
  await page.getByLabel('Full name').fill('Mei Tan');
  await page.getByLabel('Mobile number').fill('9123 4567');
  await page.getByLabel('Click and collect from a store').check();
  await page.getByLabel('Store', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
}

/** A GraphQL call through the storefront's own /graphql, as the page would make it; fails on errors. */
export async function siteGraphql(page: Page, query: string, variables: object = {}, country = 'sg') {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-site-country': country },
    data: { query, variables },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** No serious or critical axe finding on the page as it stands. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`),
    name,
  ).toEqual([]);
}

/** Staff move an SG order to delivered on the sandbox's order-state page. */
export async function deliverInSandbox(page: Page, number: string): Promise<void> {
  await page.goto('/sandbox/order-state');
  await waitForHydration(page);
  await page.getByLabel('Order number or id').fill(number);
  await page.getByLabel('New state').selectOption('DELIVERED');
  await page.getByRole('button', { name: 'Move the order' }).click();
  await expect(page.getByTestId('sandbox-order-result')).toHaveText(`Order ${number} is now: Delivered`);
}

/** The api's clock moved forward by Singapore working days, on the same sandbox page. */
export async function advanceSingaporeWorkingDays(page: Page, days: number): Promise<void> {
  await page.goto('/sandbox/order-state');
  await waitForHydration(page);
  await page.getByLabel('Working days in SG').fill(String(days));
  await page.getByRole('button', { name: 'Move the clock forward' }).click();
  await expect(page.getByTestId('sandbox-clock-now')).toBeVisible();
}
