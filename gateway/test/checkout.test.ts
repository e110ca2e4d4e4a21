// Checkout through the gateway against a real api: a guest pays, gets the order's signed
// link, and the order is null for anyone without it; a declined card keeps the bag; a
// field the shopper must fix is a userError naming it.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { clickAndCollectInput, deviceCookieOf, stockedVariantIds } from './support/orders.ts';
import { stackForFile } from './support/stack.ts';

const stack = stackForFile();
let variantId: string;
beforeAll(async () => {
  [variantId] = await stockedVariantIds(stack.api.db, 'AU', 10);
});

const AU = { 'x-site-country': 'AU' };
const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) {
  order { id number status deliveryOption clickAndCollect store { id name } recipientName mobile { callingCode number } paymentMethod estimatedDelivery
    lines { quantity product { name } } summary { total { amount currency } tax { name percent } } }
  accessToken userErrors { code field message } } }`;

async function bagWithOne(): Promise<string> {
  const added = await stack.graphql(`mutation { addToBag(input: { variantId: "${variantId}" }) { userErrors { code } } }`, { headers: AU });
  return deviceCookieOf(added.headers);
}

const input = (cardNumber: string, extra: Record<string, unknown> = {}) => clickAndCollectInput('AU', 'guest@example.com', { cardNumber, ...extra });

describe('checkout', () => {
  it('places a click-and-collect order and shows it only with its signed link', async () => {
    const cookie = await bagWithOne();
    const { body } = await stack.graphql(CHECKOUT, { headers: { ...AU, cookie }, variables: { input: input('4242 4242 4242 4242') } });
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const payload = body.data!.checkout;
    expect(payload.userErrors).toEqual([]);
    expect(payload.order).toMatchObject({
      status: 'CONFIRMED',
      deliveryOption: 'CLICK_AND_COLLECT',
      clickAndCollect: true,
      store: { id: 'ST-AU-1' },
      recipientName: 'Sam Lee',
      mobile: { callingCode: '+61', number: '412345678' },
      paymentMethod: 'Visa •••• 4242',
    });
    expect(payload.order.summary.tax).toEqual({ name: 'GST', percent: 10 });
    expect(payload.order.lines[0].product.name).toEqual(expect.any(String));

    const ORDER = 'query ($id: ID!, $token: String) { order(id: $id, token: $token) { number } }';
    const seen = await stack.graphql(ORDER, { headers: AU, variables: { id: payload.order.id, token: payload.accessToken } });
    expect(seen.body.data!.order).toEqual({ number: payload.order.number });
    const other = await stack.graphql(ORDER, { headers: { ...AU, cookie }, variables: { id: payload.order.id } });
    expect(other.body.data!.order).toBeNull();
    expect(other.body.errors).toBeUndefined();
  });

  it('answers a declined card with PAYMENT_FAILED and keeps the bag', async () => {
    const cookie = await bagWithOne();
    const { body } = await stack.graphql(CHECKOUT, { headers: { ...AU, cookie }, variables: { input: input('4000000000000002') } });
    expect(body.data!.checkout.order.status).toBe('PAYMENT_FAILED');
    const bag = await stack.graphql('{ cart { itemsCount } }', { headers: { ...AU, cookie } });
    expect(bag.body.data!.cart.itemsCount).toBe(1);
  });

  it('names the field a shopper must fix', async () => {
    const cookie = await bagWithOne();
    const bad = await stack.graphql(CHECKOUT, { headers: { ...AU, cookie }, variables: { input: input('4242424242424242', { email: 'nope' }) } });
    expect(bad.body.data!.checkout.userErrors).toEqual([{ code: 'INVALID_INPUT', field: ['input', 'email'], message: expect.any(String) }]);
    // A Sydney landline is not a mobile (contracts/src/phone.ts): told at the mobile field, as a malformed number is.
    const landline = await stack.graphql(CHECKOUT, {
      headers: { ...AU, cookie },
      variables: { input: input('4242424242424242', { mobile: { callingCode: '+61', number: '02 9123 4567' } }) },
    });
    expect(landline.body.data!.checkout.userErrors).toEqual([{ code: 'INVALID_INPUT', field: ['input', 'mobile'], message: 'Enter a valid mobile number' }]);
    const postal = await stack.graphql(CHECKOUT, {
      headers: { ...AU, cookie },
      variables: {
        input: input('4242424242424242', {
          deliveryOption: 'STANDARD',
          storeId: null,
          address: { line1: '1 George St', city: 'Sydney', state: 'NSW', postalCode: '20000' },
        }),
      },
    });
    // The api's field reaches the page, which shows the message under the postcode (issue 15 item 3).
    expect(postal.body.data!.checkout.userErrors[0]).toMatchObject({ code: 'INVALID_INPUT', field: ['input', 'delivery', 'address', 'postalCode'] });
    const stores = await stack.graphql('{ stores { id name } }', { headers: AU });
    expect(stores.body.data!.stores.map((s: { id: string }) => s.id)).toEqual(['ST-AU-1', 'ST-AU-2', 'ST-AU-3', 'ST-AU-4', 'ST-AU-5']); // the one store list's click-and-collect stores (decision 0090)
  });

  it('takes no card when a gift card pays the whole order, and asks for one when something is left to pay', async () => {
    // A gift card bought as a shopper would, its code read from the mail that delivers it.
    const bought = await stack.graphql(
      `mutation ($input: BuyGiftCardInput!) { buyGiftCard(input: $input) { purchase { amount { amount } } userErrors { code } } }`,
      {
        headers: AU,
        variables: {
          input: {
            amount: 75_000,
            recipientName: 'Sam',
            recipientEmail: `sam-${randomUUID().slice(0, 6)}@example.com`,
            senderName: 'Ana',
            cardNumber: '4242424242424242',
          },
        },
      },
    );
    expect(bought.body.data!.buyGiftCard.userErrors).toEqual([]);
    const { rows } = await stack.api.db.query<{ code: string }>(
      `select payload->>'code' as code from outbox where kind = 'gift_card_delivery' order by id desc limit 1`,
    );
    const cookie = await bagWithOne();
    const noCardYet = await stack.graphql(CHECKOUT, { headers: { ...AU, cookie }, variables: { input: input('', { cardNumber: null }) } });
    expect(noCardYet.body.data!.checkout.userErrors).toEqual([
      { code: 'INVALID_INPUT', field: ['input', 'payment', 'cardNumber'], message: 'Enter a card to pay for this order.' },
    ]);

    const redeemed = await stack.graphql(
      `mutation ($input: RedeemGiftCardInput!) { redeemGiftCard(input: $input) { cart { summary { total { amount } } } userErrors { code } } }`,
      {
        headers: { ...AU, cookie },
        variables: { input: { code: rows[0]!.code } },
      },
    );
    expect(redeemed.body.data!.redeemGiftCard).toMatchObject({ userErrors: [], cart: { summary: { total: { amount: 0 } } } });
    const { body } = await stack.graphql(CHECKOUT, { headers: { ...AU, cookie }, variables: { input: input('', { cardNumber: null }) } });
    expect(body.data!.checkout.userErrors).toEqual([]);
    expect(body.data!.checkout.order).toMatchObject({ status: 'CONFIRMED', paymentMethod: 'Gift card / voucher', summary: { total: { amount: 0 } } });
  });
});
