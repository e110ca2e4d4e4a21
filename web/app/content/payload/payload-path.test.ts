import { describe, expect, it } from 'vitest';
import { pagePathOf, payloadEntry, payloadPath, payloadUrl } from './payload-path';

describe('payload paths', () => {
  it('one path per entry, and back', () => {
    const entries = [
      [{ pageType: 'HOMEPAGE' }, '/'],
      [{ pageType: 'ABOUT' }, '/about'],
      // /pages with every segment left out is the index entry (decision 0148).
      [{ pageType: 'PAGES' }, '/pages'],
      [{ pageType: 'PAGES', slug: 'help' }, '/pages/help'],
      [{ pageType: 'PAGES', slug: 'beauty-pass' }, '/pages/beauty-pass'],
      [{ pageType: 'PAGES', slug: 'privacy' }, '/privacy'],
      [{ pageType: 'PAGES', slug: 'terms' }, '/terms'],
    ] as const;
    for (const [entry, path] of entries) {
      expect(payloadPath(entry)).toBe(path);
      expect(payloadEntry(path)).toEqual(entry);
    }
  });

  it('none for brands, preview, odd slugs or a second spelling of an entry', () => {
    for (const variables of [
      { pageType: 'BRANDS', slug: 'lumi' },
      { pageType: 'PAGES', slug: 'Help' },
      { pageType: 'PAGES', slug: 'index' },
      { pageType: 'ABOUT', slug: 'about' },
    ]) {
      expect(payloadPath(variables), JSON.stringify(variables)).toBeUndefined();
    }
    for (const path of [
      '/pages/privacy',
      '/pages/index',
      '/pages/Help',
      '/pages/a/b',
      '/pages/',
      '/pages/..',
      '/cart',
      '/brands/lumi',
      '/preview/pages/x',
      '',
    ]) {
      expect(payloadEntry(path), path).toBeUndefined();
    }
  });

  it('the URL carries the build and the locale; the server reads the page path back', () => {
    const build = '0b6f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(payloadUrl('/about', build, { country: 'SG', language: 'en' })).toBe(`/about/_payload.json?build=${build}&locale=sg-en`);
    expect(payloadUrl('/', build, { country: 'TH', language: 'th' })).toBe(`/_payload.json?build=${build}&locale=th-th`);
    expect(pagePathOf('/about/_payload.json')).toBe('/about');
    expect(pagePathOf('/_payload.json')).toBe('/');
    expect(pagePathOf('/about/payload.json')).toBeUndefined();
  });
});
