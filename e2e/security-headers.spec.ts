// The storefront under its Content-Security-Policy (decision 0050), in a real browser: a
// shopper's visit (home, a category, a product, add to bag, the bag, the sign-in page)
// runs with no policy violation and no CSP error in the console, so every script the
// pages need carries the nonce or comes from our origin. And the page's headers.
import { expect, test } from '@playwright/test';
import { openBuyableProduct, SINGAPORE, waitForHydration, watchPageErrors } from './support/storefront.ts';

test('a shopper visit runs under the Content-Security-Policy with no violation', async ({ page }) => {
  const violations: string[] = [];
  // Reported through a binding: the page's own scripts would be subject to the policy.
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy|nonce/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  const errors = watchPageErrors(page);

  const response = await page.goto(SINGAPORE.arrival);
  await waitForHydration(page);
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+=*'/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) expect(policy).toContain(directive);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(headers['cache-control']).toBe('private, no-store');
  // Plain http here: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
  // The inline bootstrap ran (it has the nonce): the client started from the server's cache.
  expect(await page.evaluate(() => typeof (window as { __LUMI_BOOTSTRAP__?: unknown }).__LUMI_BOOTSTRAP__)).toBe('object');

  await page.getByRole('navigation', { name: SINGAPORE.text.categoriesNav }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pages\/categories\//);
  await expect(page.getByText(SINGAPORE.text.resultCount)).toBeVisible();
  await openBuyableProduct(page);
  await page.getByRole('button', { name: SINGAPORE.text.addToBag }).click();
  await expect(page.getByTestId('bag-count')).toHaveText('1');
  await page.getByTestId('bag-link').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('.bag-line')).toHaveCount(1);
  // Loaded as a document too: the policy applies to every page, each with its own nonce.
  const bag = await page.reload();
  await waitForHydration(page);
  expect(bag!.headers()['content-security-policy']).not.toBe(policy);
  await page.getByTestId('sign-in-link').click();
  await expect(page).toHaveURL(/\/sign_in/);
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  await page.goto('/sign_in');
  await waitForHydration(page);

  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('an injected inline script without the nonce does not run', async ({ page }) => {
  const blocked: string[] = [];
  await page.exposeFunction('reportCspViolation', (directive: string) => blocked.push(directive));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(event.effectiveDirective),
    );
  });
  await page.goto('/');
  await waitForHydration(page);
  // What a stored XSS would do: add markup with a script to the document.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => blocked).toContain('script-src-elem');
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
});

test('the storefront cannot be framed by another site', async ({ page }) => {
  const response = await page.request.get('/');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-frame-options']).toBe('DENY');
});
