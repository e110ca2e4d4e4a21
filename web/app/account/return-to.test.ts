import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInHref } from './return-to';

describe('return_to after sign-in', () => {
  it.each([
    'https://evil.example',
    'https://evil.example/cart',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/\tjavascript:alert(1)',
    '/\n/evil.example',
    'data:text/html,hi',
    'evil.example',
    '',
    '%',
    '/%E0%A4%A',
  ])('%j lands on our origin', (payload) => {
    const target = safeReturnTo(payload);
    expect(target).toBe('/');
    expect(new URL(target, 'https://shop.example').origin).toBe('https://shop.example');
  });

  it('keeps a real path with its query and hash', () => {
    expect(safeReturnTo('/products/lip-balm?variant=2#reviews')).toBe('/products/lip-balm?variant=2#reviews');
    expect(safeReturnTo('/search?q=%E0%B8%A5%E0%B8%B4%E0%B8%9B')).toBe('/search?q=%E0%B8%A5%E0%B8%B4%E0%B8%9B');
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo('/sign_in?return_to=/cart')).toBe('/');
  });

  it('the header link carries the current full path, encoded', () => {
    expect(signInHref('/pages/categories/makeup?sort=newest&page=2')).toBe(
      '/sign_in?return_to=%2Fpages%2Fcategories%2Fmakeup%3Fsort%3Dnewest%26page%3D2',
    );
    const url = new URL(signInHref('/cart?x=1#top'), 'https://shop.example');
    expect(safeReturnTo(url.searchParams.get('return_to'))).toBe('/cart?x=1#top');
  });
});
