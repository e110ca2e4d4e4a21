// axe finds no serious or critical violation on any page a shopper can open (issue 15
// item 7): the catalogue, search, content, stores and bookings, the sign-in forms, the bag
// and checkout as a guest, and a member's account pages with an order, in SG/en; a subset
// in TH/th. accessibility.spec.ts walks home, category, product and bag in both. One test
// per group of pages; the member is signed up once and reused.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { waitForHydration, placeClickAndCollectOrder } from './support/storefront.ts';

async function expectNoSeriousViolations(page: Page, name: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  if (serious.length > 0) await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  expect.soft(serious, `${name}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

/** Opens a page fresh from the server, waits for it to hydrate and show its h1, and runs axe. */
async function check(page: Page, path: string, name: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSeriousViolations(page, name);
}

/** A product that one can buy in this country (in stock, a single variant). */
async function buyableSlug(request: APIRequestContext, country: string): Promise<string> {
  const found = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-site-country': country },
    data: { query: '{ products(first: 40) { nodes { slug variants { stockStatus maxQuantity } } } }' },
  });
  const nodes = (await found.json()).data.products.nodes as { slug: string; variants: { stockStatus: string; maxQuantity: number }[] }[];
  return nodes.find((p) => p.variants.length === 1 && p.variants[0]!.stockStatus === 'IN_STOCK' && p.variants[0]!.maxQuantity >= 2)!.slug;
}

async function addToBag(page: Page, slug: string, addToBagLabel: string) {
  await page.goto(`/products/${slug}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: addToBagLabel }).click();
  await expect(page.getByTestId('bag-count')).toHaveText('1');
}

/** Pages that need nothing but a locale, checked in one test: each page's path and the name of its report. */
interface PageGroup {
  title: string;
  pages: [path: string, name: string][];
}

/** One test per group of pages, a few per test (axe takes seconds a page). */
function checkEachGroup(groups: PageGroup[]) {
  for (const { title, pages } of groups) {
    test(`${title} pass axe`, async ({ page }) => {
      for (const [path, name] of pages) await check(page, path, name);
    });
  }
}

/** Every test of the block starts on the site's home page, which sets its country and language. */
function startOn(site: string) {
  test.beforeEach(async ({ page }) => {
    await page.goto(`/?${site}`);
  });
}

test.describe('SG/en as a guest', () => {
  startOn('country_code=SG&language=en');

  checkEachGroup([
    {
      title: 'the brands list and a brand',
      pages: [
        ['/brands', 'sg-brands'],
        ['/brands/armani-beauty', 'sg-brand'],
      ],
    },
    {
      title: 'search results, with and without matches',
      pages: [
        ['/search?q=serum', 'sg-search'],
        ['/search?q=zzzqqqxx', 'sg-search-none'],
      ],
    },
    {
      title: 'stores and what’s happening',
      pages: [
        ['/stores', 'sg-stores'],
        ['/happening', 'sg-happening'],
      ],
    },
    {
      title: 'services and an activity booking page',
      pages: [
        ['/happening/services', 'sg-services'],
        ['/happening/services/AC-SG-full-makeover', 'sg-activity'],
      ],
    },
    {
      title: 'about, privacy and terms',
      pages: [
        ['/about', 'sg-about'],
        ['/privacy', 'sg-privacy'],
        ['/terms?section=Legal+Terms', 'sg-terms'],
      ],
    },
    {
      title: 'the help page and the 404 page',
      pages: [
        ['/pages/help', 'sg-help'],
        ['/no/such/page', 'sg-not-found'],
      ],
    },
  ]);

  test('a product page passes axe', async ({ page }) => {
    await check(page, `/products/${await buyableSlug(page.request, 'sg')}`, 'sg-product');
  });

  test('sign in, sign up and the password reset request pass axe', async ({ page }) => {
    await check(page, '/sign_in', 'sg-sign-in');
    // The errors of an empty submit are part of the page too.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectNoSeriousViolations(page, 'sg-sign-in-errors');
    await check(page, '/sign_up', 'sg-sign-up');
    await check(page, '/users/password/new', 'sg-password-new');
  });

  test('the empty bag, the bag with an item and checkout’s address step pass axe', async ({ page }) => {
    await check(page, '/cart', 'sg-bag-empty');
    await addToBag(page, await buyableSlug(page.request, 'sg'), 'Add to bag');
    await check(page, '/cart', 'sg-bag');
    await check(page, '/checkout', 'sg-checkout');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Full name').focus();
    await expectNoSeriousViolations(page, 'sg-checkout-error');
  });
});

test.describe
  .serial('SG/en as a member', () => {
    const email = `axe-${Date.now().toString(36)}@example.com.sg`;
    const password = 'Cantik#2025';
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(120_000);
      context = await browser.newContext();
      await context.addInitScript(() => localStorage.setItem('lumi.content.dismissedOverlays', '["join-beauty-pass"]'));
      page = await context.newPage();
      await page.goto('/?country_code=SG&language=en');
      const consents = { privacyCollection: true, privacyDisclosure: true, policyAgreement: true, over14: true };
      // A SERVICE_UNAVAILABLE (the api slow to answer on a busy machine) is worth another try.
      await expect(async () => {
        const response = await page.request.post('/graphql', {
          headers: { 'content-type': 'application/json' },
          data: {
            query: 'mutation ($input: SignUpInput!) { signUp(input: $input) { userErrors { code } } }',
            variables: { input: { email, password, passwordConfirmation: password, firstName: 'Mei', lastName: 'Tan', consents } },
          },
        });
        expect((await response.json()).data?.signUp.userErrors).toEqual([]);
      }).toPass({ timeout: 90_000, intervals: [2_000] });
    });

    test.afterAll(async () => {
      await context.close();
    });

    test('the dashboard, orders and points pass axe', async () => {
      await check(page, '/account', 'sg-account');
      await check(page, '/account/orders', 'sg-orders-empty');
      await check(page, '/account/points', 'sg-points');
    });

    test('the wish list and rewards pass axe', async () => {
      await check(page, '/account/wishlist', 'sg-wishlist');
      await check(page, '/beauty-pass/rewards', 'sg-rewards');
    });

    test('an order and the orders list pass axe', async () => {
      await addToBag(page, await buyableSlug(page.request, 'sg'), 'Add to bag');
      await page.goto('/checkout');
      await waitForHydration(page);
      await placeClickAndCollectOrder(page);
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+$/);
      await expect(page.getByTestId('order-outcome')).toContainText('Your order is confirmed');
      await expectNoSeriousViolations(page, 'sg-order');
      await check(page, '/account/orders', 'sg-orders');
      await expect(page.getByTestId('member-order')).toHaveCount(1);
    });
  });

test.describe('TH/th', () => {
  startOn('country_code=TH&language=th');

  checkEachGroup([
    {
      title: 'brands, search results and stores',
      pages: [
        ['/brands', 'th-brands'],
        ['/search?q=serum', 'th-search'],
        ['/stores', 'th-stores'],
      ],
    },
    {
      title: 'services, help and sign in',
      pages: [
        ['/happening/services', 'th-services'],
        ['/pages/help', 'th-help'],
        ['/sign_in', 'th-sign-in'],
      ],
    },
  ]);

  test('sign up, the bag and checkout pass axe', async ({ page }) => {
    await check(page, '/sign_up', 'th-sign-up');
    await addToBag(page, await buyableSlug(page.request, 'th'), 'เพิ่มลงถุง');
    await check(page, '/cart', 'th-bag');
    await check(page, '/checkout', 'th-checkout');
  });
});
