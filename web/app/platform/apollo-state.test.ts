import { describe, expect, it } from 'vitest';
import { bootstrapScript, serializeForScript } from './apollo-state';

describe('serializeForScript', () => {
  it('cannot close the script element it is written into', () => {
    const text = serializeForScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('round-trips line and paragraph separators', () => {
    const text = serializeForScript({ name: 'a\u2028b\u2029c' });
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ name: 'a\u2028b\u2029c' });
  });
});

describe('bootstrapScript', () => {
  it('is one inline script assigning the page data', () => {
    const html = bootstrapScript({ apolloState: { ROOT_QUERY: {} }, locale: { country: 'TH', language: 'th', currency: 'THB' } });
    expect(html.startsWith('<script>window.__LUMI_BOOTSTRAP__={')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("carries the response's Content-Security-Policy nonce when given one", () => {
    const html = bootstrapScript({ apolloState: {}, locale: { country: 'SG', language: 'en', currency: 'SGD' } }, 'bm9uY2U+/w==');
    expect(html.startsWith('<script nonce="bm9uY2U+/w==">window.__LUMI_BOOTSTRAP__={')).toBe(true);
  });
});
