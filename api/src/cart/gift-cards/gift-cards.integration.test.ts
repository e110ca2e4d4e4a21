// E-gift cards through REST on a real database: bought and e-mailed through the outbox,
// redeemed at checkout with the rest kept, spent once when raced, given back when the
// payment fails, and never combined with a promotion.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestAppForSuite } from '../../test-support/app.test-support.ts';
import { TEST_CARDS } from '../../platform/payment-provider.ts';
import { giftCardCodeHash } from './gift-card-repository.ts';
import { migrate } from '../../db/migrate.ts';
import { MIGRATIONS } from '../../db/migrations/all-migrations.ts';
import { openTestDatabase } from '../../testing.ts';

describe.each(TEST_DATABASES)('e-gift cards on $name', (database) => {
  const api = startTestAppForSuite(database);

  const variant = async (min: number) => {
    const { rows } = await api.db.query<{ id: string; price: number }>(
      `select s.variant_id as id, coalesce(vp.sale_amount, vp.amount) as price from stock s join variant_price vp using (variant_id, country)
       where s.country = 'SG' and s.quantity >= 10 and coalesce(vp.sale_amount, vp.amount) >= $1 order by s.variant_id limit 1`,
      [min],
    );
    return { id: rows[0]!.id, price: Number(rows[0]!.price) };
  };
  const buy = (amount: number, cardNumber: string = TEST_CARDS.approved) =>
    api.call('POST', 'cart/gift-cards/', {
      body: { amount, recipientName: 'Ana', recipientEmail: 'ana@example.com', senderName: 'Ben', message: 'Happy birthday!', cardNumber },
    });
  const codeOfLastCard = async () =>
    (await api.db.query<{ code: string }>(`select payload->>'code' as code from outbox where kind = 'gift_card_delivery' order by id desc limit 1`)).rows[0]!
      .code;
  /** A new bag with an item of at least `minPrice` and a card of `amount`, just bought, applied to it. */
  const bagWithNewCard = async (amount: number, minPrice: number) => {
    await buy(amount);
    const code = await codeOfLastCard();
    const device = randomUUID();
    await api.call('POST', 'cart/line-items/', { deviceId: device, body: { variantId: (await variant(minPrice)).id } });
    await api.call('POST', 'cart/gift-card/', { deviceId: device, body: { action: 'apply', code } });
    return { device, code };
  };
  const balanceOf = async (code: string) =>
    Number((await api.db.query<{ balance: number }>('select balance from gift_card where code_hash = $1', [giftCardCodeHash(code)])).rows[0]!.balance);
  const checkout = (deviceId: string, cardNumber: string = TEST_CARDS.approved) =>
    api.call('POST', 'checkout/', {
      deviceId,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        email: `${randomUUID()}@example.com`,
        recipient: { name: 'Ana', mobile: { callingCode: '+65', phoneNumber: '91234567' } },
        delivery: { option: 'click_and_collect', storeId: 'ST-SG-1' },
        payment: { cardNumber },
      },
    });

  it('buys a card and delivers it to the outbox with the recipient and message', async () => {
    const bought = await buy(5000);
    expect(bought.body).toEqual({ amount: { amount: 5000, currency: 'SGD' }, recipientEmail: 'ana@example.com', delivered: 'by_email' });
    const { rows } = await api.db.query<{ recipient: string; payload: Record<string, unknown> }>(
      `select recipient, payload from outbox where kind = 'gift_card_delivery' order by id desc limit 1`,
    );
    expect(rows[0]!.recipient).toBe('ana@example.com');
    expect(rows[0]!.payload).toMatchObject({ message: 'Happy birthday!', amount: 5000, currency: 'SGD' });
    expect((await buy(10)).body.details).toMatchObject({ field: 'amount' });
    expect((await buy(5000, TEST_CARDS.declined)).body.code).toBe('GIFT_CARD_PAYMENT_FAILED');
  });

  it('pays part of an order and keeps the rest on the card; the summary shows what was redeemed', async () => {
    await buy(100_00);
    const code = await codeOfLastCard();
    const device = randomUUID();
    const v = await variant(3000);
    await api.call('POST', 'cart/line-items/', { deviceId: device, body: { variantId: v.id } });
    const wrong = await api.call('POST', 'cart/gift-card/', { deviceId: device, body: { action: 'apply', code: 'AAAA-BBBB-CCCC-DDDD' } });
    expect(wrong.body.code).toBe('GIFT_CARD_NOT_FOUND');
    const applied = await api.call('POST', 'cart/gift-card/', { deviceId: device, body: { action: 'apply', code: code.toLowerCase() } });
    expect(applied.body.giftCard).toEqual({ last4: code.slice(-4), balance: { amount: 10000, currency: 'SGD' } });
    const redeemed = Math.min(10000, v.price);
    expect(applied.body.summary.giftCardRedeemed.amount).toBe(redeemed);
    expect(applied.body.summary.total.amount).toBe(v.price - redeemed);

    const placed = await checkout(device);
    expect(placed.body.order).toMatchObject({ status: 'confirmed', summary: { giftCardRedeemed: { amount: redeemed } } });
    expect(await balanceOf(code)).toBe(10000 - redeemed);
  });

  it('gives the amount back when the payment is declined', async () => {
    const { device, code } = await bagWithNewCard(2000, 5000);
    expect((await checkout(device, TEST_CARDS.declined)).body.order.status).toBe('payment_failed');
    expect(await balanceOf(code)).toBe(2000);
  });

  it('is spent once when two bags race for all of it', async () => {
    await buy(1500);
    const code = await codeOfLastCard();
    const v = await variant(3000);
    const devices = [randomUUID(), randomUUID()];
    for (const d of devices) {
      await api.call('POST', 'cart/line-items/', { deviceId: d, body: { variantId: v.id } });
      await api.call('POST', 'cart/gift-card/', { deviceId: d, body: { action: 'apply', code } });
    }
    const results = await Promise.all(devices.map((d) => checkout(d)));
    // The second either found the card empty when it read the bag (and was charged in full)
    // or lost the conditional UPDATE (GIFT_CARD_EMPTY): never both spend it.
    const placed = results.filter((r) => r.status === 200);
    expect(placed.reduce((n, r) => n + r.body.order.summary.giftCardRedeemed.amount, 0)).toBe(1500);
    for (const refused of results.filter((r) => r.status !== 200)) expect(refused.body.code).toBe('GIFT_CARD_EMPTY');
    expect(await balanceOf(code)).toBe(0);
  });

  it('does not combine with a promotion (credits)', async () => {
    const { device, code } = await bagWithNewCard(2000, 3000);
    const promo = await api.call('POST', 'cart/discount-coupon/', { deviceId: device, body: { action: 'apply', code: 'WELCOME10' } });
    expect(promo.body.code).toBe('PROMO_NOT_COMBINABLE');
  });

  it('keeps only a hash of the code: in clear it is only in the e-mail that delivers it', async () => {
    const { device, code } = await bagWithNewCard(100_00, 3000);
    const { rows } = await api.db.query<{ code_hash: string; last4: string }>('select code_hash, last4 from gift_card where code_hash = $1', [
      giftCardCodeHash(code),
    ]);
    expect(rows).toEqual([{ code_hash: giftCardCodeHash(code), last4: code.slice(-4) }]);
    expect((await checkout(device)).body.order.status).toBe('confirmed');
    // Every row of every table that touches gift cards, as text: the code appears in none but the one outbox message.
    for (const table of ['gift_card', 'cart', 'shop_order', 'order_event', 'payment']) {
      const found = await api.db.query<{ n: number }>(`select count(*)::int as n from ${table} t where row_to_json(t)::text like $1`, [`%${code}%`]);
      expect(found.rows[0]!.n, table).toBe(0);
    }
    const mails = await api.db.query<{ n: number }>(`select count(*)::int as n from outbox t where row_to_json(t)::text like $1`, [`%${code}%`]);
    expect(mails.rows[0]!.n).toBe(1);
  });
});

describe.each(TEST_DATABASES)('migration 0055 on $name', (database) => {
  it('hashes the codes of existing cards (and the bags and orders that point at them) and moves mail_outbox into outbox', async () => {
    const { db, drop } = await openTestDatabase(database.url, { empty: true });
    try {
      await migrate(
        db,
        MIGRATIONS.filter((m) => m.version < 55),
      );
      const code = 'ABCD-EFGH-JKLM-NP23';
      await db.query(
        `insert into gift_card (code, country, currency, initial_amount, balance, recipient_name, recipient_email, sender_name) values ($1, 'SG', 'SGD', 5000, 4000, 'Ana', 'ana@example.com', 'Ben')`,
        [code],
      );
      await db.query(`insert into cart (id, device_id, country, gift_card_code) values ('c1', 'd1', 'SG', $1)`, [code]);
      await db.query(`insert into outbox (kind, payload) values ('gift_card_delivery', $1)`, [JSON.stringify({ code, to: 'ana@example.com' })]);
      await db.query(`insert into mail_outbox (recipient, template, payload) values ('bo@example.com', 'password_reset', '{"link":"x"}')`);
      expect(await migrate(db)).toContain(55);
      const card = await db.query<{ code_hash: string; last4: string; balance: number }>('select code_hash, last4, balance from gift_card');
      expect(card.rows).toEqual([{ code_hash: giftCardCodeHash(code), last4: 'NP23', balance: 4000 }]);
      expect((await db.query<{ h: string }>(`select gift_card_hash as h from cart where id = 'c1'`)).rows[0]!.h).toBe(giftCardCodeHash(code));
      const outbox = await db.query<{ kind: string; recipient: string }>('select kind, recipient from outbox order by id');
      expect(outbox.rows).toEqual([
        { kind: 'gift_card_delivery', recipient: 'ana@example.com' },
        { kind: 'password_reset', recipient: 'bo@example.com' },
      ]);
      expect((await db.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_name = 'mail_outbox'`)).rows[0]!.n).toBe(0);
    } finally {
      await drop();
    }
    // Runs every migration on an empty database: past 30 s when the suites share two cores.
  }, 120_000);
});
