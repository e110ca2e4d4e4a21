// What the perks and rewards suites share: a member signed in on a device, points for
// them, a variant in stock, and the checkout body of docs/product.md#rest-bag for Singapore.
import { randomUUID } from 'node:crypto';
import { TEST_CARDS } from '../platform/payment-provider.ts';
import type { TestApp } from './app.test-support.ts';
import { recordPoints } from '../loyalty/ledger.ts';

const consents = { privacyCollection: true, privacyDisclosure: true, policyAgreement: true, over14: true };

export interface TestMember {
  id: string;
  email: string;
  deviceId: string;
  auth: { authorization: string };
}

export async function signUp(api: TestApp, extra: Record<string, unknown> = {}): Promise<TestMember> {
  const deviceId = randomUUID();
  const email = `member-${randomUUID().slice(0, 8)}@example.com`;
  const signedUp = await api.call('POST', 'auth/register/', {
    deviceId,
    body: { email, password: 'Lumi#2024', passwordConfirmation: 'Lumi#2024', firstName: 'Mei', lastName: 'Tan', consents, ...extra },
  });
  if (signedUp.status !== 201) throw new Error(`sign-up failed: ${signedUp.status} ${signedUp.text}`);
  const { rows } = await api.db.query<{ id: string }>('select id from account_user where email = $1', [email]);
  return { id: rows[0]!.id, email, deviceId, auth: { authorization: `Bearer ${signedUp.body.accessToken as string}` } };
}

export async function givePoints(api: TestApp, userId: string, points: number, reference = randomUUID()): Promise<void> {
  await recordPoints(api.db, { userId, country: 'SG', source: 'bonus_points', points, reference, at: new Date('2026-01-01T00:00:00Z') });
}

export async function balanceOf(api: TestApp, userId: string): Promise<number> {
  const { rows } = await api.db.query<{ sum: string | null }>('select sum(points) as sum from points_ledger where user_id = $1', [userId]);
  return Number(rows[0]?.sum ?? 0);
}

/** A variant sold in SG with plenty of stock, not in early access, of the brand asked for (or not of it). */
export async function variantOf(
  api: TestApp,
  { brand, notBrand, offset = 0 }: { brand?: string; notBrand?: string; offset?: number } = {},
): Promise<{ id: string; amount: number }> {
  const { rows } = await api.db.query<{ id: string; amount: number }>(
    `select v.id, coalesce(vp.sale_amount, vp.amount) as amount from variant v join product p on p.id = v.product_id join brand b on b.id = p.brand_id
     join variant_price vp on vp.variant_id = v.id and vp.country = 'SG' join stock s on s.variant_id = v.id and s.country = 'SG'
     where s.quantity >= 50 and p.public_from is null and ($1::text is null or b.slug = $1) and ($2::text is null or b.slug <> $2)
     order by v.id limit 1 offset $3`,
    [brand ?? null, notBrand ?? null, offset],
  );
  return { id: rows[0]!.id, amount: Number(rows[0]!.amount) };
}

export const checkoutBody = (email: string, card: string = TEST_CARDS.approved) => ({
  email,
  recipient: { name: 'Mei Tan', mobile: { callingCode: '+65', phoneNumber: '91234567' } },
  delivery: { option: 'standard', address: { line1: '1 Orchard Road', city: 'Singapore', postalCode: '238801' } },
  payment: { cardNumber: card },
});
