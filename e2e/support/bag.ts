// The bag and the checkout from the specs' side. Through the storefront's own /graphql, in
// the page's browser context (its device and session), for specs about what comes after:
// an in-stock variant in the bag and a checkout's input. On the bag page: a promo code, a sample.
import { expect, type Page } from '@playwright/test';
import { siteGraphql } from './storefront.ts';

/** One of the first in-stock variants of the listing, once, in the bag. */
export async function addAnInStockVariantToBag(page: Page, country = 'sg'): Promise<void> {
  const { products } = await siteGraphql(page, '{ products(first: 60) { nodes { variants { id stockStatus } } } }', {}, country);
  const variant = (products.nodes as { variants: { id: string; stockStatus: string }[] }[])
    .flatMap((p) => p.variants)
    .find((v) => v.stockStatus === 'IN_STOCK')!;
  const added = await siteGraphql(
    page,
    'mutation ($input: AddToBagInput!) { addToBag(input: $input) { userErrors { code } } }',
    {
      input: { variantId: variant.id, quantity: 1 },
    },
    country,
  );
  expect(added.addToBag.userErrors).toEqual([]);
}

/** The checkout mutation's input for Mei Tan collecting at the first Singapore store, paying with the approved test card. */
export function singaporeClickAndCollect(email: string, idempotencyKey: string) {
  return {
    idempotencyKey,
    email,
    recipientName: 'Mei Tan',
    mobile: { callingCode: '+65', number: '9123 4567' },
    deliveryOption: 'CLICK_AND_COLLECT',
    storeId: 'ST-SG-1',
    cardNumber: '4242424242424242',
  };
}

/** Types the code into the bag page's promo field (English) and applies it; what follows is the spec's to check. */
export async function applyPromoCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Enter a promo code').fill(code);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
}

/** On the bag page (English): takes the named free sample and waits for the toast that says it is in the bag. */
export async function addSample(page: Page, sample: string): Promise<void> {
  await page.getByRole('button', { name: `Add ${sample}` }).click();
  // A string filter matches case-insensitively: "Sample added to bag" and "sample added to bag" alike.
  await expect(page.getByTestId('toast').filter({ hasText: 'sample added to bag' })).toBeVisible();
}
