// Promo codes, samples and offers through the gateway against a real api: the userErrors
// a shopper sees for each invalid code, and the cost summary the api computed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
let cookie: string;
beforeAll(async () => {
  stack = await startStack();
  const { rows } = await stack.api.db.query<{ id: string }>(
    `select s.variant_id as id from stock s join variant_price vp using (variant_id, country)
     where s.country = 'SG' and s.quantity >= 10 and coalesce(vp.sale_amount, vp.amount) between 2000 and 9000 order by s.variant_id limit 1`,
  );
  const added = await stack.graphql(`mutation { addToBag(input: { variantId: "${rows[0]!.id}", quantity: 1 }) { userErrors { code } } }`);
  cookie = added.headers.getSetCookie().find((c) => c.startsWith('device-id='))!.split(';')[0]!;
});
afterAll(() => stack?.close());

const PAYLOAD = 'cart { promotion { code kind applied reason } summary { subtotal { amount } discount { amount } total { amount } } samples { id name } } userErrors { code field message }';

describe('promo codes and samples', () => {
  it('answers a wrong code with the reason, and applies and removes a right one', async () => {
    const wrong = await stack.graphql(`mutation { applyPromoCode(input: { code: "welcome10" }) { ${PAYLOAD} } }`, { headers: { cookie } });
    expect(wrong.body.data!.applyPromoCode.userErrors).toEqual([{ code: 'PROMO_NOT_FOUND', field: ['input', 'code'], message: 'Sorry, the promotion is invalid.' }]);
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

  it('lists the offers and the samples of the country, and adds a sample', async () => {
    const { body } = await stack.graphql('{ offers { code kind minOrder { amount currency } } sampleChoice { maxSamples samples { id name brandName } } }', { headers: { cookie } });
    expect(body.data!.offers.map((o: { code: string }) => o.code)).toContain('WELCOME10');
    expect(body.data!.sampleChoice.maxSamples).toBe(2);
    const sample = body.data!.sampleChoice.samples[0];
    const added = await stack.graphql(`mutation { addSample(input: { sampleId: "${sample.id}" }) { ${PAYLOAD} } }`, { headers: { cookie } });
    expect(added.body.data!.addSample.cart.samples).toEqual([{ id: sample.id, name: sample.name }]);
    const unknown = await stack.graphql('mutation { addSample(input: { sampleId: "S-XX-9" }) { userErrors { code field } } }', { headers: { cookie } });
    expect(unknown.body.data!.addSample.userErrors).toEqual([{ code: 'SAMPLE_NOT_FOUND', field: ['input', 'sampleId'] }]);
  });
});
