// Putting things in the bag without walking the pages, for specs about what comes after:
// through the storefront's own /graphql, in the page's browser context (its device and
// session), as the product page's button would.
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
