// Google sign-in (POST auth/social) against a local JWKS server: only a token signed by a
// key of the JWKS, issued by Google, for our client id and not expired signs in, and only
// when a shopper has linked that Google account (at sign-up).
import { createHmac, createSign, generateKeyPairSync, type KeyObject, sign as signWith } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DATABASES, type TestApp } from '../test-support/app.test-support.ts';

const CLIENT_ID = 'lumi-web.apps.googleusercontent.com';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function idToken(key: KeyObject, claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'RS256', kid: 'k1', typ: 'JWT' }): string {
  const input = idTokenInput(claims, header);
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`;
}

function idTokenInput(claims: Record<string, unknown>, header: Record<string, unknown>): string {
  return `${b64(header)}.${b64({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: 'google-sub-1',
    email: 'ana@gmail.com',
    email_verified: true,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 600,
    ...claims,
  })}`;
}

describe.each(TEST_DATABASES)('Google sign-in on $name', (database) => {
  let api: TestApp;
  let jwks: Server;
  let jwksFetches = 0;
  const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  // The set also holds keys that are not Google's RS256 signing keys: an EC key and an
  // entry no library could read. The good key must still verify.
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const ecJwk = { ...ec.publicKey.export({ format: 'jwk' }), kid: 'ec1', alg: 'ES256', use: 'sig' };
  const malformed = { kty: 'RSA', kid: 'broken', alg: 'RS256', n: '@@not-base64@@', e: '' };

  beforeAll(async () => {
    jwks = createServer((_req, res) => {
      jwksFetches += 1;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          keys: [ecJwk, malformed, { ...google.publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' }, { kty: 'oct', kid: 'sym' }],
        }),
      );
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`;
    api = await startTestApp(database, { auth: { google: { clientId: CLIENT_ID, jwksUrl } } });
  });
  afterAll(async () => {
    await api?.close();
    await new Promise((resolve) => jwks.close(resolve));
  });

  const social = (token: string) => api.call('POST', 'auth/social', { body: { provider: 'google', id_token: token } });

  it('an unlinked Google account is told to register; after a sign-up that links it, it signs in', async () => {
    const sub = `sub-${Date.now()}`;
    const unlinked = await social(idToken(google.privateKey, { sub }));
    expect(unlinked.status).toBe(422);
    expect(unlinked.body).toEqual({
      code: 'SOCIAL_NOT_LINKED',
      message: 'Your Google account is not yet linked. Please register to create a new account.',
    });
    const signUp = await api.call('POST', 'auth/register/', {
      body: {
        email: `ana-${sub}@gmail.com`,
        password: 'Lumi#2024',
        passwordConfirmation: 'Lumi#2024',
        firstName: 'Ana',
        lastName: 'Lee',
        consents: { privacyCollection: true, privacyDisclosure: true, policyAgreement: true, over14: true },
        googleIdToken: idToken(google.privateKey, { sub }),
      },
    });
    expect(signUp.status).toBe(201);
    const signedIn = await social(idToken(google.privateKey, { sub }));
    expect(signedIn.status).toBe(200);
    const account = await api.get('account', { headers: { authorization: `Bearer ${signedIn.body.accessToken}` } });
    expect(account.body.email).toBe(`ana-${sub}@gmail.com`);
  });

  it("refuses tokens that are not Google's for us: other key, issuer, audience, expired, alg none, unknown key id, other algorithms; a JWKS with an EC and a malformed key still verifies", async () => {
    const now = Math.floor(Date.now() / 1000);
    const bad = {
      'other key': idToken(stranger.privateKey, {}),
      issuer: idToken(google.privateKey, { iss: 'https://evil.example' }),
      audience: idToken(google.privateKey, { aud: 'someone-else.apps.googleusercontent.com' }),
      // Past the expiry by more than the minute of clock drift allowed.
      expired: idToken(google.privateKey, { exp: now - 120, iat: now - 3700 }),
      'no expiry': idToken(google.privateKey, { exp: undefined }),
      'alg none': `${b64({ alg: 'none', kid: 'k1' })}.${b64({ iss: 'accounts.google.com', aud: CLIENT_ID, sub: 'x', exp: now + 600 })}.`,
      'unknown kid': idToken(google.privateKey, {}, { alg: 'RS256', kid: 'nope' }),
      garbage: 'not.a.token',
      'ES256 with the EC key of the set': (() => {
        const input = idTokenInput({}, { alg: 'ES256', kid: 'ec1' });
        return `${input}.${signWith('sha256', Buffer.from(input), { key: ec.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
      })(),
      'HS256 keyed with the public key': (() => {
        const input = idTokenInput({}, { alg: 'HS256', kid: 'k1' });
        const pem = google.publicKey.export({ format: 'pem', type: 'spki' });
        return `${input}.${createHmac('sha256', pem).update(input).digest('base64url')}`;
      })(),
      'the malformed key': idToken(google.privateKey, {}, { alg: 'RS256', kid: 'broken' }),
    };
    for (const [name, token] of Object.entries(bad)) {
      const response = await social(token);
      expect(response.status, name).toBe(401);
      expect(response.body.code, name).toBe('INVALID_CREDENTIALS');
    }
    // Keys were fetched once, plus at most one refetch for the unknown key id.
    expect(jwksFetches).toBeLessThanOrEqual(2);
    // And the good key of that mixed set still signs a shopper in (linked in the test above).
    const good = await social(idToken(google.privateKey, { sub: `unlinked-${now}` }));
    expect(good.status).toBe(422); // verified, then: not linked
  });

  it('a token within the minute of clock drift still verifies', async () => {
    const now = Math.floor(Date.now() / 1000);
    const response = await social(idToken(google.privateKey, { sub: `drift-${now}`, exp: now - 20 }));
    expect(response.body.code).toBe('SOCIAL_NOT_LINKED'); // verified: only the link is missing
  });
});
