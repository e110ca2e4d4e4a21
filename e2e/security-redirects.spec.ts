// Reliability plan rows 29 and 30 (a) against the built storefront: the server's Location
// headers and the browser's router never leave our origin whatever return_to says, and
// two members loading the same pages at the same time each see only their own name and
// bag, in pages no shared cache may keep (decision 0050).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { CONTROL_TARGET, HOSTILE_TARGETS, MORE_TARGETS, PLAN_TARGETS } from '../web/app/platform/return-to-payloads.ts';
import { PASSWORD, SIGN_UP, signUpInput, uniqueEmail } from '../gateway/test/support/session.ts';
import { waitForHydration } from './support/storefront.ts';

/** Signs up through the storefront's /graphql (the context keeps the session cookies). */
async function signUp(request: APIRequestContext, firstName: string): Promise<string> {
  const email = uniqueEmail();
  const response = await request.post('/graphql', { data: { query: SIGN_UP, variables: { input: { ...signUpInput(email), firstName } } } });
  const body = await response.json();
  expect(body.data?.signUp?.account, JSON.stringify(body)).toBeTruthy();
  return email;
}

const ORIGIN_OF = (page: Page | string) => new URL(typeof page === 'string' ? page : page.url()).origin;

test.describe('reliability 29: return_to open redirect', () => {
  test('the server: a signed-in shopper sent to /sign_in?return_to=… gets a Location on our origin', async ({ request, baseURL }) => {
    await signUp(request, 'Ayu');
    for (const payload of HOSTILE_TARGETS) {
      const response = await request.get(`/sign_in?return_to=${encodeURIComponent(payload)}`, { maxRedirects: 0 });
      expect(response.status(), payload).toBe(302);
      expect(response.headers().location, payload).toBe('/');
    }
    const control = await request.get(`/sign_in?return_to=${encodeURIComponent(CONTROL_TARGET)}`, { maxRedirects: 0 });
    expect(control.headers().location).toBe(CONTROL_TARGET);
    // A request line that is itself the trick: the preview link's 302 keeps us home.
    for (const path of ['//evil.example/preview/layout', '/preview/layout/..//..//evil.example', '/%2F%2Fevil.example/preview/layout']) {
      const response = await request.get(`${baseURL}${path}?token=abc`, { maxRedirects: 0 });
      const location = response.headers().location;
      if (location) expect(ORIGIN_OF(new URL(location, baseURL).href), path).toBe(ORIGIN_OF(baseURL!));
    }
    // The page such a request line renders (the 404) links nowhere off-site either: the
    // welcome screen's and the locale switcher's links are built from the current path.
    const page = await request.get(`${baseURL}//evil.example`, { headers: { cookie: '' } });
    const hrefs = [...(await page.text()).matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(hrefs.some((href) => href.includes('country_code='))).toBe(true);
    for (const href of hrefs) expect(ORIGIN_OF(new URL(href, baseURL).href), href).toBe(ORIGIN_OF(baseURL!));
  });

  test('the browser: signing in with a hostile return_to lands on our home page, the control where it asked', async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const setup = await browser.newContext();
    const email = await signUp(setup.request, 'Bima');
    await setup.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    // A sign-in takes a few seconds here: the plan's table and a sample of the rest (the
    // server test above and return-to.test.ts take every payload).
    const sample = [
      'HtTpS://evil.example',
      'http:/evil.example',
      '////evil.example',
      '/%252F%252Fevil.example',
      '/%2e%2e//evil.example',
      '/\t/evil.example',
      '/%09/evil.example',
      '/\uff0fevil.example',
      'JaVaScRiPt:alert(1)',
    ];
    expect(MORE_TARGETS).toEqual(expect.arrayContaining(sample));
    for (const payload of [...PLAN_TARGETS, ...sample, CONTROL_TARGET]) {
      await context.clearCookies(); // signed out; the country in the URL skips the welcome screen
      await page.goto(`/sign_in?return_to=${encodeURIComponent(payload)}&country_code=SG&language=en`);
      await waitForHydration(page);
      await page.locator('#sign-in-email').fill(email);
      await page.locator('#sign-in-password').fill(PASSWORD);
      await page.getByTestId('sign-in-form').locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.origin !== ORIGIN_OF(baseURL!) || !url.pathname.startsWith('/sign_in'));
      await expect(page.getByTestId('account-link')).toBeVisible();
      const landed = new URL(page.url());
      expect(landed.origin, payload).toBe(ORIGIN_OF(baseURL!));
      expect(`${landed.pathname}${landed.search}`, payload).toBe(payload === CONTROL_TARGET ? CONTROL_TARGET : '/');
    }
    await context.close();
  });
});

test.describe('reliability 30: cache isolation', () => {
  test('two members loading the same pages at once each see only their own name and bag; no page is cacheable', async ({ browser }) => {
    test.setTimeout(120_000);
    const members = await Promise.all(
      (['Citra', 'Dewi'] as const).map(async (firstName, i) => {
        const context = await browser.newContext();
        const email = await signUp(context.request, firstName);
        // Different bags: 1 and 2 of the first buyable variant.
        const { data } = await (
          await context.request.post('/graphql', { data: { query: '{ products(first: 24) { nodes { variants { id stockStatus maxQuantity } } } }' } })
        ).json();
        const variant = data.products.nodes
          .flatMap((p: { variants: { id: string; stockStatus: string; maxQuantity: number }[] }) => p.variants)
          .find((v: { stockStatus: string; maxQuantity: number }) => v.stockStatus === 'IN_STOCK' && v.maxQuantity === 10);
        const added = await context.request.post('/graphql', {
          data: {
            query: 'mutation ($v: ID!, $q: Int!) { addToBag(input: { variantId: $v, quantity: $q }) { cart { itemsCount } } }',
            variables: { v: variant.id, q: i + 1 },
          },
        });
        expect((await added.json()).data.addToBag.cart.itemsCount).toBe(i + 1);
        return { context, firstName, email, bag: i + 1 };
      }),
    );
    const guest = await browser.newContext();
    const bagCount = (html: string) => /data-testid="bag-count"[^>]*>(\d+)</.exec(html)?.[1];

    for (let round = 0; round < 5; round += 1) {
      for (const path of ['/', '/account', '/cart', '/sign_up']) {
        const [a, b, anonymous] = await Promise.all([...members.map((m) => m.context.request.get(path)), guest.request.get(path)]);
        for (const [response, me, other] of [
          [a!, members[0]!, members[1]!],
          [b!, members[1]!, members[0]!],
        ] as const) {
          const html = await response.text();
          expect(response.status(), path).toBe(200);
          expect(html, path).not.toContain(other.email);
          expect(html, path).not.toContain(`"firstName":"${other.firstName}"`);
          if (path !== '/sign_up') expect(bagCount(html), path).toBe(String(me.bag));
          if (path === '/account') expect(html).toContain(me.email);
          expect(response.headers()['cache-control'], path).toBe('private, no-store');
        }
        const html = await anonymous!.text();
        for (const member of members) expect(html).not.toContain(member.email);
        expect(anonymous!.headers()['cache-control']).toBe('private, no-store');
      }
    }
    await Promise.all([...members.map((m) => m.context.close()), guest.close()]);
  });
});
