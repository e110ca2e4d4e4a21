// Logs and request ids across the gateway and the api (decision 0061), both in-process,
// on ephemeral ports, talking real HTTP, each writing its real pino log at debug level to
// a captured stream. A member signs up and reads the account (password, session cookies,
// bearer); a guest buys an e-gift card, redeems its code on the bag, checks out and opens
// the order with its link token. Nothing secret may appear in either log, and every REST
// call the gateway made is in the api's log under the gateway request's id.
import { randomBytes, randomUUID } from 'node:crypto';
import type { TestApi } from '@beauty/api/testing';
import { captureLogs, type LogCapture } from '@beauty/server-kit/testing/log-capture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLogger } from '../src/platform/logger.ts';
import { startGateway } from '../src/server-app.ts';
import { deviceCookieOf, clickAndCollectInput, stockedVariantIds } from './support/orders.ts';
import { applySetCookies, cookieHeader, SIGN_UP, signUpInput } from './support/session.ts';
import { startApi } from './support/stack.ts';

const HOP_SECRET = randomBytes(24).toString('base64url');
let api: TestApi;
let gateway: { url: string; close(): Promise<void> };
let apiLog: LogCapture;
let gatewayLog: LogCapture;

beforeAll(async () => {
  apiLog = captureLogs();
  gatewayLog = captureLogs();
  api = await startApi({
    logLevel: 'debug',
    logDestination: apiLog.destination,
    hopSecret: HOP_SECRET,
  });
  gateway = await startGateway({ apiUrl: api.url, port: 0, logger: jsonLogger('debug', gatewayLog.destination), hopSecret: HOP_SECRET, cookieSecure: false });
});
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

async function graphql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-country': 'AU', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return { headers: response.headers, data: body.data, requestId: response.headers.get('x-request-id') };
}

const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { id number status } accessToken userErrors { code field } } }`;
const REDEEM = 'mutation ($code: String!) { redeemGiftCard(input: { code: $code }) { cart { giftCard { last4 } } userErrors { code } } }';
const BUY = 'mutation ($input: BuyGiftCardInput!) { buyGiftCard(input: $input) { purchase { recipientEmail } userErrors { code } } }';

describe('logs at debug level', () => {
  it('hold no password, cookie, bearer, gift-card code or order-link token, and every request id reaches the api', async () => {
    const secrets: Record<string, string> = {};
    const requestIds: string[] = [];
    const track = <T extends { requestId: string | null }>(answer: T) => {
      requestIds.push(answer.requestId!);
      return answer;
    };

    // A member: the password goes up, session cookies come back, the bearer goes to the api.
    const password = `Pw-${randomUUID()}`;
    secrets.password = password;
    const email = `logs-${randomUUID().slice(0, 8)}@example.com`;
    const signedUp = track(await graphql(SIGN_UP, { input: { ...signUpInput(email), password, passwordConfirmation: password } }));
    expect(signedUp.data.signUp.account).toMatchObject({ email });
    const jar = applySetCookies(new Map(), signedUp.headers);
    for (const name of ['jwt-signature', 'jwt-refresh-token']) {
      expect(jar.get(name), name).toBeTruthy();
      secrets[name] = jar.get(name)!;
    }
    const account = track(await graphql('{ account { email } }', {}, { cookie: cookieHeader(jar) }));
    expect(account.data.account).toEqual({ email });

    // A guest: buys a card, redeems its code, pays, opens the order with its link token.
    const [variantId] = await stockedVariantIds(api.db, 'AU', 10);
    const added = track(await graphql(`mutation { addToBag(input: { variantId: "${variantId}" }) { userErrors { code } } }`));
    const guest = { cookie: deviceCookieOf(added.headers) };
    const bought = track(
      await graphql(
        BUY,
        { input: { amount: 2000, recipientName: 'Ana', recipientEmail: 'ana@example.com', senderName: 'Ben', cardNumber: '4242 4242 4242 4242' } },
        guest,
      ),
    );
    expect(bought.data.buyGiftCard.userErrors).toEqual([]);
    const { code } = (
      await api.db.query<{ code: string }>(`select payload->>'code' as code from outbox where payload->>'code' is not null order by id desc limit 1`)
    ).rows[0]!;
    secrets.giftCardCode = code;
    const redeemed = track(await graphql(REDEEM, { code }, guest));
    expect(redeemed.data.redeemGiftCard.cart.giftCard).toEqual({ last4: code.slice(-4) });
    const checkout = track(await graphql(CHECKOUT, { input: clickAndCollectInput('AU', 'guest@example.com', { cardNumber: '4242 4242 4242 4242' }) }, guest));
    expect(checkout.data.checkout.order.status).toBe('CONFIRMED');
    secrets.orderToken = checkout.data.checkout.accessToken;
    const order = track(
      await graphql('query ($id: ID!, $token: String) { order(id: $id, token: $token) { number } }', {
        id: checkout.data.checkout.order.id,
        token: secrets.orderToken,
      }),
    );
    expect(order.data.order).toEqual({ number: checkout.data.checkout.order.number });

    const logs = { api: apiLog.text(), gateway: gatewayLog.text() };
    // The logs are there, at debug level: the order link's call is in the api's access log.
    expect(
      apiLog.lines.some((line) => line.msg === 'incoming request' && /\/orders\/[^?]+\?token=\[redacted\]/.test(String((line.req as { url: string }).url))),
    ).toBe(true);
    for (const [service, text] of Object.entries(logs)) {
      for (const [name, secret] of Object.entries(secrets)) expect(text.includes(secret), `${name} in the ${service} log`).toBe(false);
      expect(text, `the hop secret in the ${service} log`).not.toContain(HOP_SECRET);
      expect(text).not.toMatch(/Bearer (?!\[redacted\])/);
      expect(text).not.toMatch(/4242 ?4242 ?4242 ?4242/);
    }

    // One id per request, from the gateway's answer to the api's log lines of its REST calls.
    expect(new Set(requestIds).size).toBe(requestIds.length);
    for (const requestId of requestIds) {
      expect(requestId).toMatch(/^[0-9A-F]{16}$/);
      expect(gatewayLog.lines.filter((line) => line.reqId === requestId).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      expect(
        apiLog.lines.some((line) => line.reqId === requestId && line.msg === 'request completed'),
        requestId,
      ).toBe(true);
    }
  });

  it("take a client's x-request-id only with the hop secret", async () => {
    const made = '0123456789ABCDEF';
    const plain = await graphql('{ __typename }', {}, { 'x-request-id': made });
    expect(plain.requestId).not.toBe(made);
    const hop = await graphql('{ __typename }', {}, { 'x-request-id': made, 'x-internal-hop': HOP_SECRET });
    expect(hop.requestId).toBe(made);
  });
});
