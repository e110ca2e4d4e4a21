// Trusted documents (decision 0056) from the browser's side: every GraphQL request the
// storefront sends on a shopper's way (home, a listing, a product, the bag) names a hash
// codegen shipped and carries no query text, and the gateway answers it with data.
import { expect, test } from '@playwright/test';
import { putAProductInTheBag, waitForHydration } from './support/storefront.ts';

test('the storefront sends its operations by hash, never as text', async ({ page }) => {
  const bodies: Array<Record<string, any>> = [];
  const answers: Promise<number>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
    bodies.push(JSON.parse(request.postData() ?? '{}'));
    // A request the page starts after the last check (a prefetch) may still be on its way
    // when the test ends: its response() then rejects, which must not fail the test.
    answers.push(
      request.response().then(
        (response) => response?.status() ?? 0,
        () => 0,
      ),
    );
  });
  await page.goto('/?country_code=SG&language=en');
  await waitForHydration(page);
  await putAProductInTheBag(page);
  await page.getByTestId('bag-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(bodies.length).toBeGreaterThan(2);
  for (const body of bodies) {
    expect(body.query, `${body.operationName} was sent as text`).toBeUndefined();
    expect(body.extensions?.persistedQuery?.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
  }
  expect(new Set(await Promise.all(answers))).toEqual(new Set([200]));
});
