// The ledger's own rules: an event counts once, pending points count from valid_from, and
// the balance is the sum of the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import { pointsBalance, recordPoints } from './ledger.ts';

const PASSWORD = 'Lumi#2024';
const consents = { privacyCollection: true, privacyDisclosure: true, marketing: false, policyAgreement: true, over14: true };
const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)('the points ledger on $name', (database) => {
  let userId: string;
  const api = startTestAppForSuite(database);
  beforeAll(async () => {
    const email = `ledger${Date.now().toString(36)}@example.com`;
    const signUp = await api.call('POST', 'auth/register/', {
      body: { email, password: PASSWORD, passwordConfirmation: PASSWORD, firstName: 'Li', lastName: 'Wei', consents },
    });
    expect(signUp.status).toBe(201);
    const { rows } = await api.db.query<{ id: string }>(`select id from account_user where email_key = $1`, [email]);
    userId = rows[0]!.id;
  });

  it('counts an event once, keeps purchase points pending until valid_from, and sums the rows', async () => {
    const at = new Date('2026-03-02T02:00:00Z');
    const entry = {
      userId,
      country: 'SG',
      source: 'purchase_points' as const,
      points: 120,
      reference: 'order-1',
      at,
      validFrom: new Date(at.getTime() + 3 * DAY),
    };
    expect(await recordPoints(api.db, entry)).toBe(true);
    expect(await recordPoints(api.db, entry)).toBe(false); // a retried event
    await recordPoints(api.db, { userId, country: 'SG', source: 'completed_beauty_profile', points: 50, reference: 'profile', at });

    expect(await pointsBalance(api.db, userId, at)).toEqual({ valid: 50, pending: 120 });
    expect(await pointsBalance(api.db, userId, new Date(at.getTime() + 3 * DAY))).toEqual({ valid: 170, pending: 0 });

    await recordPoints(api.db, { userId, country: 'SG', source: 'used_points', points: -100, reference: 'order-2', at: new Date(at.getTime() + 4 * DAY) });
    const later = await pointsBalance(api.db, userId, new Date(at.getTime() + 5 * DAY));
    const { rows } = await api.db.query<{ total: string }>(`select sum(points) as total from points_ledger where user_id = $1`, [userId]);
    expect(later.valid).toBe(70);
    expect(later.valid + later.pending).toBe(Number(rows[0]!.total));
  });

  it('refuses zero and fractional points, and sources that are not of docs/product.md#point-sources', async () => {
    const at = new Date();
    await expect(recordPoints(api.db, { userId, country: 'SG', source: 'bonus_points', points: 0, reference: 'x', at })).rejects.toThrow();
    await expect(recordPoints(api.db, { userId, country: 'SG', source: 'bonus_points', points: 1.5, reference: 'y', at })).rejects.toThrow();
    await expect(recordPoints(api.db, { userId, country: 'SG', source: 'free_money' as never, points: 5, reference: 'z', at })).rejects.toThrow();
  });
});
