// The attacks on "free" orders (decision 0138), each as the attacker would run it: a
// voucher that pays for the goods also made the delivery free; an order that came to 0 was
// confirmed on a declined card; deleting the account and signing up again with the same
// e-mail (or a dotted, +tagged or googlemail spelling of it) gave the welcome voucher again.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { movableClock } from '../platform/jobs/clock.ts';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import { ensureMember } from '../loyalty/member.ts';
import { normalisedEmail } from '../loyalty/perks/welcome-voucher-claims.ts';
import { checkoutBody } from '../test-support/rewards.test-support.ts';
import { TEST_CARDS } from '../platform/payment-provider.ts';

const consents = { privacyCollection: true, privacyDisclosure: true, policyAgreement: true, over14: true };
const SGD = (amount: number) => ({ amount, currency: 'SGD' });

describe('the one spelling of a mailbox', () => {
  it('drops dots and +tags where the provider ignores them, and nothing elsewhere', () => {
    expect(normalisedEmail(' J.Ohn.Tan+Promo@GoogleMail.com ')).toBe('johntan@gmail.com');
    expect(normalisedEmail('john.tan+x@outlook.com')).toBe('john.tan@outlook.com');
    expect(normalisedEmail('John.Tan+x@example.com')).toBe('john.tan+x@example.com');
  });
});

describe.each(TEST_DATABASES)('free orders on $name', (database) => {
  const clock = movableClock(new Date('2026-06-10T04:00:00Z'));
  const api = startTestAppForSuite(database, { clock }, 300_000);

  interface Member {
    id: string;
    email: string;
    deviceId: string;
    auth: { authorization: string };
  }
  const signUp = async (email = `free-${randomUUID().slice(0, 8)}@example.com`): Promise<Member> => {
    const deviceId = randomUUID();
    const res = await api.call('POST', 'auth/register/', {
      deviceId,
      body: { email, password: 'Lumi#2024', passwordConfirmation: 'Lumi#2024', firstName: 'Mei', lastName: 'Tan', consents },
    });
    expect(res.status, res.text).toBe(201);
    const { rows } = await api.db.query<{ id: string }>('select id from account_user where email_key = $1', [email.trim().toLowerCase()]);
    return { id: rows[0]!.id, email, deviceId, auth: { authorization: `Bearer ${res.body.accessToken as string}` } };
  };
  /** A variant sold in SG for at most the welcome voucher's S$10, so the voucher pays for all of it. */
  const cheapVariant = async () => {
    const { rows } = await api.db.query<{ id: string; amount: number }>(
      `select v.id, coalesce(vp.sale_amount, vp.amount) as amount from variant v join product p on p.id = v.product_id
       join variant_price vp on vp.variant_id = v.id and vp.country = 'SG' join stock s on s.variant_id = v.id and s.country = 'SG'
       where s.quantity >= 20 and p.public_from is null and coalesce(vp.sale_amount, vp.amount) <= 1000 order by v.id limit 1`,
    );
    return { id: rows[0]!.id, amount: Number(rows[0]!.amount) };
  };
  const add = (m: Member, variantId: string) =>
    api.call('POST', 'cart/line-items/', { deviceId: m.deviceId, headers: m.auth, body: { variantId, quantity: 1 } });
  const bag = async (m: Member) => (await api.get('cart/', { deviceId: m.deviceId, headers: m.auth })).body;
  const checkout = (m: Member, payload: Record<string, unknown>) =>
    api.call('POST', 'checkout/', { deviceId: m.deviceId, headers: { ...m.auth, 'idempotency-key': randomUUID() }, body: payload });
  const withoutCard = (email: string) => {
    const { payment: _card, ...rest } = checkoutBody(email);
    return rest;
  };

  it('charges the delivery of goods the welcome voucher pays for, and a declined card confirms nothing', async () => {
    const m = await signUp();
    const item = await cheapVariant();
    await add(m, item.id);
    const priced = await bag(m);
    expect(priced.summary.discountLines).toEqual([{ kind: 'welcome_voucher', amount: SGD(item.amount) }]);
    expect({ shipping: priced.summary.shipping, total: priced.summary.total }).toEqual({ shipping: SGD(600), total: SGD(600) });
    expect(priced.deliveryOptions.find((o: { option: string }) => o.option === 'standard').price).toEqual(SGD(600));
    // Nothing else pays the delivery: a card is needed.
    const noCard = await checkout(m, withoutCard(m.email));
    expect({ status: noCard.status, field: noCard.body.details?.field }).toEqual({ status: 400, field: 'payment.cardNumber' });
    const declined = await checkout(m, checkoutBody(m.email, TEST_CARDS.declined));
    expect({ status: declined.body.order.status, total: declined.body.order.summary.total }).toEqual({ status: 'payment_failed', total: SGD(600) });
  });

  it('needs no card where the voucher and Gold free shipping pay for everything, but never confirms on a declined card', async () => {
    const m = await signUp();
    await ensureMember(api.db, m.id, 'SG', clock.now());
    await api.db.query(`update loyalty_member set tier = 'gold' where user_id = $1`, [m.id]);
    await add(m, (await cheapVariant()).id);
    expect((await bag(m)).summary.total).toEqual(SGD(0));
    const declined = await checkout(m, checkoutBody(m.email, TEST_CARDS.declined));
    expect(declined.body.order.status).toBe('payment_failed');
    // The voucher comes back with the failed order; paid by the voucher alone, no card, it goes through.
    const free = await checkout(m, withoutCard(m.email));
    expect(free.status, free.text).toBe(200);
    expect(free.body.order).toMatchObject({ status: 'confirmed', paymentMethod: 'Gift card / voucher', summary: { total: SGD(0), shipping: SGD(0) } });
  });

  it('welcomes a person once: not again after deleting the account and signing up with the same address in another spelling', async () => {
    const first = await signUp(`Mei.Tan.${randomUUID().slice(0, 6)}+shop@gmail.com`);
    const item = await cheapVariant();
    await add(first, item.id);
    const placed = await checkout(first, checkoutBody(first.email));
    expect(placed.body.order).toMatchObject({ status: 'confirmed', summary: { discountLines: [{ kind: 'welcome_voucher' }] } });
    const deleted = await api.call('DELETE', 'account', { headers: first.auth, body: { currentPassword: 'Lumi#2024' } });
    expect(deleted.status).toBe(200);
    const stored = await api.db.query<{ email_hash: string }>('select email_hash from welcome_voucher_claim where order_id = $1', [placed.body.order.id]);
    expect(stored.rows[0]!.email_hash).not.toContain('gmail'); // a keyed hash, never the address

    const again = await signUp(first.email.toLowerCase().replace('+shop', '').replaceAll('.', '').replace('gmailcom', 'googlemail.com'));
    await add(again, item.id);
    const rebag = await bag(again);
    expect(rebag.summary.discountLines).toEqual([]);
    expect(rebag.perks.map((p: { kind: string }) => p.kind)).not.toContain('welcome_voucher');
    const second = await checkout(again, checkoutBody(again.email));
    expect(second.body.order.summary.discountLines).toEqual([]);

    // Someone else is still welcomed.
    const other = await signUp();
    await add(other, item.id);
    expect((await bag(other)).summary.discountLines).toEqual([{ kind: 'welcome_voucher', amount: SGD(item.amount) }]);
  });

  it('welcomes a person once even when two live accounts of theirs check out at the same instant', async () => {
    const local = `twin${randomUUID().slice(0, 6)}`;
    const twins = [await signUp(`${local}+a@gmail.com`), await signUp(`${local.slice(0, 3)}.${local.slice(3)}+b@gmail.com`)];
    const item = await cheapVariant();
    for (const twin of twins) await add(twin, item.id);
    // Both bags show the voucher: neither account has used it yet.
    for (const twin of twins) expect((await bag(twin)).summary.discountLines).toEqual([{ kind: 'welcome_voucher', amount: SGD(item.amount) }]);
    const placed = await Promise.all(twins.map((twin) => checkout(twin, checkoutBody(twin.email))));
    const welcomed = placed.filter((p) => p.body.order?.summary.discountLines.some((line: { kind: string }) => line.kind === 'welcome_voucher'));
    expect(placed.map((p) => p.body.order?.status)).toEqual(['confirmed', 'confirmed']);
    expect(welcomed).toHaveLength(1);
  });
});
