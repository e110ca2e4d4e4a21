// Decision 0052 through the real gateway and api: the address the api's limits count is
// the socket's peer unless our own web server vouches for another with the shared
// INTERNAL_HOP_SECRET; X-Forwarded-For and a bare x-buyer-ip from a shopper are ignored.
// A limit that refuses reaches the shopper as the userError TOO_MANY_ATTEMPTS.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './support/stack.ts';

const SIGN_IN = `mutation SignIn($email: String!) { signIn(input: { email: $email, password: "Wrong#2024" }) { userErrors { code } } }`;
const APPLY = `mutation Apply($code: String!) { applyPromoCode(input: { code: $code }) { userErrors { code } } }`;

describe('buyer IP between our hops (plan footnote)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
    // The unknown-email dummy hash is made once, at the real cost: made here, straight at
    // the api, so that no test's sign-in waits for it past the gateway's REST timeout on a
    // busy machine (the address, vouched for, is one no test looks for).
    await fetch(`${stack.api.apiUrl}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-buyer-ip': '192.0.2.250', 'x-internal-hop': process.env.INTERNAL_HOP_SECRET! },
      body: JSON.stringify({ grant_type: 'password', email: 'warm-up@example.com', password: 'Wrong#2024' }),
    });
  }, 120_000);
  afterAll(() => stack?.close());

  const addressKeys = async () =>
    (await stack.api.db.query<{ key: string }>(`select key from rate_limit where key like 'sign-in:address:%' order by key`)).rows.map((r) => r.key);

  it('ignores X-Forwarded-For and an x-buyer-ip without the secret: the socket address is counted', async () => {
    const answer = await stack.graphql(SIGN_IN, {
      variables: { email: 'nobody-1@example.com' },
      headers: { 'x-forwarded-for': '203.0.113.50', 'x-buyer-ip': '203.0.113.51', 'x-internal-hop': 'a-guess', 'x-client-ip': '203.0.113.52' },
    });
    expect(answer.body.data?.signIn.userErrors, JSON.stringify(answer.body)).toEqual([{ code: 'INVALID_CREDENTIALS' }]);
    const keys = await addressKeys();
    expect(keys.some((k) => k.includes('203.0.113.'))).toBe(false);
    expect(keys.some((k) => /127\.0\.0\.1$|::1$/.test(k))).toBe(true);
  });

  it('believes the web server: x-buyer-ip with the shared secret is the address counted', async () => {
    await stack.graphql(SIGN_IN, {
      variables: { email: 'nobody-2@example.com' },
      headers: { 'x-buyer-ip': '198.51.100.9', 'x-internal-hop': process.env.INTERNAL_HOP_SECRET! },
    });
    expect(await addressKeys()).toContain('sign-in:address:198.51.100.9');
  });

  it('a limit that refuses is the userError TOO_MANY_ATTEMPTS', async () => {
    const headers = { 'x-device-id': randomUUID(), cookie: 'country_code=SG' };
    const codes: string[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await stack.graphql(APPLY, { variables: { code: `NOPE${i}` }, headers })).body.data!.applyPromoCode.userErrors[0]?.code);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('PROMO_NOT_FOUND'));
    expect(codes[10]).toBe('TOO_MANY_ATTEMPTS');
  });
});
