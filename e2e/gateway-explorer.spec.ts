// The gateway's GraphQL explorer in a real Chromium: it loads with nothing but the
// gateway's own origin (this machine has no internet, and neither may a shop's staff
// network), runs a query against the same origin's /graphql past CSRF prevention, and
// shows the answer.
import { expect, test } from '@playwright/test';

const gatewayUrl = process.env.E2E_GATEWAY_URL ?? `http://127.0.0.1:${process.env.E2E_GATEWAY_PORT ?? '4100'}`;

test('the explorer runs a query offline and shows brand names', async ({ page, request }) => {
  // What the answer should contain, asked the way any API client would.
  const expected = await request.post(`${gatewayUrl}/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: { query: '{ brands { name } }' },
  });
  const brands: { name: string }[] = (await expected.json()).data.brands;
  expect(brands.length).toBeGreaterThan(0);

  // Any request to another origin fails, as it would without internet.
  const foreign: string[] = [];
  await page.route('**/*', (route) => {
    if (new URL(route.request().url()).origin === new URL(gatewayUrl).origin) return route.continue();
    foreign.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await page.goto(`${gatewayUrl}/graphql`);
  // GraphiQL 5 edits in Monaco (its workers come from this origin too).
  const editor = page.locator('.graphiql-query-editor .monaco-editor');
  await expect(editor).toBeVisible();
  // It opens with the example operations as tabs (gateway/explorer/examples.js), the listing first.
  for (const name of ['Listing', 'Product', 'AddToBag', 'BeforeCheckout', 'BeautyPass', 'Booking']) {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await expect(editor).toContainText('query Listing');

  // Type the query as a person would (the editor closes brackets itself).
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('{ brands { name } }');
  await expect(editor).toContainText('brands');
  await page.getByRole('button', { name: /execute query/i }).click();

  const result = page.locator('.graphiql-response');
  await expect(result).toContainText('"brands"');
  await expect(result).toContainText(brands[0]!.name);
  await expect(result).not.toContainText('errors');

  expect(foreign).toEqual([]);
  expect(pageErrors).toEqual([]);
});
