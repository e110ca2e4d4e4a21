import { describe, expect, it } from 'vitest';
import { pageTypeFromPath } from './page-type';

describe('pageTypeFromPath (docs/product.md#page-types)', () => {
  it.each([
    // The first segment of a live path.
    ['/', 'HOMEPAGE'],
    ['/about', 'ABOUT'],
    ['/pages/summer-glow', 'PAGES'],
    ['/pages/summer-glow/makeup/lips/lipstick', 'PAGES'],
    ['/brands/fenty-beauty/makeup', 'BRANDS'],
    // The segment after preview.
    ['/preview/homepage', 'HOMEPAGE'],
    ['/preview/homepage/home', 'HOMEPAGE'],
    ['/preview/pages/summer-glow', 'PAGES'],
    ['/preview/brands/fenty-beauty', 'BRANDS'],
    ['/preview', null],
    ['/preview/overlay/abc', null],
    ['/preview/layout', null],
    // The fourth segment in sandbox.
    ['/sandbox/contentful/x/pages/summer-glow', 'PAGES'],
    ['/sandbox/contentful/x/brands', 'BRANDS'],
    ['/sandbox/contentful/pages', null],
    ['/sandbox/contentful/x/', null],
    // Null for paths that are not content pages.
    ['/cart', null],
    ['/products/x', null],
    ['/constructor', null],
    ['/__proto__', null],
    // Case, repeated slashes and a trailing slash are ignored.
    ['/Pages//summer-glow/', 'PAGES'],
    ['', 'HOMEPAGE'],
  ])('%j is %s', (path, pageType) => {
    expect(pageTypeFromPath(path)).toBe(pageType);
  });
});
