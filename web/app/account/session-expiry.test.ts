import { describe, expect, it, vi } from 'vitest';
import { accessTokenExpired } from './session-expiry';
import { ensureFreshSession } from './session-refresh-link';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwtData = (exp: unknown) => `${b64({ alg: 'HS256', typ: 'JWT', kid: 'k' })}.${b64({ sub: 'U1', sid: 'S1', exp })}`;
const NOW = Date.UTC(2026, 10, 26, 2, 0, 0);
const seconds = (s: number) => Math.floor(NOW / 1000) + s;

describe('access token expiry from jwt-data (decision 0055)', () => {
  it('counts a token as run out at its exp and in the 30 s before it, not earlier', () => {
    expect(accessTokenExpired(jwtData(seconds(-60)), NOW)).toBe(true);
    expect(accessTokenExpired(jwtData(seconds(20)), NOW)).toBe(true);
    expect(accessTokenExpired(jwtData(seconds(60)), NOW)).toBe(false);
    expect(accessTokenExpired(jwtData(seconds(900)), NOW)).toBe(false);
  });

  it('reads no expiry from no cookie, a malformed one or one without a numeric exp: nothing to refresh', () => {
    for (const value of [undefined, '', 'abc', 'a.b', `${b64({})}.%%%`, jwtData('soon'), jwtData(null), `x.${'A'.repeat(5000)}`]) {
      expect(accessTokenExpired(value, NOW), String(value)).toBe(false);
    }
  });
});

describe('the browser refreshes before an operation whose token has run out', () => {
  it('one POST /session/refresh for many operations at once; none while the token is fresh', async () => {
    const fetchMock = vi.fn(async () => new Response('{"refreshed":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      const expired = () => `device-id=d1; jwt-data=${jwtData(seconds(-5))}; other=x`;
      await Promise.all(Array.from({ length: 10 }, () => ensureFreshSession(expired, () => NOW)));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledWith('/session/refresh', { method: 'POST', credentials: 'same-origin' });
      await ensureFreshSession(
        () => `jwt-data=${jwtData(seconds(600))}`,
        () => NOW,
      );
      await ensureFreshSession(
        () => 'device-id=d1',
        () => NOW,
      );
      expect(fetchMock).toHaveBeenCalledTimes(1);
      // A refresh that fails still lets the operation go (as a guest's, or as it was).
      fetchMock.mockRejectedValueOnce(new TypeError('offline'));
      await expect(ensureFreshSession(expired, () => NOW)).resolves.toBeUndefined();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
