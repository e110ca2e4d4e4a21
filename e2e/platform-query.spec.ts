// The query layer (docs/product.md#page-errors, docs/product.md#retries, docs/product.md#query-layer; decision 0102), driven in a real browser: a retryable
// answer is retried without the shopper noticing, a mutation is never sent twice, data is
// fresh for 5 minutes, and a navigation that still fails shows the error page until the
// next navigation clears it.
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/storefront.ts';

/** Counts the browser's GraphQL requests by operation name, answering some itself. */
async function watchOperations(page: Page, answer: (name: string, seen: number) => { status: number; headers?: Record<string, string> } | undefined) {
  const counts = new Map<string, number>();
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    const name = body?.operationName ?? '';
    const seen = (counts.get(name) ?? 0) + 1;
    counts.set(name, seen);
    const forced = answer(name, seen);
    if (!forced) return route.continue();
    return route.fulfill({
      status: forced.status,
      headers: { 'content-type': 'application/json', ...forced.headers },
      body: JSON.stringify({ errors: [{ message: 'unavailable' }] }),
    });
  });
  return (name: string) => counts.get(name) ?? 0;
}

test('a 503 is retried unnoticed, and the bag is fresh for 5 minutes, then asked for again', async ({ page }) => {
  await page.clock.install();
  const count = await watchOperations(page, (name, seen) => (name === 'CartPage' && seen === 1 ? { status: 503 } : undefined));
  await page.goto('/');
  await waitForHydration(page);

  await page.getByTestId('bag-link').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My bag' })).toBeVisible();
  expect(count('CartPage')).toBe(2);

  // Back and forth within 5 minutes: the cache answers, no request.
  await page.locator('.logo').click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('bag-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'My bag' })).toBeVisible();
  expect(count('CartPage')).toBe(2);

  // Five minutes later the same navigation asks the network again.
  await page.locator('.logo').click();
  await expect(page).toHaveURL(/\/$/);
  await page.clock.fastForward('05:01');
  await page.getByTestId('bag-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'My bag' })).toBeVisible();
  await expect.poll(() => count('CartPage')).toBe(3);
});

test('a mutation without an idempotency key is sent once, however the server answers', async ({ page }) => {
  const count = await watchOperations(page, (name) => (name === 'AddToBag' ? { status: 503 } : undefined));
  await page.goto('/sandbox/cart');
  await waitForHydration(page);
  await page.getByTestId('sandbox-products').getByRole('button').first().click();
  await expect.poll(() => count('AddToBag')).toBe(1);
  await page.waitForTimeout(2_500);
  expect(count('AddToBag')).toBe(1);
});

test('a navigation that keeps failing shows the error page after 3 retries, and the next navigation clears it', async ({ page }) => {
  let failing = true;
  const count = await watchOperations(page, (name) => (failing && name === 'CartPage' ? { status: 502, headers: { 'retry-after': '0' } } : undefined));
  await page.goto('/');
  await waitForHydration(page);

  await page.getByTestId('bag-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  expect(count('CartPage')).toBe(4);

  failing = false;
  await page.locator('.logo').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0);
  await page.getByTestId('bag-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'My bag' })).toBeVisible();
});
