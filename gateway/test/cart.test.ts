// The guest bag through the gateway, against a real api: what a shopper sees after adding,
// changing and removing, the device-id cookie the browser keeps, and the userErrors a
// shopper can act on.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let inStock: string; // a variant id the SG shelf has plenty of
let outOfStock: string; // a variant id with no stock in SG
beforeAll(async () => {
  stack = await startStack();
  const variants: { id: string; stockStatus: string; maxQuantity: number }[] = [];
  for (let offset = 0; offset < 480 && !variants.some((v) => v.stockStatus === 'OUT_OF_STOCK'); offset += 96) {
    const { body } = await stack.graphql(`{ products(first: 96, offset: ${offset}) { nodes { variants { id stockStatus maxQuantity } } } }`);
    variants.push(...body.data!.products.nodes.flatMap((p: any) => p.variants));
  }
  inStock = variants.find((v) => v.stockStatus === 'IN_STOCK' && v.maxQuantity === 10)!.id;
  outOfStock = variants.find((v) => v.stockStatus === 'OUT_OF_STOCK')?.id ?? (await emptyShelf(variants.at(-1)!.id));
});
afterAll(() => stack?.close());
beforeEach(() => {
  stack.restCalls.length = 0;
});

/** When the seed happens to have no empty shelf in SG, make one (the api's own table). */
async function emptyShelf(variantId: string): Promise<string> {
  await stack.api.db.query(`update stock set quantity = 0 where variant_id = $1 and country = 'SG'`, [variantId]);
  return variantId;
}

const BAG =
  'cart { id currency itemsCount subtotal { amount currency } lines { id quantity variant { id } product { name } unitPrice { amount } lineTotal { amount } stockStatus } }';
const ADD = `mutation ($variantId: ID!, $quantity: Int!) {
  addToBag(input: { variantId: $variantId, quantity: $quantity }) { ${BAG} userErrors { code field message } }
}`;
const UPDATE = `mutation ($lineId: ID!, $quantity: Int!) {
  updateBagLine(input: { lineId: $lineId, quantity: $quantity }) { ${BAG} userErrors { code field message } }
}`;
const REMOVE = `mutation ($lineId: ID!) { removeBagLine(input: { lineId: $lineId }) { ${BAG} userErrors { code field message } } }`;

function deviceCookie(headers: Headers): string | undefined {
  return headers.getSetCookie().find((c) => c.startsWith('device-id='));
}

describe('adding to the bag from a browser', () => {
  it('mints the device-id cookie, and the bag then shows the line and the count', async () => {
    const added = await stack.graphql(ADD, { variables: { variantId: inStock, quantity: 2 } });
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data!.addToBag.userErrors).toEqual([]);
    const setCookie = deviceCookie(added.headers)!;
    expect(setCookie).toMatch(/^device-id=[0-9a-f-]{36};/);
    const attributes = setCookie
      .split(';')
      .slice(1)
      .map((a) => a.trim());
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=5184000', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']));
    // The REST call carried the minted id: the bag it answered is that device's bag.
    const cookie = setCookie.split(';')[0]!;

    const { body, headers } = await stack.graphql(`{ ${BAG} }`, { headers: { cookie } });
    expect(deviceCookie(headers)).toBeUndefined(); // not re-minted for a known device
    const cart = body.data!.cart;
    expect(cart).toMatchObject({ currency: 'SGD', itemsCount: 2 });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ quantity: 2, variant: { id: inStock } });
    expect(cart.lines[0].lineTotal.amount).toBe(cart.lines[0].unitPrice.amount * 2);
    expect(cart.subtotal.amount).toBe(cart.lines[0].lineTotal.amount);

    // Adding the same variant again raises the line rather than adding one.
    const again = await stack.graphql(ADD, { variables: { variantId: inStock, quantity: 1 }, headers: { cookie } });
    expect(again.body.data!.addToBag.cart).toMatchObject({ itemsCount: 3, lines: [{ quantity: 3 }] });
  });

  it('shows a shopper without a device id an empty bag, with the country summary from the api, and mints no id', async () => {
    const { body, headers } = await stack.graphql(
      `{ ${BAG.slice(0, -1)} summary { freeShippingThreshold { amount currency } tax { name percent } } canCheckout } }`,
      {
        headers: { 'x-site-country': 'TH' },
      },
    );
    expect(body.data!.cart).toEqual({
      id: null,
      currency: 'THB',
      itemsCount: 0,
      subtotal: { amount: 0, currency: 'THB' },
      lines: [],
      summary: { freeShippingThreshold: { amount: 50000, currency: 'THB' }, tax: { name: 'VAT', percent: 7 } },
      canCheckout: false,
    });
    expect(deviceCookie(headers)).toBeUndefined();
    expect(stack.restCalls.map((c) => c.path)).toEqual(['/api/web/v1/cart/']);
  });

  it('keeps one bag per country', async () => {
    const added = await stack.graphql(ADD, { variables: { variantId: inStock, quantity: 1 } });
    const cookie = deviceCookie(added.headers)!.split(';')[0]!;
    const { body: sg } = await stack.graphql('{ cart { itemsCount currency } }', { headers: { cookie } });
    const { body: th } = await stack.graphql('{ cart { itemsCount currency } }', { headers: { cookie, 'x-site-country': 'TH' } });
    expect(sg.data!.cart).toEqual({ itemsCount: 1, currency: 'SGD' });
    expect(th.data!.cart).toEqual({ itemsCount: 0, currency: 'THB' });
  });
});

describe('a kiosk sending x-device-id', () => {
  it('gets its bag by the header and no cookie', async () => {
    const headers = { 'x-device-id': 'kiosk-orchard-0001' };
    const added = await stack.graphql(ADD, { variables: { variantId: inStock, quantity: 1 }, headers });
    expect(deviceCookie(added.headers)).toBeUndefined();
    expect(added.body.data!.addToBag.cart.itemsCount).toBe(1);
    const { body } = await stack.graphql('{ cart { itemsCount } }', { headers });
    expect(body.data!.cart.itemsCount).toBe(1);
    const { body: other } = await stack.graphql('{ cart { itemsCount } }', { headers: { 'x-device-id': 'kiosk-orchard-0002' } });
    expect(other.data!.cart.itemsCount).toBe(0);
  });
});

describe('changing a line', () => {
  it('sets its quantity and removes it', async () => {
    const headers = { 'x-device-id': 'change-line-device-1' };
    const added = await stack.graphql(ADD, { variables: { variantId: inStock, quantity: 1 }, headers });
    const lineId = added.body.data!.addToBag.cart.lines[0].id;

    const updated = await stack.graphql(UPDATE, { variables: { lineId, quantity: 4 }, headers });
    expect(updated.body.data!.updateBagLine).toMatchObject({ userErrors: [], cart: { itemsCount: 4, lines: [{ id: lineId, quantity: 4 }] } });

    const removed = await stack.graphql(REMOVE, { variables: { lineId }, headers });
    expect(removed.body.data!.removeBagLine).toMatchObject({ userErrors: [], cart: { itemsCount: 0, lines: [] } });
  });

  it('answers LINE_NOT_FOUND for a line that is not in this bag', async () => {
    const { body } = await stack.graphql(UPDATE, {
      variables: { lineId: 'not-my-line', quantity: 1 },
      headers: { 'x-device-id': 'change-line-device-2' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateBagLine.userErrors).toEqual([{ code: 'LINE_NOT_FOUND', field: ['input', 'lineId'], message: expect.any(String) }]);
  });
});

describe('userErrors a shopper can act on', () => {
  it('refuses a quantity outside 1..10 before any REST call', async () => {
    for (const quantity of [0, 11]) {
      const { body, headers } = await stack.graphql(
        `mutation ($variantId: ID!, $quantity: Int!) { addToBag(input: { variantId: $variantId, quantity: $quantity }) { userErrors { code field message } } }`,
        { variables: { variantId: inStock, quantity } },
      );
      expect(body.data!.addToBag.userErrors).toEqual([{ code: 'INVALID_INPUT', field: ['input', 'quantity'], message: 'Quantity must be between 1 and 10' }]);
      expect(deviceCookie(headers)).toBeUndefined();
    }
    expect(stack.restCalls).toHaveLength(0);
  });

  it('answers VARIANT_NOT_FOUND for an unknown variant, with the unchanged bag', async () => {
    const headers = { 'x-device-id': 'unknown-variant-device' };
    await stack.graphql(ADD, { variables: { variantId: inStock, quantity: 1 }, headers });
    const { body } = await stack.graphql(ADD, { variables: { variantId: 'P000000-9', quantity: 1 }, headers });
    expect(body.errors).toBeUndefined();
    expect(body.data!.addToBag.userErrors).toEqual([{ code: 'VARIANT_NOT_FOUND', field: ['input', 'variantId'], message: expect.any(String) }]);
    expect(body.data!.addToBag.cart).toMatchObject({ itemsCount: 1, lines: [{ variant: { id: inStock } }] });
  });

  it('answers INSUFFICIENT_STOCK for an out-of-stock variant, and the bag stays empty', async () => {
    const headers = { 'x-device-id': 'out-of-stock-device' };
    const { body } = await stack.graphql(ADD, { variables: { variantId: outOfStock, quantity: 1 }, headers });
    expect(body.errors).toBeUndefined();
    expect(body.data!.addToBag.userErrors).toEqual([{ code: 'INSUFFICIENT_STOCK', field: ['input', 'quantity'], message: expect.any(String) }]);
    expect(body.data!.addToBag.cart).toMatchObject({ itemsCount: 0, lines: [] });
  });
});
