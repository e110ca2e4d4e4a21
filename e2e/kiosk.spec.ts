// The in-store kiosk (issue 18, decision 0119) at 1080×1920 portrait, for store ST-SG-1 on
// its own server (scripts/start.mjs starts it with KIOSK_STORE, a development device and a
// 15 s idle time, playwright.config.ts): the idle wipe, a typed barcode, a booking at this
// store, a Beauty Pass sign-in with the mailed code, and nothing but hashes on /graphql.
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { SIGN_UP, signUpInput, uniqueEmail } from '../gateway/test/support/session.ts';

const kiosk = `http://localhost:${process.env.E2E_KIOSK_PORT ?? '3150'}`;
const STORE = 'ST-SG-1';

test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true });

test.beforeAll(async ({ request }) => {
  // start.mjs starts the kiosk after the web server Playwright waits for.
  await expect(async () => expect((await request.get(`${kiosk}/healthz`)).ok()).toBe(true)).toPass({ timeout: 60_000 });
});

/** The storefront's /graphql (text queries are the web's, not the kiosk's): test data only. */
async function webGraphql(request: APIRequestContext, query: string, variables: object = {}) {
  const response = await request.post('/graphql', { headers: { 'x-site-country': 'sg', 'x-site-language': 'en' }, data: { query, variables } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** Every /graphql body the kiosk page sends. */
function watchKioskGraphql(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(kiosk) && new URL(request.url()).pathname === '/graphql') bodies.push(request.postData() ?? '');
  });
  return bodies;
}

async function startVisit(page: Page) {
  await page.goto(kiosk);
  await expect(page.getByTestId('attract')).toContainText('Touch to start');
  await page.getByTestId('attract').click();
  await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
}

/** A shade of a product with several, on ST-SG-1's shelf, with its barcode. */
async function shelvedShade(request: APIRequestContext) {
  const data = await webGraphql(
    request,
    `query($store: ID!) { products(first: 60) { nodes { id name variationType variants { id name barcode storeStock(storeId: $store) { availability quantity } } } } }`,
    { store: STORE },
  );
  type V = { id: string; name: string; barcode: string | null; storeStock: { availability: string; quantity: number } | null };
  for (const product of data.products.nodes as { id: string; name: string; variationType: string; variants: V[] }[]) {
    if (product.variationType !== 'SHADE' || product.variants.length < 2) continue;
    const shade = product.variants.find((v) => v.barcode && v.storeStock?.availability === 'IN_STORE');
    if (shade) return { product, shade };
  }
  throw new Error(`No multi-shade product with a shade on ${STORE}'s shelf in the first 60`);
}

test("a typed barcode opens the product with its shades and this store's stock; an unknown one says so", async ({ page, request }) => {
  const graphqlBodies = watchKioskGraphql(page);
  const { product, shade } = await shelvedShade(request);
  await startVisit(page);
  await page.getByRole('button', { name: 'Scan a barcode' }).click();
  await expect(page.getByRole('heading', { name: 'Scan a barcode' })).toBeVisible();

  // A mistyped digit is caught before any lookup.
  const wrong = shade.barcode!.slice(0, -1) + String((Number(shade.barcode!.at(-1)) + 1) % 10);
  for (const digit of wrong) await page.getByRole('group', { name: 'Barcode number' }).getByRole('button', { name: digit, exact: true }).click();
  await expect(page.getByTestId('keypad-display')).toHaveText(wrong);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('barcode-message')).toHaveText("That number doesn't look right: check the digits.");

  // A well-formed code nobody has: "we don't know it".
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.keyboard.type('2000000000015');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('barcode-message')).toHaveText("We don't know this barcode. Ask one of our team.");

  await page.getByRole('button', { name: 'Clear' }).click();
  await page.keyboard.type(shade.barcode!);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Shades' }).getByTestId('shade')).toHaveCount(product.variants.length);
  // The scanned shade is the one chosen, with this store's shelf.
  const chosen = page.getByRole('button', { pressed: true }).filter({ hasText: shade.name });
  await expect(chosen).toContainText('In this store');
  await expect(page.getByTestId('store-stock')).toContainText(`On this store's shelf: ${shade.storeStock!.quantity}`);
  await expect(page.getByTestId('price')).toHaveText(/^\$\d/);
  await expect(page.getByTestId('rating')).toHaveText(/out of 5|No reviews yet/);

  // "Send to my phone": the website's product page, in the store's country.
  await page.getByRole('button', { name: 'Send to my phone' }).click();
  await expect(page.getByRole('img', { name: "Scan with your phone's camera" })).toHaveAttribute(
    'data-qr-text',
    /\/products\/[^?]+\?country_code=SG&language=en$/,
  );
  await page.getByRole('button', { name: 'Close' }).click();

  // (e) Nothing but hashes: no query text ever leaves the kiosk page.
  expect(graphqlBodies.length).toBeGreaterThan(2);
  for (const body of graphqlBodies) {
    const parsed = JSON.parse(body);
    expect(parsed.query, body).toBeUndefined();
    expect(parsed.extensions?.persistedQuery?.sha256Hash, body).toMatch(/^[0-9a-f]{64}$/);
  }
});

test('the idle wipe: picks are gone and attract mode is back after the idle time, with a "Still there?" warning first', async ({ page, request }) => {
  const { shade } = await shelvedShade(request);
  await startVisit(page);
  await page.getByRole('button', { name: 'Scan a barcode' }).click();
  await page.keyboard.type(shade.barcode!);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: 'Add to my picks' }).click();
  await expect(page.getByTestId('picks-button')).toHaveText('My picks (1)');
  await page.getByTestId('picks-button').click();
  await expect(page.getByTestId('pick')).toHaveCount(1);
  await page.getByRole('button', { name: 'Send to my phone' }).click();
  await expect(page.getByRole('img', { name: "Scan with your phone's camera" })).toHaveAttribute(
    'data-qr-text',
    new RegExp(`/picks\\?items=${shade.id}&country_code=SG&language=en$`),
  );
  await page.getByRole('button', { name: 'Close' }).click();

  // No touch: the warning, then attract mode.
  await expect(page.getByRole('alertdialog', { name: 'Still there?' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('attract')).toBeVisible({ timeout: 10_000 });
  await page.getByTestId('attract').click();
  await expect(page.getByTestId('picks-button')).toHaveText('My picks (0)');
  await page.getByTestId('picks-button').click();
  await expect(page.getByTestId('pick')).toHaveCount(0);
});

test('booking a service at this store survives a network drop (same idempotencyKey) and ends with a confirmation', async ({ page }) => {
  // The first two tries to book are lost on the way: the screen says so and sends it again.
  const bookingKeys: string[] = [];
  await page.route(`${kiosk}/graphql`, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}');
    if (body.operationName !== 'KioskCreateBooking') return route.continue();
    bookingKeys.push(body.variables.input.idempotencyKey);
    return bookingKeys.length <= 2 ? route.abort('internetdisconnected') : route.continue();
  });
  await startVisit(page);
  await page.getByRole('button', { name: 'Book a service' }).click();
  await expect(page.getByRole('heading', { name: /^Book a service or class at / })).toBeVisible();
  await page.getByTestId('activity').first().click();
  await page.locator('[data-testid="day"]:not([disabled])').first().click();
  await page.getByTestId('time').first().click();
  await page.getByLabel('Full name').fill('Mei Tan');
  await page.getByLabel('Email').fill(`kiosk-${Date.now().toString(36)}@example.com.sg`);
  await page.getByLabel('Mobile number').fill('+6591234567');
  // Required questions, if the service asks any: the first option or a short answer.
  for (const group of await page.locator('fieldset.field').all()) await group.getByRole('button').first().click();
  for (const input of await page.locator('.contact-form input[type="text"]').all()) if (!(await input.inputValue())) await input.fill('None');
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByTestId('booking-retrying')).toHaveText('Connection lost, trying again…');
  await expect(page.getByLabel('Full name')).toHaveValue('Mei Tan');
  await expect(page.getByTestId('booking-confirmation')).toContainText("You're booked!", { timeout: 15_000 });
  await expect(page.getByTestId('confirmation-number')).toHaveText(/\S{4,}/);
  expect(bookingKeys).toHaveLength(3);
  expect(new Set(bookingKeys).size).toBe(1);
});

test('Beauty Pass sign-in with the card number and the mailed code shows the points; the idle wipe signs out', async ({ page, playwright, baseURL }) => {
  test.setTimeout(150_000);
  // A member, signed up through the storefront.
  const web = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail();
  const signUp = await webGraphql(web, SIGN_UP, { input: { ...signUpInput(email), firstName: 'Ayu' } });
  expect(signUp.signUp.userErrors).toEqual([]);
  const { me } = await webGraphql(web, '{ me { beautyPass { cardNumber } } }');
  const card: string = me.beautyPass.cardNumber;

  await startVisit(page);
  await page.getByRole('button', { name: 'Sign in with Beauty Pass' }).first().click();
  await page.keyboard.type(card);
  await expect(page.getByTestId('keypad-display')).toHaveText(card);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();

  // The code, from the development inbox (a shopper waiting for it touches the screen now and then).
  let code = '';
  await expect(async () => {
    await page.getByRole('heading', { name: 'Enter the code' }).click();
    const { devInbox } = await webGraphql(web, 'query($to: String) { devInbox(to: $to) { id kind } }', { to: email });
    const mail = (devInbox as { id: string; kind: string }[]).find((m) => m.kind === 'kiosk_sign_in_code');
    expect(mail).toBeTruthy();
    const { devMail } = await webGraphql(web, 'query($id: ID!) { devMail(id: $id) { text } }', { id: mail!.id });
    code = /\b(\d{6})\b/.exec(devMail.text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });

  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('beauty-pass')).toBeVisible();
  await expect(page.getByTestId('points')).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByText('White member')).toBeVisible();
  await expect(page.getByTestId('member-button')).toHaveText('Hi Ayu');

  // Gone at the idle wipe: the next shopper sees no member.
  await expect(page.getByTestId('attract')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('attract').click();
  await expect(page.getByTestId('member-button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in with Beauty Pass' }).first()).toBeVisible();
  await web.dispose();
});

test('built for a public screen: every control is a 48 px touch target, and no key, menu or link leads out', async ({ page, request }) => {
  const { product, shade } = await shelvedShade(request);
  await startVisit(page);
  /** Visible controls smaller than 48 × 48 CSS pixels, by their text. */
  const smallTargets = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [role="button"]')]
        .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
        .map((element) => ({
          label: (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 40),
          box: element.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.width < 48 || box.height < 48)
        .map(({ label, box }) => `${label}: ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
  expect(await smallTargets(), 'start screen').toEqual([]);
  await page.getByRole('button', { name: 'Scan a barcode' }).click();
  expect(await smallTargets(), 'barcode keypad').toEqual([]);
  await page.keyboard.type(shade.barcode!);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  expect(await smallTargets(), 'product screen').toEqual([]);

  // The reload key and the context menu are the page's to refuse; links open nothing.
  const refused = await page.evaluate(() => {
    const key = new KeyboardEvent('keydown', { key: 'F5', bubbles: true, cancelable: true });
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(key);
    document.body.dispatchEvent(menu);
    return {
      reload: key.defaultPrevented,
      menu: menu.defaultPrevented,
      outboundLinks: document.querySelectorAll('a[target="_blank"], a[href^="http"]').length,
    };
  });
  expect(refused).toEqual({ reload: true, menu: true, outboundLinks: 0 });
});
