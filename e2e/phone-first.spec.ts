// Issue 15 items 1 and 8: the storefront on a phone (390 px) and a laptop (1280 px), in
// English and Thai. Every main page is photographed whole (kept with the test's results as
// attachments) and its layout facts are asserted: the phone header is one row of at most
// 64 px whose controls are 44 px targets, no page scrolls sideways, the first products are
// above the fold before any script runs, and the desktop keeps its category bar. Then the
// phone's menu drawer and the listing's filter sheet as a shopper uses them.
import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { waitForHydration } from './support/storefront.ts';

const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, hasTouch: true };
const LAPTOP = { viewport: { width: 1280, height: 800 } };

const LANGUAGES = [
  { key: 'en', query: 'country_code=SG&language=en', addToBag: 'Add to bag', menu: 'Menu', filterAndSort: 'Filter & sort' },
  { key: 'th', query: 'country_code=TH&language=th', addToBag: 'เพิ่มลงถุง', menu: 'เมนู', filterAndSort: 'กรองและเรียงลำดับ' },
] as const;

const consents = { privacyCollection: true, privacyDisclosure: true, policyAgreement: true, over14: true };

interface LayoutFacts {
  /** How far the page scrolls sideways, in CSS pixels. */
  overflow: number;
  headerHeight: number;
  /** Header controls smaller than 44 × 44 px. */
  smallTargets: string[];
  categoryBarShown: boolean;
}

function layoutFacts(page: Page): Promise<LayoutFacts> {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header');
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const controls = [...document.querySelectorAll('.site-header__bar a, .site-header__bar button, .site-header__bar summary')];
    return {
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      headerHeight: header?.getBoundingClientRect().height ?? 0,
      smallTargets: controls
        .filter(shown)
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.height < 44 || box.width < 44;
        })
        .map((el) => el.outerHTML.slice(0, 100)),
      categoryBarShown: [...document.querySelectorAll('.category-nav')].some(shown),
    };
  });
}

async function photograph(page: Page, testInfo: TestInfo, name: string) {
  // Lazy images below the fold load as the full-page shot scrolls; give them a moment.
  await page.waitForLoadState('networkidle').catch(() => {});
  // Written under test-results/ (kept for passed tests too) and attached to the report.
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function checkPage(page: Page, testInfo: TestInfo, name: string, phone: boolean) {
  await waitForHydration(page);
  const facts = await layoutFacts(page);
  expect(facts.overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  if (phone) {
    expect(facts.headerHeight, `${name}: the phone header`).toBeLessThanOrEqual(64);
    expect(facts.smallTargets, `${name}: header controls under 44 px`).toEqual([]);
    expect(facts.categoryBarShown, `${name}: the category bar belongs in the menu on a phone`).toBe(false);
  } else {
    expect(facts.categoryBarShown, `${name}: the desktop category bar`).toBe(true);
    await expect(page.getByTestId('menu-button')).toBeHidden();
  }
  await photograph(page, testInfo, name);
}

for (const [size, device] of [
  ['390', PHONE],
  ['1280', LAPTOP],
] as const) {
  test.describe(`${size} px`, () => {
    test.use(device);

    for (const language of LANGUAGES) {
      test(`${language.key}: home, listing, product, bag, checkout, sign-in and account keep their layout`, async ({ page }, testInfo) => {
        test.setTimeout(180_000);
        const phone = size === '390';
        const shot = (name: string) => `${size}-${language.key}-${name}`;

        await page.goto(`/?${language.query}`);
        await checkPage(page, testInfo, shot('home'), phone);

        await page.goto('/pages/categories/makeup');
        await checkPage(page, testInfo, shot('listing'), phone);
        const firstCard = await page.locator('.product-card').first().boundingBox();
        expect(firstCard?.y ?? Infinity, 'the first product starts above the fold').toBeLessThan(device.viewport.height - 150);

        const card = page
          .locator('.product-card')
          .filter({ hasNot: page.locator('.product-card__stock') })
          .first();
        await card.locator('a').first().click();
        await expect(page).toHaveURL(/\/products\//);
        await checkPage(page, testInfo, shot('product'), phone);

        const add = page.getByRole('button', { name: language.addToBag });
        if (await add.isEnabled()) {
          await add.click();
          await expect(page.getByTestId('bag-count')).not.toHaveText(/^0$|^๐$/);
        }

        await page.goto('/cart');
        await checkPage(page, testInfo, shot('bag'), phone);

        await page.goto('/checkout');
        await checkPage(page, testInfo, shot('checkout'), phone);

        await page.goto('/sign_in');
        await checkPage(page, testInfo, shot('sign-in'), phone);

        const email = `phone-${language.key}-${size}-${Date.now().toString(36)}@example.com`;
        await expect(async () => {
          const response = await page.request.post('/graphql', {
            headers: { 'content-type': 'application/json' },
            data: {
              query: 'mutation ($input: SignUpInput!) { signUp(input: $input) { userErrors { code } } }',
              variables: {
                input: { email, password: 'Lumi-phone-2026!', passwordConfirmation: 'Lumi-phone-2026!', firstName: 'Dara', lastName: 'Tan', consents },
              },
            },
          });
          expect((await response.json()).data?.signUp.userErrors).toEqual([]);
        }).toPass({ timeout: 60_000, intervals: [2_000] });
        await page.goto('/account');
        await expect(page).toHaveURL(/\/account$/);
        await checkPage(page, testInfo, shot('account'), phone);
      });
    }
  });
}

test.describe('tablet widths', () => {
  // Thai and Indonesian labels are long: the desktop row once ran 80 px past a 900 px screen.
  for (const width of [768, 900, 1024]) {
    test(`${width} px: the Thai and Indonesian listings fit the screen, with a one-row header`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const query of ['country_code=TH&language=th', 'country_code=ID&language=id']) {
        await page.goto(`/pages/categories/makeup?${query}`);
        await waitForHydration(page);
        const facts = await layoutFacts(page);
        expect(facts.overflow, `${width} px, ${query}`).toBeLessThanOrEqual(0);
        expect(facts.headerHeight, `${width} px, ${query}`).toBeLessThanOrEqual(64);
      }
    });
  }
});

test.describe('390 px, before any script runs', () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test('the server-rendered listing shows a compact header and the first products on the first screen', async ({ page }) => {
    await page.goto(`/pages/categories/makeup?${LANGUAGES[1].query}`);
    const header = await page.locator('.site-header').boundingBox();
    expect(header?.height ?? Infinity).toBeLessThanOrEqual(64);
    const cards = page.locator('.product-card');
    // Two cards side by side, both starting on the first screen.
    for (const index of [0, 1]) {
      const box = await cards.nth(index).boundingBox();
      expect(box?.y ?? Infinity).toBeLessThan(PHONE.viewport.height - 150);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  // Each language draws the page in its own fonts (scripts/ensure-chromium.mjs installs Thai and
  // Chinese ones): in Hong Kong Chinese the brand's name once fell back to a CJK serif, 21 px
  // wider, and the header's buttons wrapped onto a second row.
  for (const query of ['country_code=SG&language=en', 'country_code=ID&language=id', 'country_code=TH&language=th', 'country_code=HK&language=zh']) {
    test(`${query}: the header is one row, its buttons beside the brand`, async ({ page }) => {
      await page.goto(`/pages/categories/makeup?${query}`);
      const header = await page.locator('.site-header').boundingBox();
      expect(header?.height ?? Infinity).toBeLessThanOrEqual(64);
      const logo = await page.locator('.site-header .logo').boundingBox();
      const bag = await page.locator('.site-header .bag-link').boundingBox();
      expect(Math.abs((bag?.y ?? Infinity) - (logo?.y ?? 0))).toBeLessThanOrEqual(8);
    });
  }
});

test.describe('390 px, the menu drawer and the filter sheet', () => {
  test.use(PHONE);

  test('the menu holds the categories, the account and the country switch; Escape closes it and a category link navigates', async ({ page }) => {
    await page.goto(`/?${LANGUAGES[0].query}`);
    await waitForHydration(page);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(drawer.locator('.locale-switcher')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await drawer
      .locator('summary')
      .filter({ hasText: /^Skincare$/ })
      .click();
    const allSkincare = drawer.getByRole('link', { name: 'All Skincare' });
    await expect(allSkincare).toBeVisible();
    await allSkincare.click();
    await expect(page).toHaveURL(/\/pages\/categories\/skincare$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Skincare' })).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  test('Filter & sort opens a sheet; a brand becomes a chip above the products, and the chip takes it off', async ({ page }) => {
    await page.goto(`/pages/categories/makeup?${LANGUAGES[0].query}`);
    await waitForHydration(page);
    await expect(page.locator('.filter-panel')).toBeHidden();
    const open = page.getByRole('button', { name: 'Filter & sort' });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Filter & sort' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByLabel('Sort by')).toBeVisible();

    const brand = sheet.locator('input[name="brands"]').first();
    const brandLabel = (await sheet.locator(`label[for="${await brand.getAttribute('id')}"]`).textContent())?.replace(/\s*\(.*\)\s*$/, '').trim() ?? '';
    await brand.check();
    await expect(page).toHaveURL(/brands=/);
    const showResults = sheet.getByRole('button', { name: /^Show [\d,]+ results?$/ });
    await expect(showResults).toBeVisible();
    await showResults.click();
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();

    const chip = page.getByRole('link', { name: `Remove filter: ${brandLabel}` });
    await expect(chip).toBeVisible();
    const cards = page.locator('.product-card__brand');
    await expect(cards.first()).toHaveText(brandLabel, { ignoreCase: true });
    await chip.click();
    await expect(page).not.toHaveURL(/brands=/);
    await expect(chip).toBeHidden();
  });

  // Three brands and a price range chosen: five chips once made the page 425–523 px wide, and
  // the sheet's "Show N results" sat below the screen.
  for (const language of LANGUAGES) {
    test(`${language.key}: with many filters chosen the chips scroll in their row, the page stays 390 px and the sheet's button stays on screen`, async ({
      page,
    }) => {
      await page.goto(`/pages/categories/makeup?${language.query}`);
      await waitForHydration(page);
      const brands = await page
        .locator('.filter-panel input[name="brands"]')
        .evaluateAll((inputs) => inputs.slice(0, 3).map((i) => (i as HTMLInputElement).value));
      const price = await page.locator('.filter-panel input[name="price"]').first().getAttribute('value');
      const search = new URLSearchParams(language.query);
      for (const brand of brands) search.append('brands', brand);
      search.append('price', price ?? '');
      await page.goto(`/pages/categories/makeup?${search}`);
      await waitForHydration(page);
      await expect(page.locator('.listing-filters__chips li')).toHaveCount(4);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
        chipsRight: document.querySelector('.listing-filters__bar')!.getBoundingClientRect().right,
      }));
      expect(widths.page, 'the page is as wide as the screen').toBeLessThanOrEqual(widths.screen);
      expect(widths.chipsRight, 'the chip row ends at the screen edge').toBeLessThanOrEqual(widths.screen);
      // The last chip is reached by scrolling the row itself.
      const last = page.locator('.listing-filters__chips li').last().getByRole('link');
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();

      await page.getByRole('button', { name: language.filterAndSort }).click();
      const sheet = page.getByRole('dialog', { name: language.filterAndSort });
      await expect(sheet).toBeVisible();
      const action = sheet.locator('.filter-sheet__foot .button');
      for (const where of ['opened', 'scrolled to its end']) {
        const box = await action.boundingBox();
        expect(box, `the sheet's button, ${where}`).not.toBeNull();
        expect(box!.y + box!.height, `the sheet's button is on screen, ${where}`).toBeLessThanOrEqual(PHONE.viewport.height);
        expect(box!.x + box!.width, `the sheet's button is on screen, ${where}`).toBeLessThanOrEqual(PHONE.viewport.width);
        await sheet.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      }
    });
  }

  // The assistant's floating button once sat over the footer's last links and over the form
  // a shopper was typing into.
  test('the assistant button covers nothing at the page end and steps aside while the shopper types', async ({ page }) => {
    await page.goto(`/pages/categories/makeup?${LANGUAGES[0].query}`);
    await waitForHydration(page);
    const launcher = page.getByTestId('assistant-launcher');
    await expect(launcher).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const covered = await page.evaluate(() => {
      const button = document.querySelector('[data-testid="assistant-launcher"]')!.getBoundingClientRect();
      return [...document.querySelectorAll('.site-footer a, .site-footer p, .site-footer button, .price-tag')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.left < button.right && box.right > button.left && box.top < button.bottom && box.bottom > button.top;
        })
        .map((el) => el.textContent?.trim().slice(0, 40));
    });
    expect(covered, 'under the assistant button at the end of the page').toEqual([]);

    await page.goto('/sign_up');
    await waitForHydration(page);
    await expect(launcher).toBeVisible();
    await page.getByLabel('Email').focus();
    await expect(launcher).toBeHidden();
  });
});
