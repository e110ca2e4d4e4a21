// Reviews on a real database (issue 12 item 5): only a member who bought the product
// writes one, once; an ordinary review publishes at once and counts in the product's
// average and count and in "Top Rated"; one with a link waits for staff; points are paid
// once per review, only when it is published and its goods delivered and kept (decision 0132).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { REVIEW_POINTS } from '@beauty/contracts/account/reviews';
import { TEST_CARDS } from '../platform/payment-provider.ts';
import { pointsBalance } from '../loyalty/ledger.ts';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import { signInAgain, signUpMember, type TestMember } from '../test-support/list-members.test-support.ts';
import { setStaffRole } from '../account/staff.ts';

// Each test signs members up (password hashing) and places orders: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

describe.each(TEST_DATABASES)('reviews on $name', (database) => {
  let product: { id: string; variantId: string; rating: number | null; reviewCount: number };
  const api = startTestAppForSuite(database);
  beforeAll(async () => {
    // An unrated product in stock in SG: our reviews alone make its rating.
    const { rows } = await api.db.query<{ id: string; variant_id: string }>(
      `select p.id, s.variant_id from product p join variant v on v.product_id = p.id join stock s on s.variant_id = v.id and s.country = 'SG'
       join variant_price vp on vp.variant_id = v.id and vp.country = 'SG'
       where p.rating is null and s.quantity >= 50 order by p.id limit 1`,
    );
    const found = (await api.get(`products/${rows[0]!.id}`)).body;
    product = { id: rows[0]!.id, variantId: rows[0]!.variant_id, rating: found.rating, reviewCount: found.reviewCount };
  });

  const buy = async (m: TestMember) => {
    await api.call('POST', 'cart/line-items/', { deviceId: m.deviceId, body: { variantId: product.variantId, quantity: 1 } });
    const placed = await api.call('POST', 'checkout/', {
      deviceId: m.deviceId,
      headers: { ...m.auth, 'idempotency-key': randomUUID() },
      body: {
        email: m.email,
        recipient: { name: 'Mei Tan', mobile: { callingCode: '+65', phoneNumber: '91234567' } },
        delivery: { option: 'standard', address: { line1: '1 Orchard Road', city: 'Singapore', postalCode: '238801' } },
        payment: { cardNumber: TEST_CARDS.approved },
      },
    });
    expect(placed.status).toBe(200);
    return placed.body.order.id as string;
  };
  let staffAuth: Record<string, string> | undefined;
  const staff = async () => {
    if (staffAuth) return staffAuth;
    const s = await signUpMember(api);
    await setStaffRole(api.db, s.email, true);
    staffAuth = await signInAgain(api, s.email);
    return staffAuth;
  };
  const move = async (orderId: string, body: object) =>
    expect((await api.call('POST', `staff/orders/${orderId}/state`, { headers: await staff(), body })).status).toBe(200);
  const points = async (m: TestMember) => {
    const { rows } = await api.db.query<{ id: string }>(`select id from account_user where email = $1`, [m.email]);
    return pointsBalance(api.db, rows[0]!.id, new Date());
  };
  /** What reviews paid the member, net of what was taken back. */
  const reviewPoints = async (m: TestMember) =>
    Number(
      (
        await api.db.query<{ n: string }>(
          `select coalesce(sum(l.points), 0) as n from points_ledger l join account_user u on u.id = l.user_id where u.email = $1 and l.source in ('online_review', 'published_review')`,
          [m.email],
        )
      ).rows[0]!.n,
    );
  const BOTH = REVIEW_POINTS.online_review + REVIEW_POINTS.published_review;
  const review = { rating: 4, title: 'Lovely', body: 'Soft on the skin, <b>no</b> residue.', skinType: 'dry' };
  const write = (m: TestMember, body: object = review) => api.call('POST', `products/${product.id}/reviews`, { headers: m.auth, body });

  it('lets only a buyer review, once; publishes at once, counts it in the average, and pays both points once the goods are delivered', async () => {
    expect(product.rating).toBeNull();
    const m = await signUpMember(api);
    const before = await write(m);
    expect(before.status).toBe(403);
    expect(before.body.code).toBe('REVIEW_NOT_ALLOWED');
    expect((await api.get(`products/${product.id}/reviews`, { headers: m.auth })).body.canReview).toBe(false);

    const orderId = await buy(m);
    expect((await api.get(`products/${product.id}/reviews`, { headers: m.auth })).body.canReview).toBe(true);
    const written = await write(m, { ...review, variantId: product.variantId });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ status: 'published', authorName: 'Mei T.', body: review.body, variantId: product.variantId, skinType: 'dry' });
    const again = await write(m, { ...review, rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('REVIEW_EXISTS');

    const page = (await api.get(`products/${product.id}/reviews`)).body;
    expect(page).toMatchObject({ averageRating: 4, reviewCount: 1, ownRating: 4, ownReviewCount: 1, importedRating: null, mine: null, canReview: false });
    expect(page.reviews.map((r: { title: string }) => r.title)).toEqual(['Lovely']);
    expect((await api.get(`products/${product.id}`)).body).toMatchObject({ rating: 4, reviewCount: 1 });

    expect(await points(m)).toEqual({ valid: 0, pending: 0 }); // not yet received
    await move(orderId, { state: 'delivered' });
    expect((await points(m)).valid).toBe(BOTH);
  });

  it('holds a review with a link for staff; publishing it counts it and pays once, a second decision changes nothing', async () => {
    const m = await signUpMember(api, undefined, 'Ana');
    await move(await buy(m), { state: 'delivered' });
    const held = await write(m, { rating: 2, title: 'Meh', body: 'cheaper at https://elsewhere.example' });
    expect(held.body.status).toBe('pending');
    expect((await api.get(`products/${product.id}/reviews`)).body).toMatchObject({ averageRating: 4, reviewCount: 1 });
    expect((await api.get(`products/${product.id}/reviews`, { headers: m.auth })).body.mine).toMatchObject({ status: 'pending' });
    // The member's own list (the account dashboard) shows it with its state; nobody else's does.
    expect((await api.get('account/reviews', { headers: m.auth })).body.reviews).toEqual([
      expect.objectContaining({ id: held.body.id, productId: product.id, status: 'pending' }),
    ]);
    expect((await api.get('account/reviews', { headers: (await signUpMember(api)).auth })).body.reviews).toEqual([]);
    expect((await api.get('account/reviews')).status).toBe(401);
    expect(await reviewPoints(m)).toBe(0); // a held review earns nothing yet

    expect((await api.get('staff/reviews', { headers: m.auth })).status).toBe(403);
    const staffAuth = await staff();
    const pending = (await api.get('staff/reviews', { headers: staffAuth })).body.reviews;
    expect(pending.map((r: { id: string }) => r.id)).toContain(held.body.id);
    const published = await api.call('POST', `staff/reviews/${held.body.id}/moderation`, { headers: staffAuth, body: { decision: 'publish' } });
    expect(published.body.status).toBe('published');
    const twice = await api.call('POST', `staff/reviews/${held.body.id}/moderation`, { headers: staffAuth, body: { decision: 'reject' } });
    expect(twice.body.status).toBe('published');
    expect((await api.get(`products/${product.id}/reviews`)).body).toMatchObject({ averageRating: 3, reviewCount: 2 });
    expect(await reviewPoints(m)).toBe(BOTH);

    // "Top Rated" reads the same rating: our product sorts among the 3-star ones now, ahead of unrated ones.
    const { rows: shelf } = await api.db.query<{ rating: number; review_count: number }>(
      `select rating, review_count from shelf where product_id = $1 and country = 'SG'`,
      [product.id],
    );
    expect(shelf[0]).toMatchObject({ rating: 3, review_count: 2 });
  });

  it('pays nothing for a review of a cancelled order, or for a held review that staff reject', async () => {
    const cancelled = await signUpMember(api);
    await move(await buy(cancelled), { state: 'cancelled' });
    const written = await write(cancelled);
    expect(written.body.status).toBe('published'); // a buyer's review still shows
    expect(await reviewPoints(cancelled)).toBe(0);

    const rejected = await signUpMember(api);
    await move(await buy(rejected), { state: 'delivered' });
    const held = await write(rejected, { rating: 1, title: 'Meh', body: 'half price at cheapbeauty.shop' });
    expect(held.body.status).toBe('pending');
    expect((await api.call('POST', `staff/reviews/${held.body.id}/moderation`, { headers: await staff(), body: { decision: 'reject' } })).body.status).toBe(
      'rejected',
    );
    expect(await reviewPoints(rejected)).toBe(0);
  });

  it('takes the points back with a ledger entry when the reviewed goods are returned', async () => {
    const m = await signUpMember(api);
    const orderId = await buy(m);
    await move(orderId, { state: 'delivered' });
    await write(m);
    expect(await reviewPoints(m)).toBe(BOTH);
    await move(orderId, { state: 'returned' });
    expect(await reviewPoints(m)).toBe(0);
    const { rows } = await api.db.query<{ points: number; note: string }>(
      `select l.points, l.note from points_ledger l join account_user u on u.id = l.user_id where u.email = $1 and l.points < 0 and l.source in ('online_review', 'published_review') order by l.source`,
      [m.email],
    );
    expect(rows.map((r) => r.points)).toEqual([-REVIEW_POINTS.online_review, -REVIEW_POINTS.published_review]);
  });

  it('refuses bad input with clear errors and keeps nothing', async () => {
    const m = await signUpMember(api);
    await buy(m);
    for (const body of [
      { ...review, rating: 6 },
      { ...review, title: '' },
      { ...review, body: 'x'.repeat(2001) },
      { ...review, skinType: 'scaly' },
    ]) {
      const response = await write(m, body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await write(m, { ...review, variantId: 'P-other-1' })).body.code).toBe('VARIANT_NOT_FOUND');
    expect((await api.get(`products/${product.id}/reviews`, { headers: m.auth })).body).toMatchObject({ mine: null, canReview: true });
    expect((await api.call('POST', `products/${product.id}/reviews`, { body: review })).status).toBe(401);
  });
});
