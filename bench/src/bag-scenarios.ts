// The bag (issue 5): adding to a bag and reading it, through the gateway and by direct
// REST. Each add goes to a fresh device's bag (a line holds at most 10); each read is of a
// bag of three lines, with the product names and brands a bag page shows.
import { randomUUID } from 'node:crypto';
import type { GraphqlClient, RestClient } from './clients.ts';
import type { Scenario } from './scenarios.ts';

const ADD = /* GraphQL */ `
  mutation Add($variantId: ID!) {
    addToBag(input: { variantId: $variantId }) { cart { itemsCount summary { total { amount } } } userErrors { code } }
  }
`;

const BAG = /* GraphQL */ `
  query Bag {
    cart {
      itemsCount
      lines { id quantity lineTotal { amount currency } product { id name brand { id name } } variant { id name } }
      summary { subtotal { amount } tax { name percent amount { amount } } shipping { amount } total { amount currency } }
    }
  }
`;

interface CartDto {
  lines: { productId: string; variantId: string }[];
}

export async function bagScenarios(rest: RestClient): Promise<Scenario[]> {
  const list = await rest.get<{ products: { id: string }[] }>('products?limit=40&sort=featured');
  const variants = await rest.get<{ variants: { id: string; stockStatus: string; maxQuantity: number }[] }>(
    `variants?product_ids=${list.products.map((p) => p.id).join(',')}`,
  );
  const buyable = variants.variants.filter((v) => v.stockStatus === 'in_stock' && v.maxQuantity >= 10).map((v) => v.id);
  if (buyable.length < 3) throw new Error('not enough buyable variants');
  const variantId = buyable[0]!;

  // One bag of three lines per path, read over and over.
  const gqlDevice = randomUUID();
  const restDevice = randomUUID();
  for (const device of [gqlDevice, restDevice]) {
    for (const id of buyable.slice(0, 3)) await rest.send('POST', 'cart/line-items/', { 'x-device-id': device }, { variantId: id });
  }

  return [
    {
      name: 'bag: add to bag (a fresh bag each time)',
      graphql: async (gql: GraphqlClient) => {
        const data = await gql.query<{ addToBag: { userErrors: unknown[] } }>(ADD, { variantId }, { 'x-device-id': randomUUID() });
        if (data.addToBag.userErrors.length) throw new Error('add failed');
      },
      rest: async (r: RestClient) => {
        await r.send('POST', 'cart/line-items/', { 'x-device-id': randomUUID() }, { variantId });
      },
    },
    {
      name: 'bag: read a bag of 3 lines with products, brands, summary',
      graphql: async (gql: GraphqlClient) => {
        const data = await gql.query<{ cart: { itemsCount: number } }>(BAG, {}, { 'x-device-id': gqlDevice });
        if (data.cart.itemsCount !== 3) throw new Error('expected 3 items');
      },
      rest: async (r: RestClient) => {
        const cart = await r.send<CartDto>('GET', 'cart/', { 'x-device-id': restDevice });
        const products = await r.get<{ products: { brandId: string }[] }>(`products?ids=${cart.lines.map((l) => l.productId).join(',')}`);
        await Promise.all([
          r.get(`brands/?ids=${[...new Set(products.products.map((p) => p.brandId))].join(',')}`),
          r.get(`variants?ids=${cart.lines.map((l) => l.variantId).join(',')}`),
        ]);
      },
    },
  ];
}
