// Decision 0055 in a real browser: the refresh cookie is scoped to /session/refresh, and a
// member stays signed in across an access-token expiry, on a full page load (the web
// server refreshes before rendering) and on a client-side navigation (its .data request is
// sent through the same refresh). Tokens live ACCESS_TOKEN_TTL_SECONDS (2 minutes in the
// e2e config): the test waits for a real expiry, it does not fake one.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signUpThroughGraphql } from './support/members.ts';
import { waitForHydration } from './support/storefront.ts';

const PASSWORD = 'Lumi#2024';

async function sessionCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  const data = cookies.find((c) => c.name === 'jwt-data')!;
  const claims = JSON.parse(Buffer.from(data.value.split('.')[1]!, 'base64url').toString()) as { exp: number; iat: number };
  return { claims, refresh: cookies.filter((c) => c.name === 'jwt-refresh-token') };
}

/** Records the browser's requests to the refresh path. */
function watchRefreshes(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/session/refresh') seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

test('a member stays signed in across an access-token expiry: page load and client navigation', async ({ browser }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  // Two members, each in a browser of their own (with the project's base URL and storage).
  const { baseURL, storageState } = test.info().project.use;
  const [loading, navigating] = await Promise.all([browser.newContext({ baseURL, storageState }), browser.newContext({ baseURL, storageState })]);
  const pageA = await loading.newPage();
  const pageB = await navigating.newPage();
  const emailA = `refresh-a-${stamp}@example.com`;
  const emailB = `refresh-b-${stamp}@example.com`;
  // Through the storefront's /graphql, as the sign-up page does: the cookies land in each context.
  await signUpThroughGraphql(pageA, { email: emailA, password: PASSWORD, firstName: 'Ana', lastName: 'Lee' });
  await signUpThroughGraphql(pageB, { email: emailB, password: PASSWORD, firstName: 'Ana', lastName: 'Lee' });

  // The refresh cookie is sent to the refresh path only; the access token everywhere.
  const before = await sessionCookies(loading);
  expect(before.refresh.map((c) => ({ path: c.path, httpOnly: c.httpOnly }))).toEqual([{ path: '/session/refresh', httpOnly: true }]);
  const ttl = before.claims.exp - before.claims.iat;
  expect(ttl, 'run with a short access-token lifetime (playwright.config.ts)').toBeLessThanOrEqual(180);

  await pageA.goto('/account');
  await expect(pageA.getByTestId('account-details')).toContainText(emailA);
  await pageB.goto('/');
  await waitForHydration(pageB);
  await expect(pageB.getByTestId('account-link')).toBeVisible();

  // A real expiry: past the later of the two tokens' exp.
  const latest = Math.max(before.claims.exp, (await sessionCookies(navigating)).claims.exp);
  await pageA.waitForTimeout(Math.max(0, latest * 1000 - Date.now()) + 1500);

  // A: a full page load renders signed in, after one trip through the refresh path.
  const refreshesA = watchRefreshes(pageA);
  await pageA.goto('/account');
  await expect(pageA).toHaveURL(/\/account$/);
  await expect(pageA.getByTestId('account-details')).toContainText(emailA);
  expect(refreshesA).toHaveLength(1);
  expect(refreshesA[0]).toMatch(/^GET .*\/session\/refresh\?return_to=%2Faccount$/);
  const after = await sessionCookies(loading);
  expect(after.claims.exp).toBeGreaterThan(before.claims.exp);
  expect(after.refresh.map((c) => c.path)).toEqual(['/session/refresh']);

  // B: a client-side navigation (the account link, no page load) shows the account too.
  const refreshesB = watchRefreshes(pageB);
  await pageB.getByTestId('account-link').click();
  await expect(pageB).toHaveURL(/\/account$/);
  await expect(pageB.getByTestId('account-details')).toContainText(emailB);
  expect(refreshesB.length).toBeGreaterThanOrEqual(1);
  expect((await sessionCookies(navigating)).claims.exp).toBeGreaterThan(latest);

  await Promise.all([loading.close(), navigating.close()]);
});
