// Promo codes, samples and offers through the gateway against a real api: the userErrors
// a shopper sees for each invalid code, and the cost summary the api computed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCookieOf, stockedVariantIds } from './support/orders.ts';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let cookie: string;
beforeAll(async () => {
  stack = await startStack();
  const [variantId] = await stockedVariantIds(stack.api.db, 'SG', 10, { where: 'coalesce(vp.sale_amount, vp.amount) between 2000 and 9000' });
  const added = await stack.graphql(`mutation { addToBag(input: { variantId: "${variantId}", quantity: 1 }) { userErrors { code } } }`);
  cookie = deviceCookieOf(added.headers);
});
afterAll(() => stack?.close());

const PAYLOAD =
  'cart { promotion { code kind applied reason } summary { subtotal { amount } discount { amount } total { amount } } samples { id name } } userErrors { code field message }';

describe('promo codes and samples', () => {
  it('answers a wrong code with the reason, and applies and removes a right one', async () => {
    const wrong = await stack.graphql(`mutation { applyPromoCode(input: { code: "welcome10" }) { ${PAYLOAD} } }`, { headers: { cookie } });
    expect(wrong.body.data!.applyPromoCode.userErrors).toEqual([
      { code: 'PROMO_NOT_FOUND', field: ['input', 'code'], message: 'Sorry, the promotion is invalid.' },
    ]);
    const minimum = await stack.graphql(`mutation { applyPromoCode(input: { code: "BIGSPEND" }) { ${PAYLOAD} } }`, { headers: { cookie } });
    expect(minimum.body.data!.applyPromoCode.userErrors[0].code).toBe('PROMO_MIN_ORDER');

    const right = await stack.graphql(`mutation { applyPromoCode(input: { code: " WELCOME10 " }) { ${PAYLOAD} } }`, { headers: { cookie } });
    const cart = right.body.data!.applyPromoCode.cart;
    expect(right.body.data!.applyPromoCode.userErrors).toEqual([]);
    expect(cart.promotion).toEqual({ code: 'WELCOME10', kind: 'PERCENT', applied: true, reason: null });
    expect(cart.summary.discount.amount).toBe(Math.round(cart.summary.subtotal.amount / 10));

    const removed = await stack.graphql(`mutation { removePromoCode { ${PAYLOAD} } }`, { headers: { cookie } });
    expect(removed.body.data!.removePromoCode.cart.promotion).toBeNull();
  });

  it('keeps one promo per order: a better second code replaces the first and says so; a worse one is refused, naming the code kept', async () => {
    const APPLY =
      'mutation ($code: String!) { applyPromoCode(input: { code: $code }) { cart { promotion { code } summary { subtotal { amount } discount { amount } } } userErrors { code field } promoChoice { kept keptDiscount { amount currency } dropped droppedDiscount { amount currency } } } }';
    const apply = async (code: string) => (await stack.graphql(APPLY, { headers: { cookie }, variables: { code } })).body.data!.applyPromoCode;
    // The bag is S$20-90: SAVE10 takes S$1 off, WELCOME10 10 %, so WELCOME10 saves more.
    expect((await apply('SAVE10')).promoChoice).toBeNull();
    const better = await apply('WELCOME10');
    const welcome = Math.round(better.cart.summary.subtotal.amount / 10);
    expect(better.userErrors).toEqual([]);
    expect(better.cart.promotion).toEqual({ code: 'WELCOME10' });
    expect(better.promoChoice).toEqual({
      kept: 'WELCOME10',
      keptDiscount: { amount: welcome, currency: 'SGD' },
      dropped: 'SAVE10',
      droppedDiscount: { amount: 100, currency: 'SGD' },
    });

    const worse = await apply('SAVE10');
    expect(worse.userErrors).toEqual([{ code: 'PROMO_ONE_PER_ORDER', field: ['input', 'code'] }]);
    expect(worse.promoChoice).toEqual(better.promoChoice);
    // The unchanged bag: the better code stays, with its discount.
    expect(worse.cart).toEqual(better.cart);
    await stack.graphql(`mutation { removePromoCode { ${PAYLOAD} } }`, { headers: { cookie } });
  });

  it('lists the offers and the samples of the country, and adds a sample', async () => {
    const { body } = await stack.graphql('{ offers { code kind minOrder { amount currency } } sampleChoice { maxSamples samples { id name brandName } } }', {
      headers: { cookie },
    });
    expect(body.data!.offers.map((o: { code: string }) => o.code)).toContain('WELCOME10');
    expect(body.data!.sampleChoice.maxSamples).toBe(2);
    const sample = body.data!.sampleChoice.samples[0];
    const added = await stack.graphql(`mutation { addSample(input: { sampleId: "${sample.id}" }) { ${PAYLOAD} } }`, { headers: { cookie } });
    expect(added.body.data!.addSample.cart.samples).toEqual([{ id: sample.id, name: sample.name }]);
    const unknown = await stack.graphql('mutation { addSample(input: { sampleId: "S-XX-9" }) { userErrors { code field } } }', { headers: { cookie } });
    expect(unknown.body.data!.addSample.userErrors).toEqual([{ code: 'SAMPLE_NOT_FOUND', field: ['input', 'sampleId'] }]);
  });
});

describe('e-gift cards', () => {
  it('buys a card, redeems it on the bag (the summary shows it), and answers a wrong code as a userError', async () => {
    const bought = await stack.graphql(
      'mutation ($input: BuyGiftCardInput!) { buyGiftCard(input: $input) { purchase { amount { amount currency } recipientEmail } userErrors { code field } } }',
      {
        headers: { cookie },
        variables: {
          input: {
            amount: 2000,
            recipientName: 'Ana',
            recipientEmail: 'ana@example.com',
            senderName: 'Ben',
            message: 'Enjoy',
            cardNumber: '4242 4242 4242 4242',
          },
        },
      },
    );
    expect(bought.body.data!.buyGiftCard).toEqual({
      purchase: { amount: { amount: 2000, currency: 'SGD' }, recipientEmail: 'ana@example.com' },
      userErrors: [],
    });
    const { rows } = await stack.api.db.query<{ code: string }>(
      `select payload->>'code' as code from outbox where kind = 'gift_card_delivery' order by id desc limit 1`,
    );
    const REDEEM =
      'mutation ($code: String!) { redeemGiftCard(input: { code: $code }) { cart { giftCard { last4 balance { amount } } summary { giftCardRedeemed { amount } } } userErrors { code field } } }';
    const wrong = await stack.graphql(REDEEM, { headers: { cookie }, variables: { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' } });
    expect(wrong.body.data!.redeemGiftCard.userErrors).toEqual([{ code: 'GIFT_CARD_NOT_FOUND', field: ['input', 'code'] }]);
    const redeemed = await stack.graphql(REDEEM, { headers: { cookie }, variables: { code: rows[0]!.code } });
    const cart = redeemed.body.data!.redeemGiftCard.cart;
    expect(cart.giftCard).toEqual({ last4: rows[0]!.code.slice(-4), balance: { amount: 2000 } });
    expect(cart.summary.giftCardRedeemed.amount).toBeGreaterThan(0);
  });
});
