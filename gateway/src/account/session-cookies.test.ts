import { describe, expect, it } from 'vitest';
import { clearSessionCookies, readSessionCookies, sessionSetCookies } from './session-cookies.ts';

const tokens = { accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJVMSJ9.c2lnbmF0dXJl', refreshToken: 'r3fresh_Token-value' };

describe('session cookies (docs/product.md#cookies)', () => {
  it('splits the token into readable header.payload and an http-only signature, and joins them back', () => {
    const set = sessionSetCookies(tokens, { secure: true });
    expect(set).toEqual([
      // The Path=/ refresh cookie of before decision 0055 is expired first.
      'jwt-refresh-token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
      'jwt-data=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJVMSJ9; Max-Age=5184000; Path=/; Secure; SameSite=Lax',
      'jwt-signature=c2lnbmF0dXJl; Max-Age=5184000; Path=/; HttpOnly; Secure; SameSite=Lax',
      // Sent to the refresh path only: no page load or /graphql call carries it.
      'jwt-refresh-token=r3fresh_Token-value; Max-Age=5184000; Path=/session/refresh; HttpOnly; Secure; SameSite=Lax',
    ]);
    const jar = Object.fromEntries(set.slice(1).map((c) => c.split(';')[0]!.split('=') as [string, string]));
    expect(readSessionCookies(jar)).toEqual(tokens);
    // A page load or a /graphql call: the access token alone.
    const { 'jwt-refresh-token': _, ...onPages } = jar;
    expect(readSessionCookies(onPages)).toEqual({ accessToken: tokens.accessToken, refreshToken: undefined });
  });

  it('reads no session from missing or malformed cookies, and keeps the refresh token when only the signature is bad', () => {
    expect(readSessionCookies({})).toBeUndefined();
    expect(readSessionCookies({ 'jwt-data': 'a.b.c', 'jwt-signature': 's' })).toBeUndefined();
    expect(readSessionCookies({ 'jwt-data': 'a b.c', 'jwt-signature': 's', 'jwt-refresh-token': 'r;' })).toBeUndefined();
    // A malformed access token with a good refresh token: the refresh token alone (the refresh path).
    expect(readSessionCookies({ 'jwt-data': 'a.b.c', 'jwt-signature': 's', 'jwt-refresh-token': 'r' })).toEqual({ accessToken: undefined, refreshToken: 'r' });
    expect(readSessionCookies({ 'jwt-data': 'a.b', 'jwt-signature': 's;x', 'jwt-refresh-token': 'r' })).toEqual({ accessToken: 'a.b.x', refreshToken: 'r' });
  });

  it('clears all three (and the refresh cookie of before decision 0055), keeping their attributes', () => {
    expect(clearSessionCookies({ secure: false })).toEqual([
      'jwt-refresh-token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'jwt-data=; Max-Age=0; Path=/; SameSite=Lax',
      'jwt-signature=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'jwt-refresh-token=; Max-Age=0; Path=/session/refresh; HttpOnly; SameSite=Lax',
    ]);
  });
});
