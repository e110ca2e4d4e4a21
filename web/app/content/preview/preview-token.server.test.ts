import { describe, expect, it } from 'vitest';
import { PREVIEW_TOKEN_COOKIE, previewTokenRedirect } from './preview-token.server';

const TOKEN = 'e2e-preview-token-0123456789abcdef';

describe('previewTokenRedirect', () => {
  it('does nothing without a token', () => {
    expect(previewTokenRedirect(new Request('http://shop.test/preview/homepage?segments=a'))).toBeNull();
  });

  it('moves the token into an http-only cookie and redirects to the URL without it', () => {
    const response = previewTokenRedirect(new Request(`http://shop.test/preview/pages/summer-glow?country_code=TH&token=${TOKEN}&segments=a,b`));
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/preview/pages/summer-glow?country_code=TH&segments=a%2Cb');
    const cookie = response?.headers.get('Set-Cookie') ?? '';
    expect(cookie).toContain(`${PREVIEW_TOKEN_COOKIE}=${TOKEN}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=28800');
    expect(cookie).not.toContain('Secure');
  });

  it('marks the cookie Secure when the browser used https', () => {
    const direct = previewTokenRedirect(new Request(`https://shop.test/preview/layout?token=${TOKEN}`));
    expect(direct?.headers.get('Set-Cookie')).toContain('Secure');
    const proxied = previewTokenRedirect(new Request(`http://shop.test/preview/layout?token=${TOKEN}`, { headers: { 'x-forwarded-proto': 'https' } }));
    expect(proxied?.headers.get('Set-Cookie')).toContain('Secure');
  });

  it('drops a token that cannot be one, without setting a cookie', () => {
    const response = previewTokenRedirect(new Request('http://shop.test/preview/layout?token=%3Cscript%3E'));
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/preview/layout');
    expect(response?.headers.get('Set-Cookie')).toBeNull();
  });

  it('never sends the browser off the site (decision 0050)', () => {
    // The request line "//evil.example/preview/layout?token=…" has that pathname.
    for (const path of ['//evil.example/preview/layout', '/\\evil.example/preview/layout', '/preview/layout/..//..//evil.example']) {
      const response = previewTokenRedirect(new Request(`http://shop.test${path}?token=${TOKEN}`));
      const location = response?.headers.get('Location') ?? '';
      expect(new URL(location, 'http://shop.test').origin, path).toBe('http://shop.test');
    }
  });
});
