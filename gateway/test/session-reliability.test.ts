// Reliability plan rows 15 to 22 (auth, sessions, tokens) against a real api and real
// gateways over HTTP: refresh stampedes on one and on three replicas (with SSR-like fan-out),
// a refresh whose answer is lost (a real TCP fault proxy), reuse detection, sign-out and
// password change, every Set-Cookie, forged tokens, and cross-site requests.
import { createHmac, randomUUID } from 'node:crypto';
import { signAccessToken } from '@beauty/api/testing';
import { startFaultProxy } from '@beauty/api/testing/fault-proxy';
import { describe, expect, it } from 'vitest';
import { deleteKeys, TEST_REDIS_URL, testKeyPrefix } from './support/redis.ts';
import { applySetCookies, cookieHeader, expireAccessToken, type Jar, PASSWORD, signUp, signUpInput } from './support/session.ts';
import { startGatewayFor, stackForFile } from './support/stack.ts';

const stack = stackForFile();

const ME = '{ me { id } }';
const ACCOUNT = '{ account { id email } }';
const SIXTY_DAYS = 60 * 24 * 60 * 60;
const isRefresh = (c: { method: string; path: string }) => c.method === 'POST' && c.path.endsWith('/auth/token');
const refreshCount = (...calls: { method: string; path: string }[][]) => calls.flat().filter(isRefresh).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const claimsOf = (jar: Jar) =>
  JSON.parse(Buffer.from(jar.get('jwt-data')!.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string; iat: number };

/** The session (token family) in the api's database: its tokens and whether it was revoked. */
async function family(sid: string): Promise<{ tokens: number; revoked: string | null }> {
  const db = stack.api.db;
  const tokens = await db.query<{ n: number }>(`select count(*)::int as n from refresh_token where session_id = $1`, [sid]);
  const session = await db.query<{ revoked_reason: string | null }>(`select revoked_reason from auth_session where id = $1`, [sid]);
  return { tokens: tokens.rows[0]!.n, revoked: session.rows[0]!.revoked_reason };
}

/** A session ends: the three cookies cleared, the refresh cookie at both its paths (decision 0055). */
const CLEARED = ['jwt-refresh-token', 'jwt-data', 'jwt-signature', 'jwt-refresh-token'];
/** The names of the cookies an answer clears (Max-Age=0), in the order it sets them. */
const clearedCookiesOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .filter((c) => /Max-Age=0/.test(c))
    .map((c) => c.split('=')[0]);
const refreshCookieOf = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('jwt-refresh-token=') && !/Max-Age=0/.test(c));

describe('reliability 15: refresh stampede, one replica', () => {
  it('100 concurrent requests with an expired access token, 5 rounds: one refresh per round, 100/100 signed in, one new family member, no revocation', async () => {
    const { jar: first, id } = await signUp(stack.graphql);
    let jar = first;
    const { sid } = claimsOf(jar);
    for (let round = 1; round <= 5; round += 1) {
      const cookie = cookieHeader(await expireAccessToken(jar, stack.api.jwtSecret));
      stack.restCalls.length = 0;
      const responses = await Promise.all(Array.from({ length: 100 }, () => stack.graphql(ME, { headers: { cookie } })));
      expect(
        responses.filter((r) => r.body.data?.me?.id === id),
        `round ${round}`,
      ).toHaveLength(100);
      expect(responses.some((r) => JSON.stringify(r.body.errors ?? []).includes('UNAUTHENTICATED'))).toBe(false);
      expect(refreshCount(stack.restCalls), `round ${round}`).toBe(1);
      expect(await family(sid)).toEqual({ tokens: round + 1, revoked: null });
      jar = applySetCookies(new Map(jar), responses[0]!.headers);
    }
  }, 120_000);
});

describe('reliability 16: refresh stampede, three replicas and SSR fan-out', () => {
  /** 10 pages, each rendered by SSR with 10 parallel data loads, round-robin over the replicas. */
  async function stampede(replicas: Awaited<ReturnType<typeof startGatewayFor>>[], cookie: string) {
    let next = 0;
    const page = () => Promise.all(Array.from({ length: 10 }, () => replicas[next++ % replicas.length]!.graphql(ME, { headers: { cookie } })));
    return (await Promise.all(Array.from({ length: 10 }, page))).flat();
  }

  async function scenario(options: { redisUrl?: string; prefix?: string }, rounds: number, expectOneRefresh: boolean) {
    const replicas = await Promise.all([1, 2, 3].map(() => startGatewayFor(stack.api.url, { redisUrl: options.redisUrl, cacheKeyPrefix: options.prefix })));
    try {
      if (options.redisUrl) await sleep(300); // connected: before that a replica refreshes without Redis
      const { jar: first, id } = await signUp(replicas[0]!.graphql);
      let jar = first;
      const { sid } = claimsOf(jar);
      for (let round = 1; round <= rounds; round += 1) {
        for (const replica of replicas) replica.restCalls.length = 0;
        const responses = await stampede(replicas, cookieHeader(await expireAccessToken(jar, stack.api.jwtSecret)));
        expect(
          responses.filter((r) => r.body.data?.me?.id === id),
          `round ${round}`,
        ).toHaveLength(100);
        const refreshes = refreshCount(...replicas.map((r) => r.restCalls));
        if (expectOneRefresh) expect(refreshes, `round ${round}`).toBe(1);
        else expect(refreshes).toBeLessThanOrEqual(3); // one per replica at most: the in-process layer still holds
        // Every response that renews the session renews it to the same successor.
        const successors = new Set(responses.map((r) => refreshCookieOf(r.headers)).filter(Boolean));
        expect(successors.size, `round ${round}`).toBe(1);
        expect(await family(sid)).toEqual({ tokens: round + 1, revoked: null });
        jar = applySetCookies(new Map(jar), responses.find((r) => refreshCookieOf(r.headers))!.headers);
      }
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
    }
  }

  it.skipIf(!TEST_REDIS_URL)(
    'with Redis: 100 loads over 3 replicas, 10 rounds: exactly one refresh each, no revocation, identical successor cookies',
    async () => {
      const prefix = testKeyPrefix();
      try {
        await scenario({ redisUrl: TEST_REDIS_URL, prefix }, 10, true);
      } finally {
        await deleteKeys(TEST_REDIS_URL!, prefix);
      }
    },
    180_000,
  );

  it('without shared Redis (each replica alone): at most one refresh per replica, the api hands all the same successor, no revocation', async () => {
    await scenario({}, 5, false);
  }, 120_000);
});

describe('reliability 17: lost refresh response', () => {
  it('the answer of a successful refresh is lost; the retry 2 s later gets the same successor, no third token, the session lives; past the grace window it ends', async () => {
    const proxy = await startFaultProxy({ target: { host: '127.0.0.1', port: Number(new URL(stack.api.url).port) } });
    const gateway = await startGatewayFor(proxy.url('http'));
    try {
      const { jar, id } = await signUp(gateway.graphql);
      const { sid } = claimsOf(jar);
      const stale = cookieHeader(await expireAccessToken(jar, stack.api.jwtSecret));
      // Each chunk takes 500 ms through the proxy: GET user (401) reaches the proxy's far
      // side at ~0.5 s; its answer is forwarded at ~1 s; the refresh's answer comes back at
      // ~1.5 s. Dropping answers from 0.75 s on loses exactly the refresh's.
      proxy.set({ latencyMs: 500 });
      const pending = gateway.graphql(ME, { headers: { cookie: stale } });
      await sleep(750);
      proxy.set({ dropResponses: true });
      for (let waited = 0; (await family(sid)).tokens < 2; waited += 50) {
        if (waited > 10_000) throw new Error('the refresh never reached the api');
        await sleep(50);
      }
      await sleep(200);
      proxy.resetAll(); // the connection breaks: the gateway never hears the answer
      const lost = await pending;
      expect(lost.body.data?.me ?? null).toBeNull();
      expect(JSON.stringify(lost.body.errors)).not.toContain('UNAUTHENTICATED'); // a transient failure…
      expect(lost.headers.getSetCookie().filter((c) => c.startsWith('jwt-'))).toEqual([]); // …keeps the cookies
      proxy.heal();

      await sleep(2_000);
      const retry = await gateway.graphql(ME, { headers: { cookie: stale } });
      expect(retry.body.data!.me.id).toBe(id);
      expect(await family(sid)).toEqual({ tokens: 2, revoked: null }); // the same successor: no third token
      const renewed = applySetCookies(new Map(jar), retry.headers);
      const next = await gateway.graphql(ME, { headers: { cookie: cookieHeader(await expireAccessToken(renewed, stack.api.jwtSecret)) } });
      expect(next.body.data!.me.id).toBe(id); // the successor is a live token of the session

      // The same loss past the grace window (30 s): the old token is then a reused one.
      await stack.api.db.query(`update refresh_token set used_at = now() - interval '1 minute' where session_id = $1 and used_at is not null`, [sid]);
      const late = await startGatewayFor(proxy.url('http'));
      const tooLate = await late
        .graphql(ME, { headers: { cookie: cookieHeader(await expireAccessToken(renewed, stack.api.jwtSecret)) } })
        .finally(() => late.close());
      expect(tooLate.body.data!.me).toBeNull();
      expect((await family(sid)).revoked).toBe('refresh_token_reuse');
    } finally {
      await gateway.close();
      await proxy.close();
    }
  }, 60_000);
});

describe('reliability 18: reuse detection', () => {
  /** A fresh gateway each time: none remembers another's answers, as on another replica or later. */
  const through = async (cookie: string) => {
    const gateway = await startGatewayFor(stack.api.url);
    try {
      return await gateway.graphql(ACCOUNT, { headers: { cookie } });
    } finally {
      await gateway.close();
    }
  };

  it('R1 presented after the grace window: 401, the whole family revoked, logged as a security event; the grandparent R0 inside the window: refused too', async () => {
    for (const variant of ['parent after grace', 'grandparent inside grace'] as const) {
      const { jar: r0, email } = await signUp(stack.graphql);
      const { sid } = claimsOf(r0);
      const r1 = applySetCookies(new Map(r0), (await through(cookieHeader(await expireAccessToken(r0, stack.api.jwtSecret)))).headers);
      const r2 = applySetCookies(new Map(r1), (await through(cookieHeader(await expireAccessToken(r1, stack.api.jwtSecret)))).headers);
      expect(new Set([r0, r1, r2].map((jar) => jar.get('jwt-refresh-token'))).size).toBe(3);
      expect(await family(sid)).toEqual({ tokens: 3, revoked: null });

      if (variant === 'parent after grace') {
        await stack.api.db.query(`update refresh_token set used_at = now() - interval '120 seconds' where session_id = $1 and used_at is not null`, [sid]);
      }
      const replayed = variant === 'parent after grace' ? r1 : r0; // R0's use was seconds ago: inside the window
      const replay = await through(cookieHeader(await expireAccessToken(replayed, stack.api.jwtSecret)));
      expect(replay.body.errors![0]!.extensions!.code, variant).toBe('UNAUTHENTICATED');
      expect(clearedCookiesOf(replay.headers)).toEqual(CLEARED);
      expect((await family(sid)).revoked, variant).toBe('refresh_token_reuse');
      // The owner's newest tokens die with the family: R2 refreshes no more, its access token is refused.
      const owner = await through(cookieHeader(await expireAccessToken(r2, stack.api.jwtSecret)));
      expect(owner.body.errors![0]!.extensions!.code, variant).toBe('UNAUTHENTICATED');
      expect((await through(cookieHeader(r2))).body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
      expect(JSON.stringify(owner.body)).not.toContain(email);
    }
  }, 60_000);
});

describe('reliability 19: sign-out and password change', () => {
  it('after sign-out the replayed cookies are refused at once: access and refresh, 100% of 20 tries', async () => {
    const { jar } = await signUp(stack.graphql);
    const before = cookieHeader(jar);
    const expired = cookieHeader(await expireAccessToken(jar, stack.api.jwtSecret));
    const out = await stack.graphql('mutation { signOut { signedOut } }', { headers: { cookie: before } });
    expect(out.body.data!.signOut.signedOut).toBe(true);
    stack.restCalls.length = 0;
    // The unexpired access token (no refresh needed) and the expired one (the refresh is tried).
    const replays = await Promise.all(Array.from({ length: 20 }, (_, i) => stack.graphql(ACCOUNT, { headers: { cookie: i % 2 ? before : expired } })));
    for (const replay of replays) expect(replay.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const refreshes = stack.restCalls.filter(isRefresh);
    expect(refreshes.length).toBeGreaterThan(0);
    expect(refreshes.every((call) => call.status === 401)).toBe(true);
  });

  it("a password changed on device A ends device B's session at once: its access token and its refresh token", async () => {
    const { jar: deviceA, email, id } = await signUp(stack.graphql);
    const signIn = await stack.graphql(
      'mutation ($email: String!, $password: String!) { signIn(input: { email: $email, password: $password }) { account { id } } }',
      {
        variables: { email, password: PASSWORD },
      },
    );
    const deviceB = applySetCookies(new Map(), signIn.headers);
    expect((await stack.graphql(ME, { headers: { cookie: cookieHeader(deviceB) } })).body.data!.me.id).toBe(id);

    await stack.graphql('mutation ($email: String!) { requestPasswordReset(input: { email: $email }) { message } }', { variables: { email } });
    const mail = await stack.api.db.query<{ payload: { path: string } }>(
      `select payload from outbox where recipient = $1 and kind = 'password_reset' order by id desc limit 1`,
      [email],
    );
    const token = new URL(mail.rows[0]!.payload.path, 'http://x').searchParams.get('token')!;
    const reset = await stack.graphql('mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { message userErrors { code } } }', {
      variables: { input: { token, password: 'Lumi#2025new', passwordConfirmation: 'Lumi#2025new' } },
      headers: { cookie: cookieHeader(deviceA) },
    });
    expect(reset.body.data!.resetPassword.userErrors).toEqual([]);

    for (const jar of [deviceA, deviceB]) {
      expect((await stack.graphql(ACCOUNT, { headers: { cookie: cookieHeader(jar) } })).body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
      const viaRefresh = await stack.graphql(ACCOUNT, { headers: { cookie: cookieHeader(await expireAccessToken(jar, stack.api.jwtSecret)) } });
      expect(viaRefresh.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    }
    expect((await family(claimsOf(deviceB).sid)).revoked).toBe('password_reset');
  });
});

describe('reliability 20: cookie attributes and lifetime', () => {
  it('every Set-Cookie of the gateway: Secure, HttpOnly but jwt-data, explicit SameSite, Path=/ but the refresh cookie on the refresh path, Max-Age at most 60 days', async () => {
    const seen: string[] = [];
    const collect = <T extends { headers: Headers }>(response: T) => (seen.push(...response.headers.getSetCookie()), response);
    collect(await stack.graphql('{ bag { id } }')); // a new guest: device id
    const signUpResponse = collect(
      await stack.graphql(`mutation ($input: SignUpInput!) { signUp(input: $input) { account { id } } }`, {
        variables: { input: signUpInput(`cookies-${randomUUID().slice(0, 8)}@example.com`) },
      }),
    );
    const jar = applySetCookies(new Map(), signUpResponse.headers);
    const refreshed = collect(await stack.graphql(ME, { headers: { cookie: cookieHeader(await expireAccessToken(jar, stack.api.jwtSecret)) } }));
    collect(await stack.graphql('mutation { signOut { signedOut } }', { headers: { cookie: cookieHeader(applySetCookies(jar, refreshed.headers)) } }));
    const names = new Set(seen.map((c) => c.slice(0, c.indexOf('='))));
    expect([...names].sort()).toEqual(['device-id', 'jwt-data', 'jwt-refresh-token', 'jwt-signature']);
    for (const cookie of seen) {
      const name = cookie.slice(0, cookie.indexOf('='));
      const attributes = cookie
        .split(';')
        .slice(1)
        .map((a) => a.trim());
      expect(attributes, cookie).toContain('Secure');
      expect(attributes.includes('HttpOnly'), cookie).toBe(name !== 'jwt-data');
      expect(attributes, cookie).toContain('SameSite=Lax');
      // The refresh cookie is scoped to the refresh path (decision 0055); what is set at
      // Path=/ for it is only the removal of the cookie browsers kept from before.
      const live = !attributes.includes('Max-Age=0');
      const path = attributes.find((a) => a.startsWith('Path='));
      if (name !== 'jwt-refresh-token') expect(path, cookie).toBe('Path=/');
      else if (live) expect(path, cookie).toBe('Path=/session/refresh');
      else expect(['Path=/', 'Path=/session/refresh'], cookie).toContain(path);
      expect(
        attributes.some((a) => /^Domain=/i.test(a)),
        cookie,
      ).toBe(false);
      const maxAge = Number(attributes.find((a) => a.startsWith('Max-Age='))!.slice('Max-Age='.length));
      expect(maxAge, cookie).toBeLessThanOrEqual(SIXTY_DAYS);
    }
  });

  it('the refresh cookie travels to the refresh path only: a call without it keeps the session, POST /session/refresh renews it, a dead session is cleared there', async () => {
    const { jar, id } = await signUp(stack.graphql);
    const { sid } = claimsOf(jar);
    const expired = await expireAccessToken(jar, stack.api.jwtSecret);
    // A page load or a browser /graphql call: the access token alone (Path=/ cookies).
    const withoutRefresh = new Map(expired);
    withoutRefresh.delete('jwt-refresh-token');
    stack.restCalls.length = 0;
    const page = await stack.graphql(ME, { headers: { cookie: cookieHeader(withoutRefresh) } });
    expect(page.body.data!.me).toBeNull();
    expect(page.headers.getSetCookie()).toEqual([]); // nothing cleared: the session may be alive
    expect(refreshCount(stack.restCalls)).toBe(0);
    expect((await family(sid)).revoked).toBeNull();

    // The refresh path, as the web server forwards it: new cookies, the same user.
    const refresh = () => fetch(`${stack.gatewayUrl}/session/refresh`, { method: 'POST', headers: { cookie: cookieHeader(expired) } });
    const renewed = await refresh();
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('cache-control')).toBe('private, no-store');
    expect(refreshCookieOf(renewed.headers)).toMatch(/Path=\/session\/refresh/);
    const next = applySetCookies(new Map(expired), renewed.headers);
    next.delete('jwt-refresh-token');
    expect((await stack.graphql(ME, { headers: { cookie: cookieHeader(next) } })).body.data!.me.id).toBe(id);

    // Signed out elsewhere: the refresh path says 401 and clears every cookie.
    await stack.api.db.query(`update auth_session set revoked_at = now(), revoked_reason = 'sign_out' where id = $1`, [sid]);
    const after = await fetch(`${stack.gatewayUrl}/session/refresh`, {
      method: 'POST',
      headers: { cookie: cookieHeader(applySetCookies(new Map(expired), renewed.headers)) },
    });
    expect(after.status).toBe(401);
    expect(clearedCookiesOf(after.headers)).toEqual(CLEARED);
    // No refresh cookie at all: 401, nothing asked of the api.
    stack.restCalls.length = 0;
    expect((await fetch(`${stack.gatewayUrl}/session/refresh`, { method: 'POST' })).status).toBe(401);
    expect(refreshCount(stack.restCalls)).toBe(0);
  });

  it('a session past its absolute lifetime (signed in 61 days ago) is refused however fresh its tokens and cookies: no refresh extends it', async () => {
    const { jar, id } = await signUp(stack.graphql);
    const { sid, sub } = claimsOf(jar);
    const renewed = applySetCookies(
      new Map(jar),
      (await stack.graphql(ME, { headers: { cookie: cookieHeader(await expireAccessToken(jar, stack.api.jwtSecret)) } })).headers,
    );
    expect((await stack.graphql(ME, { headers: { cookie: cookieHeader(renewed) } })).body.data!.me.id).toBe(id);
    await stack.api.db.query(`update auth_session set created_at = now() - interval '61 days' where id = $1`, [sid]);
    // A token issued just now for that session, as the api would sign it, and the fresh cookies: refused.
    const fresh = await signAccessToken(stack.api.jwtSecret, { sub, sid }, 900);
    const [header, payload, signature] = fresh.split('.');
    const minted = new Map(renewed).set('jwt-data', `${header}.${payload}`).set('jwt-signature', signature!);
    for (const cookies of [renewed, minted]) {
      expect((await stack.graphql(ACCOUNT, { headers: { cookie: cookieHeader(cookies) } })).body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    }
    // And the refresh is 401: the cookies are cleared, the family is not extended.
    const refresh = await stack.graphql(ME, { headers: { cookie: cookieHeader(await expireAccessToken(renewed, stack.api.jwtSecret)) } });
    expect(refresh.body.data!.me).toBeNull();
    expect(clearedCookiesOf(refresh.headers)).toEqual(CLEARED);
    expect((await family(sid)).tokens).toBe(2);
  });
});

describe('reliability 21: JWT tampering and splicing', () => {
  it('alg none, HS256 keyed with a public value, kid/jku/jwk elsewhere, expired, future nbf, wrong aud/iss, spliced halves, a re-encoded revoked token: all UNAUTHENTICATED, 0 × 5xx', async () => {
    const alice = await signUp(stack.graphql);
    const bob = await signUp(stack.graphql);
    const [aliceHeader, alicePayload] = alice.jar.get('jwt-data')!.split('.') as [string, string];
    const ourHeader = JSON.parse(Buffer.from(aliceHeader, 'base64url').toString()) as { kid: string };
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const claims = { ...claimsOf(alice.jar), iss: 'beauty-api', aud: 'beauty-web', iat: now, exp: now + 900 };
    /** Signed HS256 with `key`: ours for claim tests (only the api knows it; the test api's is the test's). */
    const signed = (header: Record<string, unknown>, body: Record<string, unknown>, key: string) => {
      const input = `${b64(header)}.${b64(body)}`;
      return input.split('.').concat(createHmac('sha256', key).update(input).digest('base64url')) as [string, string, string];
    };
    const ours = stack.api.jwtSecret;
    const attacker = randomUUID();
    const variants: Record<string, [string, string, string]> = {
      'alg none': [b64({ alg: 'none', typ: 'JWT' }), alicePayload, ''] as [string, string, string],
      'HS256 keyed with a public value (the kid)': signed({ alg: 'HS256', typ: 'JWT', kid: ourHeader.kid }, claims, ourHeader.kid),
      'kid of an attacker key': signed({ alg: 'HS256', typ: 'JWT', kid: 'attacker' }, claims, attacker),
      'jku elsewhere': signed({ alg: 'HS256', typ: 'JWT', kid: ourHeader.kid, jku: 'https://evil.example/jwks' }, claims, attacker),
      'jwk embedded': signed(
        { alg: 'HS256', typ: 'JWT', kid: ourHeader.kid, jwk: { kty: 'oct', k: Buffer.from(attacker).toString('base64url') } },
        claims,
        attacker,
      ),
      'RS256 header': signed({ alg: 'RS256', typ: 'JWT', kid: ourHeader.kid }, claims, ours),
      expired: signed({ alg: 'HS256', typ: 'JWT', kid: ourHeader.kid }, { ...claims, iat: now - 3600, exp: now - 1800 }, ours),
      'nbf in the future': signed({ alg: 'HS256', typ: 'JWT', kid: ourHeader.kid }, { ...claims, nbf: now + 3600 }, ours),
      'wrong aud': signed({ alg: 'HS256', typ: 'JWT', kid: ourHeader.kid }, { ...claims, aud: 'someone-else' }, ours),
      'wrong iss': signed({ alg: 'HS256', typ: 'JWT', kid: ourHeader.kid }, { ...claims, iss: 'evil' }, ours),
      "A's data with B's signature": [...bob.jar.get('jwt-data')!.split('.'), alice.jar.get('jwt-signature')!] as [string, string, string],
    };
    stack.restCalls.length = 0;
    for (const [name, [header, payload, signature]] of Object.entries(variants)) {
      // The refresh token cannot rescue any of them either: it is not a real one.
      const jar = new Map([
        ['jwt-data', `${header}.${payload}`],
        ['jwt-signature', signature],
        ['jwt-refresh-token', randomUUID().replace(/-/g, '')],
      ]);
      const response = await stack.graphql(ACCOUNT, { headers: { cookie: cookieHeader(jar) } });
      expect(response.status, name).toBe(200);
      expect(response.body.errors?.[0]?.extensions?.code, name).toBe('UNAUTHENTICATED');
      // And straight at the api: 401, never a 5xx.
      const direct = await fetch(`${stack.api.apiUrl}/account`, { headers: { authorization: `Bearer ${header}.${payload}.${signature}` } });
      expect(direct.status, name).toBe(401);
    }
    expect(stack.restCalls.filter((c) => c.status >= 500)).toEqual([]);

    // A's data + B's signature with A's real refresh token: the refresh's app-flow binding
    // refuses a bearer that is not the refresh token's session, so nobody gets B's account.
    const spliced = new Map(alice.jar).set('jwt-data', bob.jar.get('jwt-data')!);
    const response = await stack.graphql(ACCOUNT, { headers: { cookie: cookieHeader(spliced) } });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(response.body)).not.toContain(bob.email);

    // A revoked token re-encoded (the spare low bits of its last base64url character
    // flipped: the same signature bytes): revocation is by session, so it stays refused.
    await stack.graphql('mutation { signOut { signedOut } }', { headers: { cookie: cookieHeader(bob.jar) } });
    const [bobHeader, bobPayload] = bob.jar.get('jwt-data')!.split('.');
    const signature = bob.jar.get('jwt-signature')!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.at(-1)!);
    const malleated = signature.slice(0, -1) + alphabet[last ^ 1]!; // 43 characters: the last one's 2 low bits are padding
    expect(Buffer.from(malleated, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    for (const sig of [signature, malleated]) {
      const direct = await fetch(`${stack.api.apiUrl}/account`, { headers: { authorization: `Bearer ${bobHeader}.${bobPayload}.${sig}` } });
      expect(direct.status).toBe(401);
    }
  });
});

describe('reliability 22: CSRF', () => {
  it('cross-site form POSTs (text/plain, urlencoded, multipart), a top-level GET query and a GET mutation are refused before anything runs; the REST api refuses the same shapes', async () => {
    const { jar } = await signUp(stack.graphql);
    const cookie = cookieHeader(jar);
    const signOut = 'mutation { signOut { signedOut } }';
    const multipart = new FormData();
    multipart.set('query', signOut);
    const attempts: [string, RequestInit & { url?: string }][] = [
      [
        'text/plain',
        { method: 'POST', headers: { 'content-type': 'text/plain', cookie, origin: 'https://evil.example' }, body: JSON.stringify({ query: signOut }) },
      ],
      [
        'urlencoded',
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: 'https://evil.example' },
          body: new URLSearchParams({ query: signOut }).toString(),
        },
      ],
      ['multipart', { method: 'POST', headers: { cookie, origin: 'https://evil.example' }, body: multipart }],
      ['GET query', { method: 'GET', url: `/graphql?query=${encodeURIComponent('{ me { email } }')}`, headers: { cookie } }],
      ['GET mutation', { method: 'GET', url: `/graphql?query=${encodeURIComponent(signOut)}`, headers: { cookie } }],
    ];
    stack.restCalls.length = 0;
    for (const [name, { url = '/graphql', ...init }] of attempts) {
      const response = await fetch(`${stack.gatewayUrl}${url}`, init);
      const text = await response.text();
      expect([400, 405], name).toContain(response.status);
      if (response.status === 400) expect(text, name).toMatch(/CSRF/i);
      expect(text, name).not.toContain('@example.com');
      expect(response.headers.getSetCookie(), name).toEqual([]);
    }
    expect(stack.restCalls).toEqual([]); // no resolver ran
    expect((await stack.graphql(ME, { headers: { cookie } })).body.data!.me).not.toBeNull(); // still signed in

    // The REST api, were it reachable: form-encoded and plain-text bodies are not read.
    const { sid } = claimsOf(jar);
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const response = await fetch(`${stack.api.apiUrl}/auth/token`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: 'grant_type=refresh_token&flow=client&refresh_token=x',
      });
      expect(response.status, contentType).toBeGreaterThanOrEqual(400);
      expect(response.status, contentType).toBeLessThan(500);
    }
    expect(await family(sid)).toEqual({ tokens: 1, revoked: null });
  });
});
