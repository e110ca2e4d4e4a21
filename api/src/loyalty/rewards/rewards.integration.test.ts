// Perks in pricing and the rewards boutique on a real database (issue 11 items 4-5): each
// perk in the bag's and the order's price, the staff discount combined with nothing,
// early access, the boutique's rules (members only, tier lock, stock, one per transaction,
// "Offer not found", "Offer fully redeemed"), points reserved in the bag and spent only at
// confirmation, given back when the payment fails, and gifts with purchase.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../platform/payment-provider.ts';
import { movableClock } from '../../platform/jobs/clock.ts';
import { TEST_DATABASES, startTestAppForSuite } from '../../test-support/app.test-support.ts';
import { HOUSE_BRAND_SLUG } from '../perks/perk-rules.ts';
import { ensureMember } from '../member.ts';
import { balanceOf, checkoutBody, givePoints, signUp, variantOf, type TestMember } from '../../test-support/rewards.test-support.ts';

describe.each(TEST_DATABASES)('Beauty Pass perks and rewards on $name', (database) => {
  const clock = movableClock(new Date('2026-06-10T04:00:00Z'));
  const api = startTestAppForSuite(database, { clock });

  const add = (m: Pick<TestMember, 'deviceId'> & Partial<TestMember>, variantId: string, quantity = 1) =>
    api.call('POST', 'cart/line-items/', { deviceId: m.deviceId, headers: m.auth ?? {}, body: { variantId, quantity } });
  const bag = (m: TestMember) => api.get('cart/', { deviceId: m.deviceId, headers: m.auth });
  const checkout = (m: TestMember, card?: string) =>
    api.call('POST', 'checkout/', { deviceId: m.deviceId, headers: { ...m.auth, 'idempotency-key': randomUUID() }, body: checkoutBody(m.email, card) });
  const redeem = (m: Pick<TestMember, 'deviceId'> & Partial<TestMember>, rewardId: string) =>
    api.call('POST', 'cart/beauty-pass-offers/', { deviceId: m.deviceId, headers: m.auth ?? {}, body: { action: 'add', rewardId } });
  const stockOf = async (rewardId: string) =>
    Number((await api.db.query<{ s: number }>('select stock_left as s from reward where id = $1', [rewardId])).rows[0]!.s);
  const available = async (m: TestMember) => (await api.get('rewards/', { headers: m.auth })).body.member.availablePoints as number;

  it('gives a new member the welcome voucher the seeded copy promises, in the bag, in cart/offers and in the order, once', async () => {
    const m = await signUp(api);
    const v = await variantOf(api, { offset: 3 });
    await add(m, v.id, 2);
    const priced = await bag(m);
    expect(priced.body.summary.discountLines).toEqual([{ kind: 'welcome_voucher', amount: { amount: 1_000, currency: 'SGD' } }]);
    expect(priced.body.summary.discount.amount).toBe(1_000);
    expect(priced.body.perks).toContainEqual({ kind: 'welcome_voucher', status: 'applied', amount: { amount: 1_000, currency: 'SGD' }, percent: null });
    // A guest with the same bag gets no perk.
    expect((await api.get('cart/', { deviceId: m.deviceId })).body.summary.discountLines).toEqual([]);
    const offers = await api.get('cart/offers', { deviceId: m.deviceId, headers: m.auth });
    expect(offers.body.perks.map((p: { kind: string }) => p.kind)).toContain('welcome_voucher');
    const page = await api.get('cart/bag/', { deviceId: m.deviceId, headers: m.auth });
    expect(page.body.cart.summary.total).toEqual(priced.body.summary.total);
    expect(page.body.offers.offers.length).toBeGreaterThan(0);

    const placed = await checkout(m);
    expect(placed.status).toBe(200);
    expect(placed.body.order.summary.discountLines).toEqual([{ kind: 'welcome_voucher', amount: { amount: 1_000, currency: 'SGD' } }]);
    expect(placed.body.order.summary.total).toEqual(priced.body.summary.total);
    await add(m, v.id);
    expect((await bag(m)).body.summary.discountLines).toEqual([]); // used
  });

  it('gives the welcome voucher back when the payment fails', async () => {
    const m = await signUp(api);
    await add(m, (await variantOf(api)).id);
    expect((await checkout(m, TEST_CARDS.declined)).body.order.status).toBe('payment_failed');
    expect((await bag(m)).body.summary.discountLines[0].kind).toBe('welcome_voucher');
  });

  it('gives the birthday voucher in the birth month only, once a year', async () => {
    const m = await signUp(api, { dateOfBirth: '1994-07-02' });
    await api.db.query(
      `insert into perk_use (user_id, kind, reference, order_id, created_at)
      select $1, 'welcome_voucher', 'welcome', id, now() from shop_order limit 1`,
      [m.id],
    );
    await add(m, (await variantOf(api)).id);
    expect((await bag(m)).body.summary.discountLines).toEqual([]);
    clock.advance(30 * 24 * 3600_000); // 10 July
    try {
      expect((await bag(m)).body.summary.discountLines).toEqual([{ kind: 'birthday_voucher', amount: { amount: 1_000, currency: 'SGD' } }]);
      expect((await checkout(m)).status).toBe(200);
      await add(m, (await variantOf(api)).id);
      expect((await bag(m)).body.summary.discountLines).toEqual([]);
    } finally {
      clock.advance(-30 * 24 * 3600_000);
    }
  });

  it('gives an employee 30% off, 45% off the house brand, never combined with a promo code or a voucher', async () => {
    const m = await signUp(api);
    await api.db.query('update account_user set is_employee = true where id = $1', [m.id]);
    const house = await variantOf(api, { brand: HOUSE_BRAND_SLUG });
    const other = await variantOf(api, { notBrand: HOUSE_BRAND_SLUG });
    await add(m, house.id);
    await add(m, other.id);
    const coupon = await api.call('POST', 'cart/discount-coupon/', { deviceId: m.deviceId, headers: m.auth, body: { action: 'apply', code: 'WELCOME10' } });
    expect(coupon.status).toBe(200);
    const staff = Math.round((house.amount * 45) / 100) + Math.round((other.amount * 30) / 100);
    expect(coupon.body.summary.discountLines).toEqual([{ kind: 'staff_discount', amount: { amount: staff, currency: 'SGD' } }]);
    expect(coupon.body.promotion).toMatchObject({ code: 'WELCOME10', applied: false, reason: 'not_combinable' });
    expect(coupon.body.perks).toContainEqual(expect.objectContaining({ kind: 'welcome_voucher', status: 'not_combinable' }));
    const used = async () => Number((await api.db.query<{ n: number }>(`select used_count as n from promotion where id = 'PR-SG-WELCOME10'`)).rows[0]!.n);
    const before = await used();
    const placed = await checkout(m);
    expect(placed.body.order.summary.discountLines).toEqual([{ kind: 'staff_discount', amount: { amount: staff, currency: 'SGD' } }]);
    expect(placed.body.order.promotionCode).toBeNull();
    expect(await used()).toBe(before);
  });

  it('keeps priority-access products for Black and Gold before their public date, at add-to-bag and at checkout', async () => {
    const v = await variantOf(api, { offset: 7 });
    const product = (await api.db.query<{ product_id: string }>('select product_id from variant where id = $1', [v.id])).rows[0]!.product_id;
    const m = await signUp(api);
    await add(m, v.id);
    await api.db.query(`update product set public_from = $2 where id = $1`, [product, new Date(clock.now().getTime() + 86_400_000)]);
    try {
      const refused = await add({ deviceId: randomUUID() }, v.id);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'TIER_LOCKED', details: { reason: 'early_access' } });
      expect((await add(m, v.id)).body.code).toBe('TIER_LOCKED'); // a White member
      expect((await checkout(m)).body.code).toBe('TIER_LOCKED'); // put in the bag before the marking
      clock.advance(2 * 86_400_000);
      expect((await add({ deviceId: randomUUID() }, v.id)).status).toBe(200); // public now
    } finally {
      clock.advance(-2 * 86_400_000);
      await api.db.query(`update product set public_from = null where id = $1`, [product]);
    }
  });

  it('lists the boutique per country with stock, tier and the member’s points', async () => {
    const guest = await api.get('rewards/', { country: 'TH' });
    expect(guest.body.member).toBeNull();
    expect(guest.body.rewards.map((r: { minTier: string }) => r.minTier)).toEqual(['white', 'white', 'white', 'black', 'black', 'gold']);
    const m = await signUp(api);
    await givePoints(api, m.id, 300);
    const listed = await api.get('rewards/', { headers: m.auth });
    expect(listed.body.member).toEqual({ tier: 'pink', availablePoints: 300 }); // a new member: pink, shown as White
    expect(listed.body.rewards.filter((r: { locked: boolean }) => r.locked).map((r: { id: string }) => r.id)).toEqual(['RW-SG-4', 'RW-SG-5', 'RW-SG-6']);
  });

  it('shows each reward with its product’s packshot, its own picture first, and none made up for an experience (decision 0152)', async () => {
    const pictures = async () => (await api.get('rewards/')).body.rewards.map((r: { id: string; imageUrl: string | null }) => [r.id, r.imageUrl]);
    const listed = await pictures();
    expect(listed).toContainEqual(['RW-SG-2', expect.stringMatching(/^\/images\/products\/P425857\/[^/]+\/packshot\.v\d+\.svg$/)]);
    expect(listed).toContainEqual(['RW-SG-5', null]); // the express makeover is a service, no product
    expect(listed.filter(([, url]: [string, string | null]) => url !== null)).toHaveLength(5);
    // The packshot answers as an image.
    const packshot = await api.app.inject({ method: 'GET', url: listed.find(([id]: [string]) => id === 'RW-SG-2')[1] });
    expect(packshot.statusCode).toBe(200);
    expect(packshot.headers['content-type']).toContain('image/svg+xml');
    await api.db.query(`update reward set image_url = '/images/rewards/RW-SG-1.jpg' where id = 'RW-SG-1'`);
    try {
      expect(await pictures()).toContainEqual(['RW-SG-1', '/images/rewards/RW-SG-1.jpg']);
    } finally {
      await api.db.query(`update reward set image_url = null where id = 'RW-SG-1'`);
    }
  });

  it('names the rewards and gifts in the shopper’s language, in the boutique, the gifts with purchase and the bag', async () => {
    const names = async (country: string, language: string) =>
      (await api.get('rewards/', { country, language })).body.rewards.map((r: { name: string }) => r.name);
    expect(await names('TH', 'th')).toEqual([
      'Clarifying Lotion ขนาดพกพา',
      'Dramatically Different Moisturizing Lotion+ ขนาดมินิ',
      'Lip Last Matte Lipstick ขนาดปกติ',
      'ชุดน้ำหอมทดลอง Miss Dior',
      'แต่งหน้าด่วนที่ร้าน',
      'Pillow Talk Lip Lustre Lip Gloss ขนาดปกติ',
    ]);
    expect(await names('TH', 'en')).toContain('Express makeover in store'); // Thailand in English
    expect((await names('HK', 'zh'))[0]).toBe('Clarifying Lotion 旅行裝');
    expect((await names('ID', 'id'))[5]).toBe('Pillow Talk Lip Lustre Lip Gloss, ukuran penuh');

    const gwps = await api.get('multiple-gwps/', { deviceId: randomUUID(), country: 'TH', language: 'th' });
    expect(gwps.body.gwps[0].name).toBe('เลือกของขวัญฟรี');
    expect(gwps.body.gwps[0].choices.map((c: { name: string }) => c.name)).toEqual([
      'Size Up Mascara ขนาดมินิ',
      'Liquid Facial Soap ขนาดพกพา',
      'มาสก์ผม Nutritive ขนาดมินิ',
    ]);
    const offers = await api.get('cart/offers', { deviceId: randomUUID(), country: 'HK', language: 'zh' });
    expect(offers.body.gwps[0].choices[2].name).toBe('Nutritive 髮膜迷你裝');

    // The reward in a Thai bag, read in Thai.
    const m = await signUp(api);
    await givePoints(api, m.id, 300);
    const held = await api.call('POST', 'cart/beauty-pass-offers/', {
      deviceId: m.deviceId,
      headers: m.auth,
      country: 'TH',
      language: 'th',
      body: { action: 'add', rewardId: 'RW-TH-1' },
    });
    expect(held.status).toBe(200);
    expect(held.body.reward).toMatchObject({ rewardId: 'RW-TH-1', name: 'Clarifying Lotion ขนาดพกพา' });
    await api.call('POST', 'cart/beauty-pass-offers/', { deviceId: m.deviceId, headers: m.auth, country: 'TH', language: 'th', body: { action: 'remove' } });

    // A row with no names per language (one added by hand) keeps its one name everywhere.
    const saved = (await api.db.query<{ n: unknown }>(`select name_i18n as n from reward where id = 'RW-ID-6'`)).rows[0]!.n;
    await api.db.query(`update reward set name_i18n = '{}' where id = 'RW-ID-6'`);
    try {
      expect((await names('ID', 'id'))[5]).toBe('Pillow Talk Lip Lustre Lip Gloss, full size');
    } finally {
      await api.db.query('update reward set name_i18n = $1 where id = $2', [JSON.stringify(saved), 'RW-ID-6']);
    }
  });

  it('enforces the boutique’s rules: members only, not found, tier lock, points, one per transaction, fully redeemed', async () => {
    const guest = await redeem({ deviceId: randomUUID() }, 'RW-SG-1');
    expect(guest.status).toBe(403);
    expect(guest.body.code).toBe('MEMBER_ONLY');
    const m = await signUp(api);
    expect((await redeem(m, 'RW-SG-1')).body.code).toBe('INSUFFICIENT_POINTS');
    await givePoints(api, m.id, 2_000);
    const missing = await redeem(m, 'RW-XX-9');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'OFFER_NOT_FOUND', message: 'Offer not found' });
    expect((await redeem(m, 'RW-TH-1')).body.code).toBe('OFFER_NOT_FOUND'); // another country's
    expect((await redeem(m, 'RW-SG-4')).body).toMatchObject({ code: 'TIER_LOCKED', details: { minTier: 'black' } });
    const held = await redeem(m, 'RW-SG-2');
    expect(held.status).toBe(200);
    expect(held.body.reward).toEqual({ rewardId: 'RW-SG-2', name: 'Dramatically Different Moisturizing Lotion+, mini', brandName: 'CLINIQUE', points: 250 });
    expect((await redeem(m, 'RW-SG-2')).status).toBe(200); // the same one again changes nothing
    const second = await redeem(m, 'RW-SG-1');
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('ONE_REWARD_PER_TRANSACTION');
    expect(await available(m)).toBe(1_750);
    const removed = await api.call('POST', 'cart/beauty-pass-offers/', { deviceId: m.deviceId, headers: m.auth, body: { action: 'remove' } });
    expect(removed.body.reward).toBeNull();
    expect(await available(m)).toBe(2_000);

    await api.db.query(`update reward set stock_left = 0 where id = 'RW-SG-3'`);
    try {
      const gone = await redeem(m, 'RW-SG-3');
      expect(gone.status).toBe(409);
      expect(gone.body).toMatchObject({ code: 'OFFER_FULLY_REDEEMED', message: 'Offer fully redeemed' });
    } finally {
      await api.db.query(`update reward set stock_left = stock_total where id = 'RW-SG-3'`);
    }
  });

  it('reserves the points in the bag, spends them only when the order is confirmed, and gives them back when the payment fails', async () => {
    const m = await signUp(api);
    await givePoints(api, m.id, 300);
    await add(m, (await variantOf(api)).id);
    const stock = await stockOf('RW-SG-1');
    expect((await redeem(m, 'RW-SG-1')).status).toBe(200);
    expect(await available(m)).toBe(200);
    expect(await balanceOf(api, m.id)).toBe(300); // reserved, not spent
    expect(await stockOf('RW-SG-1')).toBe(stock - 1);

    const failed = await checkout(m, TEST_CARDS.declined);
    expect(failed.body.order.status).toBe('payment_failed');
    expect(await available(m)).toBe(300);
    expect(await stockOf('RW-SG-1')).toBe(stock);
    expect(await balanceOf(api, m.id)).toBe(300);

    await add(m, (await variantOf(api)).id);
    expect((await redeem(m, 'RW-SG-1')).status).toBe(200);
    const blocked = await checkout(m, TEST_CARDS.blocked);
    expect(blocked.body.order.status).toBe('payment_blocked');
    expect(await available(m)).toBe(300);

    expect((await redeem(m, 'RW-SG-1')).status).toBe(200);
    const placed = await checkout(m);
    expect(placed.body.order.status).toBe('confirmed');
    expect(await balanceOf(api, m.id)).toBe(200);
    expect(await available(m)).toBe(200);
    expect(await stockOf('RW-SG-1')).toBe(stock - 1);
    const { rows } = await api.db.query<{ source: string; points: number }>(
      `select source, points from points_ledger where user_id = $1 and source = 'used_points'`,
      [m.id],
    );
    expect(rows).toEqual([{ source: 'used_points', points: -100 }]);
    const gifts = await api.db.query<{ kind: string; ref_id: string }>('select kind, ref_id from order_gift where order_id = $1', [placed.body.order.id]);
    expect(gifts.rows).toEqual([{ kind: 'reward', ref_id: 'RW-SG-1' }]);
  });

  it('offers gifts with purchase above the threshold, one choice of several, taken from stock with the order', async () => {
    const m = await signUp(api);
    const v = await variantOf(api);
    await add(m, v.id);
    const small = await api.get('multiple-gwps/', { deviceId: m.deviceId, headers: m.auth });
    const offer = small.body.gwps[0];
    expect(offer.choices).toHaveLength(3);
    expect(offer.threshold).toEqual({ amount: 8_000, currency: 'SGD' });
    const choose = (choiceId: string) => api.call('POST', 'multiple-gwps/', { deviceId: m.deviceId, headers: m.auth, body: { action: 'choose', choiceId } });
    if (!offer.qualifies) expect((await choose(offer.choices[1].id)).body.code).toBe('GWP_NOT_QUALIFIED');
    await add(m, v.id, Math.min(10, Math.ceil(9_000 / v.amount) + 1));
    expect((await choose('GWP-SG-9')).body.code).toBe('OFFER_NOT_FOUND');
    const chosen = await choose(offer.choices[1].id);
    expect(chosen.status).toBe(200);
    expect(chosen.body.gwp).toMatchObject({ choiceId: offer.choices[1].id, applies: true });
    const placed = await checkout(m);
    const gifts = await api.db.query<{ kind: string; ref_id: string }>(`select kind, ref_id from order_gift where order_id = $1`, [placed.body.order.id]);
    expect(gifts.rows).toEqual([{ kind: 'gwp', ref_id: offer.choices[1].id }]);
  });

  // Members join the loyalty model on first use (loyalty/member.ts); the tier is then set as the year's spend would.
  const setTier = async (m: TestMember, tier: 'black' | 'gold') => {
    await ensureMember(api.db, m.id, 'SG', clock.now());
    await api.db.query('update loyalty_member set tier = $2 where user_id = $1', [m.id, tier]);
  };
  // Takes the welcome voucher out of the way (it needs an order to point at: earlier tests placed some).
  const noWelcome = (m: TestMember) =>
    api.db.query(
      `insert into perk_use (user_id, kind, reference, order_id, created_at) select $1, 'welcome_voucher', 'welcome', id, now() from shop_order limit 1`,
      [m.id],
    );

  it('gives Gold free standard shipping and one welcome gift a year with the next order', async () => {
    const m = await signUp(api);
    await noWelcome(m);
    await setTier(m, 'gold');
    const cheap = (
      await api.db.query<{ id: string }>(
        `select v.id from variant v join product p on p.id = v.product_id join variant_price vp on vp.variant_id = v.id and vp.country = 'SG'
       join stock s on s.variant_id = v.id and s.country = 'SG' where s.quantity >= 50 and p.public_from is null and coalesce(vp.sale_amount, vp.amount) < 3000 order by v.id limit 1`,
      )
    ).rows[0]!.id;
    await add(m, cheap);
    const priced = (await bag(m)).body;
    expect(priced.summary.shipping.amount).toBe(0);
    expect(priced.perks.map((p: { kind: string; status: string }) => `${p.kind}:${p.status}`)).toEqual(['free_shipping:applied', 'gold_welcome:gift']);
    expect((await api.get('cart/', { deviceId: m.deviceId })).body.summary.shipping.amount).toBeGreaterThan(0); // not for a guest
    const first = await checkout(m);
    expect(first.body.order.summary.shipping.amount).toBe(0);
    const gifts = await api.db.query<{ kind: string }>('select kind from order_gift where order_id = $1', [first.body.order.id]);
    expect(gifts.rows).toEqual([{ kind: 'gold_welcome' }]);
    await add(m, cheap);
    expect((await bag(m)).body.perks.map((p: { kind: string }) => p.kind)).toEqual(['free_shipping']); // the year's gift is taken
  });

  it('opens Black-exclusive rewards and early access to Black, and ten_percent_off in the Beauty Pass Sale', async () => {
    const m = await signUp(api);
    await noWelcome(m);
    await setTier(m, 'black');
    await givePoints(api, m.id, 1_000);
    expect((await redeem(m, 'RW-SG-6')).body.code).toBe('TIER_LOCKED'); // Gold only
    expect((await redeem(m, 'RW-SG-4')).status).toBe(200);
    const listed = await api.get('rewards/', { headers: m.auth });
    expect(listed.body.rewards.filter((r: { locked: boolean }) => r.locked).map((r: { id: string }) => r.id)).toEqual(['RW-SG-6']);

    const v = await variantOf(api, { offset: 9 });
    const product = (await api.db.query<{ product_id: string }>('select product_id from variant where id = $1', [v.id])).rows[0]!.product_id;
    await api.db.query(`update product set public_from = $2 where id = $1`, [product, new Date(clock.now().getTime() + 86_400_000)]);
    try {
      expect((await add(m, v.id)).status).toBe(200);
      expect((await bag(m)).body.summary.discountLines).toEqual([]); // June: no sale
      clock.advance(-60 * 86_400_000); // 11 April: the sale
      const inSale = (await bag(m)).body;
      expect(inSale.summary.discountLines).toEqual([{ kind: 'ten_percent_off', amount: { amount: Math.round(inSale.subtotal.amount / 10), currency: 'SGD' } }]);
      const placed = await checkout(m);
      expect(placed.status).toBe(200);
      expect(placed.body.order.summary.discountLines[0].kind).toBe('ten_percent_off');
    } finally {
      clock.advance(60 * 86_400_000);
      await api.db.query(`update product set public_from = null where id = $1`, [product]);
    }
  });

  it('gives back the reward’s points and stock when the whole order is cancelled, not when it is returned', async () => {
    const m = await signUp(api);
    await givePoints(api, m.id, 200);
    await add(m, (await variantOf(api)).id);
    expect((await redeem(m, 'RW-SG-1')).status).toBe(200);
    const stock = await stockOf('RW-SG-1');
    const placed = await checkout(m);
    expect(await available(m)).toBe(100);
    const staff = await signUp(api);
    await api.db.query(`update account_user set role = 'staff' where id = $1`, [staff.id]);
    const signedIn = await api.call('POST', 'auth/token', { body: { grant_type: 'password', email: staff.email, password: 'Lumi#2024' } });
    const cancelled = await api.call('POST', `staff/orders/${placed.body.order.id}/state`, {
      headers: { authorization: `Bearer ${signedIn.body.accessToken}` },
      body: { state: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect(await available(m)).toBe(200);
    expect(await stockOf('RW-SG-1')).toBe(stock + 1);
    expect(await balanceOf(api, m.id)).toBe(200);
  });
});
