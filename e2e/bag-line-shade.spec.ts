// The bag shows the shade the shopper chose: a line's picture is its variant's packshot, not
// the product's default shade (a coral lipstick once showed as the nude one).
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/storefront.ts';

interface Shaded {
  slug: string;
  imageUrl: string;
  defaultVariant: { id: string };
  variants: { id: string; imageUrl: string; stockStatus: string }[];
}

test('SG/en: a lipstick added in a shade other than the default shows that shade in the bag', async ({ page }) => {
  await page.goto('/?country_code=SG&language=en');
  await waitForHydration(page);
  const found = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: {
      query:
        '{ products(category: "makeup/lip", first: 48) { nodes { slug imageUrl variationType defaultVariant { id } variants { id imageUrl stockStatus } } } }',
    },
  });
  const nodes = (await found.json()).data.products.nodes as (Shaded & { variationType: string })[];
  const chosen = nodes
    .filter((p) => p.variationType === 'SHADE')
    .flatMap((p) =>
      p.variants
        .filter((v) => v.id !== p.defaultVariant.id && v.stockStatus === 'IN_STOCK' && v.imageUrl !== p.imageUrl)
        .map((v) => ({ product: p, variant: v })),
    )[0];
  expect(chosen, 'a shade product with another shade in stock').toBeDefined();
  const added = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: 'mutation ($v: ID!) { addToBag(input: { variantId: $v }) { userErrors { code } } }', variables: { v: chosen!.variant.id } },
  });
  expect((await added.json()).data.addToBag.userErrors).toEqual([]);

  await page.goto('/cart');
  await waitForHydration(page);
  const picture = page.locator('.bag-line img').first();
  await expect(picture).toHaveAttribute('src', chosen!.variant.imageUrl);
});
