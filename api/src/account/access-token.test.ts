import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomSecret } from '../platform/secrets.ts';
import { keyId, signAccessToken, verifyAccessToken } from './access-token.ts';

const SECRET = randomSecret();
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hs = (alg: 'sha256' | 'sha512', key: string, input: string) => createHmac(alg, key).update(input).digest('base64url');

describe('access tokens', async () => {
  const token = await signAccessToken(SECRET, { sub: 'U1', sid: 'S1' }, 60);
  const [header, payload] = token.split('.') as [string, string, string];

  it('verifies its own token, names its key by kid and reads the opaque ids', async () => {
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT', kid: keyId(SECRET) });
    expect(await verifyAccessToken(SECRET, token)).toMatchObject({ ok: true, claims: { sub: 'U1', sid: 'S1' } });
  });

  it('refuses alg none, another key, a changed payload and an expired token', async () => {
    expect(await verifyAccessToken(SECRET, `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).toMatchObject({ ok: false });
    expect(await verifyAccessToken(SECRET, `${b64({ alg: 'none', typ: 'JWT', kid: keyId(SECRET) })}.${payload}.AAAA`)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(await verifyAccessToken(randomSecret(), token)).toEqual({ ok: false, reason: 'signature' });
    const forged = b64({ sub: 'U2', sid: 'S1', iss: 'beauty-api', aud: 'beauty-web', iat: 0, exp: 9e9 });
    expect(await verifyAccessToken(SECRET, `${header}.${forged}.${token.split('.')[2]}`)).toEqual({ ok: false, reason: 'signature' });
    const old = await signAccessToken(SECRET, { sub: 'U1', sid: 'S1' }, 60, Date.now() - 120_000);
    expect(await verifyAccessToken(SECRET, old)).toEqual({ ok: false, reason: 'expired' });
    expect((await verifyAccessToken(SECRET, old, { ignoreExpiry: true })).ok).toBe(true);
  });

  it('refuses an HS512 token signed with the right key, and headers naming keys elsewhere (jku, jwk, x5u)', async () => {
    const hs512 = b64({ alg: 'HS512', typ: 'JWT', kid: keyId(SECRET) });
    expect(await verifyAccessToken(SECRET, `${hs512}.${payload}.${hs('sha512', SECRET, `${hs512}.${payload}`)}`)).toEqual({ ok: false, reason: 'malformed' });
    for (const extra of [{ jku: 'https://evil.example/jwks' }, { jwk: { kty: 'oct', k: 'QUFB' } }, { x5u: 'https://evil.example/cert' }]) {
      const forged = b64({ alg: 'HS256', typ: 'JWT', kid: keyId(SECRET), ...extra });
      expect(await verifyAccessToken(SECRET, `${forged}.${payload}.${hs('sha256', 'AAA', `${forged}.${payload}`)}`)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('rotation: tokens of the previous key verify while it is configured, the new key signs, a retired key is refused', async () => {
    const next = randomSecret();
    const rotated = { current: next, previous: SECRET };
    expect((await verifyAccessToken(rotated, token)).ok).toBe(true); // signed before the rotation
    const fresh = await signAccessToken(rotated, { sub: 'U1', sid: 'S1' }, 60);
    expect(JSON.parse(Buffer.from(fresh.split('.')[0]!, 'base64url').toString()).kid).toBe(keyId(next));
    expect((await verifyAccessToken(rotated, fresh)).ok).toBe(true);
    expect(await verifyAccessToken({ current: next }, token)).toEqual({ ok: false, reason: 'signature' }); // previous key retired
    // A token that names the new key's kid but was signed with the old key is not accepted either.
    const spliced = b64({ alg: 'HS256', typ: 'JWT', kid: keyId(next) });
    expect(await verifyAccessToken(rotated, `${spliced}.${payload}.${hs('sha256', SECRET, `${spliced}.${payload}`)}`)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses a wrong audience or issuer and a not-before in the future, even when signed with our key', async () => {
    const sign = (claims: Record<string, unknown>) => {
      const body = b64({
        sub: 'U1',
        sid: 'S1',
        iss: 'beauty-api',
        aud: 'beauty-web',
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 60,
        ...claims,
      });
      return `${header}.${body}.${hs('sha256', SECRET, `${header}.${body}`)}`;
    };
    expect((await verifyAccessToken(SECRET, sign({}))).ok).toBe(true);
    for (const claims of [{ aud: 'someone-else' }, { iss: 'evil' }, { nbf: Math.floor(Date.now() / 1000) + 3600 }, { sid: undefined }]) {
      expect(await verifyAccessToken(SECRET, sign(claims)), JSON.stringify(claims)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('never throws on garbage', async () => {
    for (const junk of ['', '...', 'a.b.c', '%%.%%.%%', 'x'.repeat(5000), `${b64('[')}.${b64(1)}.x`]) {
      expect((await verifyAccessToken(SECRET, junk)).ok).toBe(false);
    }
  });
});
