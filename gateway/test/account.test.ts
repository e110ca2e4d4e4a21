// Sessions through the gateway against a real api: the cookies of docs/product.md#cookies from real
// Set-Cookie headers, sign-in and sign-out, the refresh on a 401 when Redis or the api
// fails, and the request shapes that must be refused before anything runs. The
// reliability plan's session rows (15 to 22) are in session-reliability.test.ts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closedPortUrl, testKeyPrefix } from './support/redis.ts';
import { applySetCookies, cookieHeader, expireAccessToken, type Jar, PASSWORD, SIGN_IN, signUp } from './support/session.ts';
import { startGatewayFor, stackForFile } from './support/stack.ts';

const stack = stackForFile();

const ME = '{ me { id email firstName mobile { callingCode number } analytics { id emailSHA256 age } } }';
const ACCOUNT = '{ account { id email } }';
const refreshCalls = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/auth/token'));

describe('signing up and in', () => {
  it('sets the cookies of docs/product.md#cookies with the right attributes, and jwt-data holds nothing personal', async () => {
    const response = await stack.graphql(`mutation ($input: SignUpInput!) { signUp(input: $input) { account { id } userErrors { code } } }`, {
      variables: { input: (await import('./support/session.ts')).signUpInput('cookie-check-' + Date.now() + '@example.com') },
    });
    // The last Set-Cookie of a name wins (the refresh cookie's Path=/ clearing comes first).
    const cookies = new Map(response.headers.getSetCookie().map((c) => [c.slice(0, c.indexOf('=')), c]));
    for (const name of ['jwt-data', 'jwt-signature', 'jwt-refresh-token', 'device-id']) {
      const attributes = cookies
        .get(name)!
        .split(';')
        .slice(1)
        .map((a) => a.trim());
      // The refresh cookie goes to the refresh path only (decision 0055).
      const path = name === 'jwt-refresh-token' ? 'Path=/session/refresh' : 'Path=/';
      expect(attributes, name).toEqual(expect.arrayContaining(['Max-Age=5184000', path, 'Secure', 'SameSite=Lax']));
      expect(attributes.includes('HttpOnly'), name).toBe(name !== 'jwt-data');
    }
    const data = cookies.get('jwt-data')!.split(';')[0]!.slice('jwt-data='.length);
    expect(data.split('.')).toHaveLength(2); // header.payload: no signature, so not a usable token
    const payload = Buffer.from(data.split('.')[1]!, 'base64url').toString();
    expect(JSON.parse(payload)).toEqual(expect.objectContaining({ sub: response.body.data!.signUp.account.id }));
    expect(payload).not.toMatch(/@|Sari|Wijaya|812345/);
  });

  it('me shows the member with cookies and null for a guest; analytics holds hashes only', async () => {
    const { jar, email, id } = await signUp(stack.graphql);
    const { body } = await stack.graphql(ME, { headers: { cookie: cookieHeader(jar) } });
    expect(body.data!.me).toMatchObject({ id, email, firstName: 'Sari', mobile: { callingCode: '+62', number: '81234567890' } });
    expect(body.data!.me.analytics).toMatchObject({ id, emailSHA256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await stack.graphql(ME)).body.data!.me).toBeNull();
    const guest = await stack.graphql(ACCOUNT);
    expect(guest.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('a wrong password is a userError with the neutral message, and sets no session', async () => {
    const { email } = await signUp(stack.graphql);
    const wrong = await stack.graphql(SIGN_IN, { variables: { email, password: 'Wrong#2024' } });
    expect(wrong.body.data!.signIn).toEqual({
      account: null,
      userErrors: [{ code: 'INVALID_CREDENTIALS', field: null, message: 'Authentication failed.' }],
    });
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith('jwt-'))).toBe(false);
    const right = await stack.graphql(SIGN_IN, { variables: { email: email.toUpperCase(), password: PASSWORD } });
    expect(right.body.data!.signIn.account.email).toBe(email);
  });

  it('sign-out ends the session in the api and clears the cookies', async () => {
    const { jar } = await signUp(stack.graphql);
    const before = cookieHeader(jar);
    const out = await stack.graphql('mutation { signOut { signedOut } }', { headers: { cookie: before } });
    expect(out.body.data!.signOut.signedOut).toBe(true);
    applySetCookies(jar, out.headers);
    expect([...jar.keys()]).toEqual(['device-id']);
    // The old cookies, replayed, are no session any more.
    expect((await stack.graphql(ME, { headers: { cookie: before } })).body.data!.me).toBeNull();
  });
});

describe('refresh on a 401', () => {
  it('with Redis unreachable the refresh still happens, once per replica, and the shopper stays signed in', async () => {
    const gateway = await startGatewayFor(stack.api.url, { redisUrl: await closedPortUrl(), cacheKeyPrefix: testKeyPrefix() });
    try {
      const { jar, id } = await signUp(gateway.graphql);
      const cookie = cookieHeader(await expireAccessToken(jar, stack.api.jwtSecret));
      gateway.restCalls.length = 0;
      const responses = await Promise.all(Array.from({ length: 20 }, () => gateway.graphql(ME, { headers: { cookie } })));
      for (const response of responses) expect(response.body.data!.me?.id).toBe(id);
      expect(refreshCalls(gateway.restCalls)).toHaveLength(1); // the in-process single flight still holds
    } finally {
      await gateway.close();
    }
  });

  it('a refresh that fails for a transient reason keeps the shopper signed in', async () => {
    let failRefresh = true;
    const proxy = await flakyProxy(stack.api.url, (method, url) => failRefresh && method === 'POST' && url.includes('/auth/token'));
    const gateway = await startGatewayFor(proxy.url);
    try {
      const { jar, id } = await signUp(gateway.graphql);
      const cookie = cookieHeader(await expireAccessToken(jar, stack.api.jwtSecret));
      const failed = await gateway.graphql(ME, { headers: { cookie } });
      expect(failed.status).toBe(200);
      expect(failed.body.errors![0]!.extensions!.code).not.toBe('UNAUTHENTICATED');
      expect(failed.headers.getSetCookie()).toEqual([]); // no cookie cleared
      failRefresh = false;
      expect((await gateway.graphql(ME, { headers: { cookie } })).body.data!.me.id).toBe(id);
    } finally {
      await gateway.close();
      await proxy.close();
    }
  });
});

describe('tokens that are not ours', () => {
  it("user A never sees user B: every account answer is the cookie holder's own", async () => {
    const alice = await signUp(stack.graphql);
    const bob = await signUp(stack.graphql);
    const asAlice = await stack.graphql(`{ me { id email } account { id email } }`, { headers: { cookie: cookieHeader(alice.jar) } });
    expect(asAlice.body.data).toEqual({ me: { id: alice.id, email: alice.email }, account: { id: alice.id, email: alice.email } });
    expect(JSON.stringify(asAlice.body)).not.toContain(bob.email);
    // No field takes an id: asking for someone else's account is not expressible.
    const byId = await stack.graphql(`{ account(id: "${bob.id}") { email } }`, { headers: { cookie: cookieHeader(alice.jar) } });
    expect(byId.status).toBe(400);
  });
});

describe('request shapes refused before anything runs', () => {
  it('an operation aliasing signIn many times', async () => {
    const aliases = Array.from({ length: 10 }, (_, i) => `a${i}: signIn(input: { email: "x${i}@example.com", password: "p" }) { userErrors { code } }`);
    stack.restCalls.length = 0;
    const response = await stack.graphql(`mutation { ${aliases.join(' ')} }`);
    expect(response.status).toBe(400);
    expect(response.body.errors![0]!.extensions!.code).toBe('TOO_MANY_SENSITIVE_MUTATIONS');
    const twoViaFragments = await stack.graphql(
      `mutation { ...A ...B } fragment A on Mutation { signIn(input: { email: "a@example.com", password: "p" }) { userErrors { code } } }
       fragment B on Mutation { b: signIn(input: { email: "b@example.com", password: "p" }) { userErrors { code } } }`,
    );
    expect(twoViaFragments.status).toBe(400);
    expect(stack.restCalls).toEqual([]); // no resolver ran
  });
});

/** An HTTP proxy to the api that answers 503 to the requests `fail` picks. */
async function flakyProxy(target: string, fail: (method: string, url: string) => boolean): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    if (fail(req.method ?? 'GET', req.url ?? '')) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k))) as Record<
      string,
      string
    >;
    const upstream = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the bag across sign-in and sign-out', () => {
  it("signing in merges the guest bag into the member's; signing out leaves this browser an empty guest bag", async () => {
    const { body } = await stack.graphql('{ products(first: 40) { nodes { variants { id stockStatus maxQuantity } } } }');
    const [first, second] = body
      .data!.products.nodes.flatMap((p: any) => p.variants)
      .filter((v: any) => v.stockStatus === 'IN_STOCK' && v.maxQuantity === 10)
      .map((v: any) => v.id);
    const ADD = `mutation ($id: ID!, $q: Int!) { addToBag(input: { variantId: $id, quantity: $q }) { userErrors { code } } }`;
    const BAG = '{ cart { itemsCount lines { quantity variant { id } } } }';

    // The member fills a bag on their phone.
    const member = await signUp(stack.graphql);
    await stack.graphql(ADD, { variables: { id: first, q: 2 }, headers: { cookie: cookieHeader(member.jar) } });

    // On a laptop, as a guest, then signing in there.
    const laptop: Jar = new Map();
    applySetCookies(laptop, (await stack.graphql(ADD, { variables: { id: first, q: 1 } })).headers);
    await stack.graphql(ADD, { variables: { id: second, q: 1 }, headers: { cookie: cookieHeader(laptop) } });
    const signedIn = await stack.graphql(SIGN_IN, { variables: { email: member.email, password: PASSWORD }, headers: { cookie: cookieHeader(laptop) } });
    expect(signedIn.body.data!.signIn.userErrors).toEqual([]);
    applySetCookies(laptop, signedIn.headers);
    const merged = (await stack.graphql(BAG, { headers: { cookie: cookieHeader(laptop) } })).body.data!.cart;
    expect(merged.itemsCount).toBe(4);
    expect(Object.fromEntries(merged.lines.map((l: any) => [l.variant.id, l.quantity]))).toEqual({ [first]: 3, [second]: 1 });

    const out = await stack.graphql('mutation { signOut { signedOut } }', { headers: { cookie: cookieHeader(laptop) } });
    const before = laptop.get('device-id');
    applySetCookies(laptop, out.headers);
    expect(laptop.get('device-id')).not.toBe(before);
    expect((await stack.graphql(BAG, { headers: { cookie: cookieHeader(laptop) } })).body.data!.cart.itemsCount).toBe(0);
    // Signing in again brings the member's bag back.
    const again = await stack.graphql(SIGN_IN, { variables: { email: member.email, password: PASSWORD }, headers: { cookie: cookieHeader(laptop) } });
    applySetCookies(laptop, again.headers);
    expect((await stack.graphql(BAG, { headers: { cookie: cookieHeader(laptop) } })).body.data!.cart.itemsCount).toBe(4);
  });
});

describe('mailed links', () => {
  const RESET_REQUEST = `mutation ($email: String!) { requestPasswordReset(input: { email: $email }) { message userErrors { code } } }`;
  const RESET = `mutation ($token: String!, $p: String!) {
    resetPassword(input: { token: $token, password: $p, passwordConfirmation: $p }) { message userErrors { code field message } }
  }`;
  const latestLink = async (email: string) => {
    const { rows } = await stack.api.db.query<{ payload: { path: string } }>(`select payload from outbox where recipient = $1 order by id desc limit 1`, [
      email,
    ]);
    return new URL(rows[0]!.payload.path, 'http://x').searchParams.get('token')!;
  };

  it('reset: a neutral answer, "Reset-link expired" as a userError, then a new password that signs in', async () => {
    const { email } = await signUp(stack.graphql);
    const known = await stack.graphql(RESET_REQUEST, { variables: { email } });
    const unknown = await stack.graphql(RESET_REQUEST, { variables: { email: `nobody-${Date.now()}@example.com` } });
    expect(known.body.data).toEqual(unknown.body.data);
    const token = await latestLink(email);
    await stack.api.db.query(`update account_link_token set expires_at = now() - interval '1 second' where used_at is null`);
    const expired = await stack.graphql(RESET, { variables: { token, p: 'Nova$2025' } });
    expect(expired.body.data!.resetPassword.userErrors).toEqual([
      { code: 'LINK_EXPIRED', field: ['input', 'token'], message: expect.stringMatching(/^Reset-link expired/) },
    ]);
    await stack.graphql(RESET_REQUEST, { variables: { email } });
    const fresh = await latestLink(email);
    expect((await stack.graphql(RESET, { variables: { token: fresh, p: 'weak' } })).body.data!.resetPassword.userErrors[0].code).toBe('PASSWORD_RULES');
    expect((await stack.graphql(RESET, { variables: { token: fresh, p: 'Nova$2025' } })).body.data!.resetPassword.userErrors).toEqual([]);
    const signedIn = await stack.graphql(SIGN_IN, { variables: { email, password: 'Nova$2025' } });
    expect(signedIn.body.data!.signIn.account.email).toBe(email);
  });
});

describe('sign-in options', () => {
  it('offer the Google button only when a client id is configured', async () => {
    expect((await stack.graphql('{ signInOptions { googleClientId } }')).body.data).toEqual({ signInOptions: { googleClientId: null } });
    const withGoogle = await startGatewayFor(stack.api.url, { googleClientId: 'lumi-web.apps.googleusercontent.com' });
    try {
      const { body } = await withGoogle.graphql('{ signInOptions { googleClientId } }');
      expect(body.data).toEqual({ signInOptions: { googleClientId: 'lumi-web.apps.googleusercontent.com' } });
    } finally {
      await withGoogle.close();
    }
  });
});
