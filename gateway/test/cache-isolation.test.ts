// Reliability plan row 30 (a), the gateway's part: two members and a guest ask the same
// questions at the same moment, many times over, with the shared response cache on. Each
// sees only their own name and bag (the per-request context, loaders and session, under
// shared caches), and no answer with anyone's data may be kept by a shared cache: only a
// guest's answer to catalogue questions alone is public (decision 0122).
import { describe, expect, it } from 'vitest';
import { applySetCookies, cookieHeader, type Jar, SIGN_UP, signUpInput, uniqueEmail } from './support/session.ts';
import { stackForFile } from './support/stack.ts';
import { PUBLIC_SHARED } from '../src/platform/response-cache/response-cache.ts';

const stack = stackForFile({ responseCache: true });

const ROUNDS = 20;
const ADD = `mutation ($variantId: ID!, $quantity: Int!) {
  addToBag(input: { variantId: $variantId, quantity: $quantity }) { cart { itemsCount } userErrors { code } }
}`;
// The header's questions: public (categories, from the shared cache) and personal.
const PAGE = '{ categories { name } me { firstName email } cart { itemsCount lines { quantity } } }';

async function member(firstName: string, variantId: string, quantity: number): Promise<{ jar: Jar; firstName: string; email: string; quantity: number }> {
  const email = uniqueEmail();
  const signedUp = await stack.graphql(SIGN_UP, { variables: { input: { ...signUpInput(email), firstName } } });
  expect(signedUp.body.data?.signUp.account, JSON.stringify(signedUp.body)).toBeTruthy();
  const jar = applySetCookies(new Map(), signedUp.headers);
  const added = await stack.graphql(ADD, { variables: { variantId, quantity }, headers: { cookie: cookieHeader(jar) } });
  expect(added.body.data!.addToBag.userErrors).toEqual([]);
  applySetCookies(jar, added.headers);
  return { jar, firstName, email, quantity };
}

function expectPrivate(headers: Headers) {
  const cacheControl = headers.get('cache-control') ?? '';
  expect(cacheControl).toBe('private, no-store');
  expect(cacheControl).not.toMatch(/public|s-maxage/);
}

describe('reliability 30: cache isolation', () => {
  it('two members and a guest asking at once each get their own name and bag, never cacheable', async () => {
    const { body } = await stack.graphql('{ products(first: 24) { nodes { variants { id stockStatus maxQuantity } } } }');
    const variantId = body.data!.products.nodes.flatMap((p: any) => p.variants).find((v: any) => v.stockStatus === 'IN_STOCK' && v.maxQuantity === 10).id;
    const ayu = await member('Ayu', variantId, 1);
    const bima = await member('Bima', variantId, 3);

    for (let round = 0; round < ROUNDS; round++) {
      const [a, b, guest] = await Promise.all([
        stack.graphql(PAGE, { headers: { cookie: cookieHeader(ayu.jar) } }),
        stack.graphql(PAGE, { headers: { cookie: cookieHeader(bima.jar) } }),
        stack.graphql(PAGE),
      ]);
      for (const [response, who] of [
        [a, ayu],
        [b, bima],
      ] as const) {
        expect(response.body.errors).toBeUndefined();
        expect(response.body.data!.me).toEqual({ firstName: who.firstName, email: who.email });
        expect(response.body.data!.cart.itemsCount).toBe(who.quantity);
        expectPrivate(response.headers);
      }
      expect(guest.body.data!.me).toBeNull();
      expect(guest.body.data!.cart.itemsCount).toBe(0);
      expect(guest.body.data!.categories.length).toBeGreaterThan(0);
      expectPrivate(guest.headers);
    }
  });

  it("a guest's catalogue-only answer is public; a member's, and one that sets a cookie, are private", async () => {
    const { headers, body } = await stack.graphql('{ categories { name } }');
    expect(body.data!.categories.length).toBeGreaterThan(0);
    expect(headers.get('cache-control')).toBe(PUBLIC_SHARED);
    expect(headers.getSetCookie()).toEqual([]);
    const member = await stack.graphql(SIGN_UP, { variables: { input: signUpInput(uniqueEmail()) } });
    const asMember = await stack.graphql('{ categories { name } }', { headers: { cookie: cookieHeader(applySetCookies(new Map(), member.headers)) } });
    expect(asMember.body.data).toEqual(body.data);
    expectPrivate(asMember.headers);
    const variants = await stack.graphql('{ products(first: 1) { nodes { variants { id } } } }');
    const variantId = variants.body.data!.products.nodes[0].variants[0].id;
    const guestAdd = await stack.graphql(ADD, { variables: { variantId, quantity: 1 } });
    expect(guestAdd.headers.getSetCookie().some((c) => c.startsWith('device-id='))).toBe(true);
    expectPrivate(guestAdd.headers);
  });
});
