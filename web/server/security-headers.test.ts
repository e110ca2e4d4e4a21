// The browser protections and the last checks of web/server, on a real express server
// over HTTP: what a route answers is what a browser would receive.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_TARGETS } from '../app/platform/return-to-payloads';
import { parseEnv } from './env';
import { contentSecurityPolicy, cspNonce, permissionsPolicy, securityHeaders } from './security-headers';

let base = '';
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.use(securityHeaders(parseEnv({ TRUST_PROXY: 'true', SENTRY_DSN: 'https://key@errors.example/1' }), { dev: false }));
  app.get('/page', (_req, res) => {
    res.setHeader('Cache-Control', 'public, s-maxage=600'); // a route that got it wrong
    res.type('html').send(`<script nonce="${cspNonce(res)}"></script>`);
  });
  app.get('/cookie.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=600');
    res.append('Set-Cookie', 'device-id=abc; Path=/');
    res.json({ ok: true });
  });
  app.get('/asset.js', (_req, res) => void res.set('Cache-Control', 'public, max-age=31536000, immutable').type('js').send('1'));
  app.get('/go', (req, res) => void res.redirect(302, String(req.query.to)));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close?.());

describe('web security headers', () => {
  it('gives every page a nonce-based policy, a fresh nonce each time, and the other protections', async () => {
    const [first, second] = await Promise.all([fetch(`${base}/page`), fetch(`${base}/page`)]);
    const policy = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await first.text()).toBe(`<script nonce="${nonce}"></script>`);
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    expect(policy).not.toContain("unsafe-inline' 'nonce"); // inline scripts need the nonce
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/);
    for (const directive of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "connect-src 'self' https://accounts.google.com/gsi/ https://errors.example",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  });

  it('keeps Vite dev working (inline preamble, HMR websocket) and lets a page opt into a feature', () => {
    const dev = contentSecurityPolicy({ nonce: '', dev: true });
    expect(dev).toMatch(/script-src 'self' 'unsafe-inline'/);
    expect(dev).not.toContain('nonce-');
    expect(dev).toMatch(/connect-src [^;]*ws:/);
    expect(dev).toContain("frame-ancestors 'none'");
    expect(permissionsPolicy('/cart')).toContain('geolocation=()');
    // Only the store locator may ask for the shopper's location (issue 13).
    expect(permissionsPolicy('/stores')).toBe('camera=(), microphone=(), geolocation=(self), payment=(), usb=()');
  });

  it('sends HSTS only to a browser that used TLS (here: per the trusted proxy)', async () => {
    expect((await fetch(`${base}/page`)).headers.get('strict-transport-security')).toBeNull();
    const proxied = await fetch(`${base}/page`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('reliability 30: cache isolation (no page and no response with a cookie is publicly cacheable)', async () => {
    expect((await fetch(`${base}/page`)).headers.get('cache-control')).toBe('private, no-store');
    const withCookie = await fetch(`${base}/cookie.json`);
    expect(withCookie.headers.get('set-cookie')).toContain('device-id=abc');
    expect(withCookie.headers.get('cache-control')).toBe('private, no-store');
    // Nothing personal: a static file stays cacheable.
    expect((await fetch(`${base}/asset.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('reliability 29: return_to open redirect (no Location leaves the origin, whatever a route says)', async () => {
    for (const target of HOSTILE_TARGETS.filter((t) => t)) {
      const response = await fetch(`${base}/go?to=${encodeURIComponent(target)}`, { redirect: 'manual' });
      const location = response.headers.get('location') ?? '';
      expect(new URL(location, base).origin, target).toBe(base);
    }
    const control = await fetch(`${base}/go?to=${encodeURIComponent('/account/orders?tab=1')}`, { redirect: 'manual' });
    expect(control.headers.get('location')).toBe('/account/orders?tab=1');
  });
});
