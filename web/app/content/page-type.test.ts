import { describe, expect, it } from 'vitest';
import { pageTypeFromPath } from './page-type';

describe('pageTypeFromPath (docs/product.md#page-types)', () => {
  it('takes the first segment of a live path', () => {
    expect(pageTypeFromPath('/')).toBe('HOMEPAGE');
    expect(pageTypeFromPath('/about')).toBe('ABOUT');
    expect(pageTypeFromPath('/pages/summer-glow')).toBe('PAGES');
    expect(pageTypeFromPath('/pages/summer-glow/makeup/lips/lipstick')).toBe('PAGES');
    expect(pageTypeFromPath('/brands/fenty-beauty/makeup')).toBe('BRANDS');
  });

  it('takes the segment after preview', () => {
    expect(pageTypeFromPath('/preview/homepage')).toBe('HOMEPAGE');
    expect(pageTypeFromPath('/preview/homepage/home')).toBe('HOMEPAGE');
    expect(pageTypeFromPath('/preview/pages/summer-glow')).toBe('PAGES');
    expect(pageTypeFromPath('/preview/brands/fenty-beauty')).toBe('BRANDS');
    expect(pageTypeFromPath('/preview')).toBeNull();
    expect(pageTypeFromPath('/preview/overlay/abc')).toBeNull();
    expect(pageTypeFromPath('/preview/layout')).toBeNull();
  });

  it('takes the fourth segment in sandbox', () => {
    expect(pageTypeFromPath('/sandbox/contentful/x/pages/summer-glow')).toBe('PAGES');
    expect(pageTypeFromPath('/sandbox/contentful/x/brands')).toBe('BRANDS');
    expect(pageTypeFromPath('/sandbox/contentful/pages')).toBeNull();
    expect(pageTypeFromPath('/sandbox/contentful/x/')).toBeNull();
  });

  it('is null for paths that are not content pages', () => {
    expect(pageTypeFromPath('/cart')).toBeNull();
    expect(pageTypeFromPath('/products/x')).toBeNull();
    expect(pageTypeFromPath('/constructor')).toBeNull();
    expect(pageTypeFromPath('/__proto__')).toBeNull();
  });

  it('ignores case, repeated slashes and a trailing slash', () => {
    expect(pageTypeFromPath('/Pages//summer-glow/')).toBe('PAGES');
    expect(pageTypeFromPath('')).toBe('HOMEPAGE');
  });
});
