// The lists through the gateway against a real api (issue 12): a member's heart shows on
// every product that asks (one wish-list call per request), the merge adds a guest's
// hearts without duplicates, a guest is told to sign in; waitlist and reminder answers;
// a review by a buyer is published and counted, and a shopper who did not buy gets a
// userError, not an error.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Jar, signUp, sendAs } from './support/session.ts';
import { type Stack, startStack } from './support/stack.ts';

vi.setConfig({ testTimeout: 120_000 });

let stack: Stack;
let products: { id: string }[];
let outOfStockVariant: string;
let comingSoon: string;
beforeAll(async () => {
  stack = await startStack();
  const listing = await stack.graphql('{ products(first: 3) { nodes { id } } }');
  products = listing.body.data!.products.nodes;
  const { rows } = await stack.api.db.query<{ variant_id: string }>(
    `select vp.variant_id from variant_price vp left join stock s on s.variant_id = vp.variant_id and s.country = 'SG'
     where vp.country = 'SG' and coalesce(s.quantity, 0) = 0 order by vp.variant_id limit 1`,
  );
  outOfStockVariant = rows[0]!.variant_id;
  comingSoon = (await stack.api.db.query<{ id: string }>(`select id from product where 'coming_soon' = any(badges) order by id limit 1`)).rows[0]!.id;
});
afterAll(() => stack?.close());

const as = (jar: Jar, query: string, variables?: Record<string, unknown>) => sendAs(stack.graphql, jar, query, variables);

const UPDATE = `mutation ($add: [WishListEntryInput!], $remove: [ID!]) { updateWishList(add: $add, remove: $remove) {
  wishList { id count items { product { id } addedPrice { currency } } } products { id inWishList } userErrors { code field message } } }`;

describe('wish list', () => {
  it('hearts a product for a member: the payload, the product everywhere, and the list agree; a merge adds no duplicates', async () => {
    const m = await signUp(stack.graphql);
    const [a, b] = products;
    const added = (await as(m.jar, UPDATE, { add: [{ productId: a!.id }] })).data!.updateWishList;
    expect(added.userErrors).toEqual([]);
    expect(added.products).toEqual([{ id: a!.id, inWishList: true }]);
    expect(added.wishList).toMatchObject({ id: 'current', count: 1 });

    const merged = (await as(m.jar, UPDATE, { add: [{ productId: a!.id }, { productId: b!.id }] })).data!.updateWishList;
    expect(merged.wishList.count).toBe(2);

    const read = await as(m.jar, '{ wishList { id count } products(first: 3) { nodes { id inWishList } } }');
    expect(read.data!.wishList).toEqual({ id: 'current', count: 2 });
    expect(
      read
        .data!.products.nodes.filter((p: { inWishList: boolean }) => p.inWishList)
        .map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([a!.id, b!.id].sort());
  });

  it('gives a guest no server list and refuses a guest’s update as unauthenticated; an unknown product is a userError', async () => {
    const guest = await stack.graphql('{ wishList { count } product(id: "' + products[0]!.id + '") { inWishList } }');
    expect(guest.body.data).toMatchObject({ wishList: null, product: { inWishList: false } });
    const refused = await stack.graphql(UPDATE, { variables: { add: [{ productId: products[0]!.id }] } });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const m = await signUp(stack.graphql);
    const unknown = (await as(m.jar, UPDATE, { add: [{ productId: 'P-nope' }] })).data!.updateWishList;
    expect(unknown.userErrors[0]).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
  });
});

describe('waitlist and reminders', () => {
  it('waitlists a member (Variant.waitlisted), asks a guest for an address, and sets a launch reminder', async () => {
    const m = await signUp(stack.graphql);
    const joined = (
      await as(m.jar, `mutation { setWaitlist(variantId: "${outOfStockVariant}", on: true) { state variant { id waitlisted } userErrors { code } } }`)
    ).data!.setWaitlist;
    expect(joined).toEqual({ state: 'ON', variant: { id: outOfStockVariant, waitlisted: true }, userErrors: [] });

    const guest = await stack.graphql(`mutation { setWaitlist(variantId: "${outOfStockVariant}", on: true) { state userErrors { code field } } }`);
    expect(guest.body.data!.setWaitlist).toEqual({ state: null, userErrors: [{ code: 'EMAIL_REQUIRED', field: ['input', 'email'] }] });
    const withEmail = await stack.graphql(
      `mutation { setWaitlist(variantId: "${outOfStockVariant}", on: true, email: "g-${randomUUID().slice(0, 6)}@example.com") { state } }`,
    );
    expect(withEmail.body.data!.setWaitlist.state).toBe('PENDING_CONFIRMATION');

    const reminded = (await as(m.jar, `mutation { remindMe(productId: "${comingSoon}") { state product { id launchReminderSet } userErrors { code } } }`)).data!
      .remindMe;
    expect(reminded).toEqual({ state: 'ON', product: { id: comingSoon, launchReminderSet: true }, userErrors: [] });
  });
});

describe('reviews', () => {
  it('returns REVIEW_NOT_ALLOWED to a member who did not buy, and shows the product’s average and count', async () => {
    const m = await signUp(stack.graphql);
    const WRITE = `mutation ($input: ReviewInput!) { writeReview(input: $input) { review { id status } userErrors { code } } }`;
    const refused = (await as(m.jar, WRITE, { input: { productId: products[0]!.id, rating: 5, title: 'Great', body: 'Love it' } })).data!.writeReview;
    expect(refused).toEqual({ review: null, userErrors: [{ code: 'REVIEW_NOT_ALLOWED' }] });
    const page = await as(
      m.jar,
      `{ product(id: "${products[0]!.id}") { rating reviewCount reviews { averageRating reviewCount ownReviewCount importedRating { count source } canReview mine { id } reviews { id } } } me { reviews { id status } } }`,
    );
    const product = page.data!.product;
    expect(product.reviews).toMatchObject({ reviewCount: product.reviewCount, ownReviewCount: 0, canReview: false, mine: null });
    // No review of ours yet: every rating counted is the data set's, said to be given on Sephora.
    if (product.reviewCount > 0) expect(product.reviews.importedRating).toEqual({ count: product.reviewCount, source: 'Sephora' });
    expect(page.data!.me.reviews).toEqual([]);
  });
});
