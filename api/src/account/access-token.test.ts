import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0001';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  const token = signAccessToken(SECRET, { sub: 'U1', sid: 'S1' }, 60);

  it('verifies its own token and reads the opaque ids', () => {
    const check = verifyAccessToken(SECRET, token);
    expect(check).toMatchObject({ ok: true, claims: { sub: 'U1', sid: 'S1' } });
  });

  it('refuses alg none, another key, a changed payload and an expired token', () => {
    const [, payload] = token.split('.');
    expect(verifyAccessToken(SECRET, `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).toMatchObject({ ok: false });
    expect(verifyAccessToken(SECRET, `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.AAAA`)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyAccessToken('another-secret-that-is-long-enough-02', token)).toEqual({ ok: false, reason: 'signature' });
    const forged = b64({ sub: 'U2', sid: 'S1', iss: 'beauty-api', aud: 'beauty-web', iat: 0, exp: 9e9 });
    expect(verifyAccessToken(SECRET, `${token.split('.')[0]}.${forged}.${token.split('.')[2]}`)).toEqual({ ok: false, reason: 'signature' });
    const old = signAccessToken(SECRET, { sub: 'U1', sid: 'S1' }, 60, Date.now() - 120_000);
    expect(verifyAccessToken(SECRET, old)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyAccessToken(SECRET, old, { ignoreExpiry: true }).ok).toBe(true);
  });

  it('refuses an HS512 token signed with the right key (only HS256 is ours)', () => {
    const header = b64({ alg: 'HS512', typ: 'JWT' });
    const payload = token.split('.')[1];
    const signature = createHmac('sha512', SECRET).update(`${header}.${payload}`).digest('base64url');
    expect(verifyAccessToken(SECRET, `${header}.${payload}.${signature}`)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('never throws on garbage', () => {
    for (const junk of ['', '...', 'a.b.c', '%%.%%.%%', 'x'.repeat(5000), `${b64('[')}.${b64(1)}.x`]) {
      expect(verifyAccessToken(SECRET, junk).ok).toBe(false);
    }
  });
});
