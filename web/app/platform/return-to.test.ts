import { describe, expect, it } from 'vitest';
import { safeReturnTo, sameOriginPath, signInHref } from './return-to';
import { HOSTILE_TARGETS } from './return-to-payloads';

const OURS = 'https://shop.example';

describe('reliability 29: return_to open redirect', () => {
  it.each(HOSTILE_TARGETS)('%j lands on our origin, at /', (payload) => {
    const target = safeReturnTo(payload);
    expect(target).toBe('/');
    expect(sameOriginPath(payload)).toBe('/');
    expect(new URL(target, OURS).origin).toBe(OURS);
  });

  it.each([
    '/account/orders?tab=1',
    '/products/lip-balm?variant=2#reviews',
    '/search?q=%E0%B8%A5%E0%B8%B4%E0%B8%9B',
    // A query may carry what a path may not: it cannot move the browser to another host.
    '/search?q=a%5Cb%2F%2Fc',
  ])('keeps the control and real paths with their query and hash exactly: %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it('resolves a path inside our origin as the browser would, and sends the rest to /', () => {
    expect(sameOriginPath('/account/orders?tab=1')).toBe('/account/orders?tab=1');
    // Dot segments inside our origin are resolved, as the browser would.
    expect(sameOriginPath('/a/../cart')).toBe('/cart');
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo('/sign_in?return_to=/cart')).toBe('/');
  });

  it('the header link carries the current full path, encoded', () => {
    expect(signInHref('/pages/categories/makeup?sort=newest&page=2')).toBe('/sign_in?return_to=%2Fpages%2Fcategories%2Fmakeup%3Fsort%3Dnewest%26page%3D2');
    const url = new URL(signInHref('/cart?x=1#top'), OURS);
    expect(safeReturnTo(url.searchParams.get('return_to'))).toBe('/cart?x=1#top');
    expect(signInHref('//evil.example')).toBe('/sign_in?return_to=%2F');
  });
});
