import { describe, expect, it } from 'vitest';
import { clearSessionCookies, readSessionCookies, sessionSetCookies } from './session-cookies.ts';

const tokens = { accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJVMSJ9.c2lnbmF0dXJl', refreshToken: 'r3fresh_Token-value' };

describe('session cookies (spec §3)', () => {
  it('splits the token into readable header.payload and an http-only signature, and joins them back', () => {
    const set = sessionSetCookies(tokens, { secure: true });
    expect(set).toEqual([
      'jwt-data=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJVMSJ9; Max-Age=5184000; Path=/; Secure; SameSite=Lax',
      'jwt-signature=c2lnbmF0dXJl; Max-Age=5184000; Path=/; HttpOnly; Secure; SameSite=Lax',
      'jwt-refresh-token=r3fresh_Token-value; Max-Age=5184000; Path=/; HttpOnly; Secure; SameSite=Lax',
    ]);
    const jar = Object.fromEntries(set.map((c) => c.split(';')[0]!.split('=') as [string, string]));
    expect(readSessionCookies(jar)).toEqual(tokens);
  });

  it('reads no session from missing or malformed cookies, and keeps the refresh token when only the signature is bad', () => {
    expect(readSessionCookies({})).toBeUndefined();
    expect(readSessionCookies({ 'jwt-data': 'a.b', 'jwt-signature': 's' })).toBeUndefined(); // no refresh token
    expect(readSessionCookies({ 'jwt-data': 'a.b.c', 'jwt-signature': 's', 'jwt-refresh-token': 'r' })).toBeUndefined();
    expect(readSessionCookies({ 'jwt-data': 'a b.c', 'jwt-signature': 's', 'jwt-refresh-token': 'r' })).toBeUndefined();
    expect(readSessionCookies({ 'jwt-data': 'a.b', 'jwt-signature': 's;x', 'jwt-refresh-token': 'r' })).toEqual({ accessToken: 'a.b.x', refreshToken: 'r' });
  });

  it('clears all three, keeping their attributes', () => {
    expect(clearSessionCookies({ secure: false })).toEqual([
      'jwt-data=; Max-Age=0; Path=/; SameSite=Lax',
      'jwt-signature=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'jwt-refresh-token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });
});
