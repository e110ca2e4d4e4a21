// Test support for the Beauty Pass suites: members, staff and real orders on a test app
// with a movable clock, so a suite can live through months in seconds.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Tokens } from '@beauty/contracts/account';
import { TEST_CARDS } from '../platform/payment-provider.ts';
import { movableClock, type MovableClock } from '../platform/jobs/clock.ts';
import { runJobsOnce } from '../platform/jobs/job-runner.ts';
import { startTestApp, type Response, type TestApp, type TestDatabase, appForSuite } from './app.test-support.ts';
import { setStaffRole } from '../account/staff.ts';

export const PASSWORD = 'Lumi#2024';
const consents = { privacyCollection: true, privacyDisclosure: true, marketing: false, policyAgreement: true, over14: true };
export const DAY = 24 * 60 * 60 * 1000;

const ADDRESS: Record<string, { callingCode: string; phone: string; address: Record<string, string> }> = {
  SG: { callingCode: '+65', phone: '91234567', address: { line1: '1 Orchard Road', city: 'Singapore', postalCode: '238801' } },
  TH: { callingCode: '+66', phone: '812345678', address: { line1: '1 Sukhumvit Road', city: 'Bangkok', postalCode: '10110' } },
};

export interface Member {
  email: string;
  userId: string;
  deviceId: string;
  auth: Record<string, string>;
}

export interface LoyaltyTestApp extends TestApp {
  clock: MovableClock;
  member(options?: { dateOfBirth?: string; country?: string }): Promise<Member>;
  staff(): Promise<Record<string, string>>;
  /** A confirmed order of about `atLeast` minor units of goods (one variant, up to 10 units a line). */
  order(member: Member, atLeast: number, country?: string, minUnits?: number): Promise<{ id: string; number: string; goods: number }>;
  move(orderId: string, body: object, auth?: Record<string, string>): Promise<Response>;
  runJobs(): Promise<Record<string, number>>;
}

export const EVENTS_KEY = 'test-loyalty-events-key-0123456789abcdef';

export async function startLoyaltyApp(database: TestDatabase, start = new Date()): Promise<LoyaltyTestApp> {
  const clock = movableClock(start);
  const api = await startTestApp(database, { clock, loyaltyEventsKey: EVENTS_KEY });
  const signIn = async (email: string) => {
    const response = await api.call<Tokens>('POST', 'auth/token', { body: { grant_type: 'password', email, password: PASSWORD } });
    expect(response.status).toBe(200);
    return { authorization: `Bearer ${response.body.accessToken}` };
  };
  const member: LoyaltyTestApp['member'] = async ({ dateOfBirth, country = 'SG' } = {}) => {
    const deviceId = randomUUID();
    const email = `bp-${randomUUID().slice(0, 8)}@example.com`;
    const signedUp = await api.call('POST', 'auth/register/', {
      deviceId,
      country,
      body: { email, password: PASSWORD, passwordConfirmation: PASSWORD, firstName: 'Mei', lastName: 'Tan', consents },
    });
    expect(signedUp.status).toBe(201);
    const { rows } = await api.db.query<{ id: string }>('select id from account_user where email_key = $1', [email]);
    if (dateOfBirth) await api.db.query('update account_user set date_of_birth = $2 where id = $1', [rows[0]!.id, dateOfBirth]);
    return { email, deviceId, userId: rows[0]!.id, auth: { authorization: `Bearer ${signedUp.body.accessToken as string}` } };
  };
  const staff = async () => {
    const m = await member();
    await setStaffRole(api.db, m.email, true);
    return signIn(m.email);
  };
  const order: LoyaltyTestApp['order'] = async (m, atLeast, country = 'SG', minUnits = 1) => {
    const { rows } = await api.db.query<{ id: string; amount: string }>(
      `select s.variant_id as id, vp.amount from stock s join variant_price vp using (variant_id, country)
       where s.country = $1 and s.quantity >= 100 and vp.sale_amount is null order by vp.amount desc, s.variant_id limit 3`,
      [country],
    );
    let goods = 0;
    for (const row of rows) {
      if (goods >= atLeast) break;
      const quantity = Math.min(10, Math.max(minUnits, Math.ceil((atLeast - goods) / Number(row.amount))));
      const added = await api.call('POST', 'cart/line-items/', { deviceId: m.deviceId, country, body: { variantId: row.id, quantity } });
      expect(added.status).toBe(200);
      goods += quantity * Number(row.amount);
    }
    expect(goods).toBeGreaterThanOrEqual(atLeast);
    const a = ADDRESS[country]!;
    const placed = await api.call('POST', 'checkout/', {
      deviceId: m.deviceId,
      country,
      headers: { 'idempotency-key': randomUUID(), ...m.auth },
      body: {
        email: m.email,
        recipient: { name: 'Mei Tan', mobile: { callingCode: a.callingCode, phoneNumber: a.phone } },
        delivery: { option: 'standard', address: a.address },
        payment: { cardNumber: TEST_CARDS.approved },
      },
    });
    expect(placed.status).toBe(200);
    expect(placed.body.order.status).toBe('confirmed');
    // What the order counts for: goods after the discount (a new member's welcome voucher applies on its own, decision 0076).
    return { id: placed.body.order.id, number: placed.body.order.number, goods: goods - placed.body.order.summary.discount.amount };
  };
  let staffAuth: Record<string, string> | undefined;
  return {
    ...api,
    clock,
    member,
    staff,
    order,
    async move(orderId, body, auth) {
      staffAuth ??= await staff();
      return api.call('POST', `staff/orders/${orderId}/state`, { headers: auth ?? staffAuth, body });
    },
    async runJobs() {
      // A job that fails is logged and skipped by the runner; a test must see it.
      const errors: unknown[] = [];
      const handled = await runJobsOnce(api.app.jobs, { db: api.db, clock }, { info: () => {}, error: (o) => errors.push((o as { err: unknown }).err) });
      if (errors.length) throw errors[0];
      return handled;
    },
  };
}

/** startLoyaltyApp for one describe block (appForSuite). */
export const startLoyaltyAppForSuite = (database: TestDatabase, start?: Date, startTimeoutMs?: number): LoyaltyTestApp =>
  appForSuite(() => startLoyaltyApp(database, start), startTimeoutMs);
