// Birthday double points on demand (decision 0132): two twin members pay the same order
// outside their birthday month; one moves their date of birth to today before delivery.
// The points are those of the birthday as it stood at payment, so both earn the same.
import { describe, expect, it, vi } from 'vitest';
import { localDay } from '@beauty/contracts/calendar';
import { TEST_DATABASES } from '../test-support/app.test-support.ts';
import { type Member, startLoyaltyAppForSuite } from '../test-support/loyalty.test-support.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

describe.each(TEST_DATABASES)('birthday points decided at payment on $name', (database) => {
  const api = startLoyaltyAppForSuite(database);

  const today = () => localDay('SG', new Date());
  /** A date of birth 30 years back, in a month that is not this one. */
  const notThisMonth = () => {
    const month = ((Number(today().slice(5, 7)) + 5) % 12) + 1;
    return `${Number(today().slice(0, 4)) - 30}-${String(month).padStart(2, '0')}-15`;
  };
  const profile = (dateOfBirth: string | null) => ({ firstName: 'Mei', lastName: 'Tan', mobile: null, dateOfBirth, marketingConsent: false });
  const changeBirthday = (m: Member, dateOfBirth: string | null) => api.call('PUT', 'account', { country: 'SG', headers: m.auth, body: profile(dateOfBirth) });
  const purchasePoints = async (orderId: string) =>
    Number(
      (
        await api.db.query<{ points: number }>(
          `select coalesce(sum(points), 0) as points from points_ledger where order_id = $1 and source = 'purchase_points_with_order_number'`,
          [orderId],
        )
      ).rows[0]!.points,
    );

  it('pays the twin who moved their birthday to today after paying the same points as the twin who did not', async () => {
    const born = notThisMonth();
    const [honest, changer] = [await api.member({ dateOfBirth: born }), await api.member({ dateOfBirth: born })];
    const honestOrder = await api.order(honest, 10_000);
    const changerOrder = await api.order(changer, 10_000);
    expect(changerOrder.goods).toBe(honestOrder.goods);

    const moved = await changeBirthday(changer, `${Number(today().slice(0, 4)) - 30}${today().slice(4)}`);
    expect(moved.status).toBe(200); // the one change a member has

    for (const order of [honestOrder, changerOrder]) expect((await api.move(order.id, { state: 'delivered' })).status).toBe(200);
    const earned = await purchasePoints(honestOrder.id);
    expect(earned).toBeGreaterThan(0);
    expect(await purchasePoints(changerOrder.id)).toBe(earned);
  });

  it('still doubles an order paid in the birthday month, even if the date of birth moves away before delivery', async () => {
    const born = notThisMonth();
    const [plain, birthday] = [
      await api.member({ dateOfBirth: born }),
      await api.member({ dateOfBirth: `${Number(today().slice(0, 4)) - 30}${today().slice(4)}` }),
    ];
    const plainOrder = await api.order(plain, 10_000);
    const birthdayOrder = await api.order(birthday, 10_000);
    expect((await changeBirthday(birthday, born)).status).toBe(200);
    for (const order of [plainOrder, birthdayOrder]) expect((await api.move(order.id, { state: 'delivered' })).status).toBe(200);
    expect(await purchasePoints(birthdayOrder.id)).toBe(2 * (await purchasePoints(plainOrder.id)));
  });

  it('lets a member change a set date of birth once, then refuses with DATE_OF_BIRTH_LOCKED, every change written down', async () => {
    const m = await api.member();
    expect((await changeBirthday(m, '1990-04-01')).status).toBe(200); // first setting
    expect((await changeBirthday(m, '1990-04-01')).status).toBe(200); // the same date is no change
    expect((await changeBirthday(m, '1990-05-01')).status).toBe(200); // the one correction
    const refused = await changeBirthday(m, today().replace(/^\d{4}/, '1990'));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'DATE_OF_BIRTH_LOCKED', details: { field: 'dateOfBirth' } });
    const cleared = await changeBirthday(m, null); // removing it is a change too
    expect(cleared.status).toBe(422);
    expect((await api.get('account', { country: 'SG', headers: m.auth })).body.dateOfBirth).toBe('1990-05-01');
    const { rows } = await api.db.query<{ previous: string | null; next: string }>(
      `select to_char(previous, 'YYYY-MM-DD') as previous, to_char(next, 'YYYY-MM-DD') as next from account_dob_change where user_id = $1 order by id`,
      [m.userId],
    );
    expect(rows).toEqual([
      { previous: null, next: '1990-04-01' },
      { previous: '1990-04-01', next: '1990-05-01' },
    ]);
  });
});
