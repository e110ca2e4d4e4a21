import { describe, expect, it } from 'vitest';
import { previewTarget } from './preview-page';

const url = (path: string) => new URL(path, 'http://shop.test');

describe('previewTarget', () => {
  it('takes the page type from the segment after preview and the slug from slugUrl', () => {
    expect(previewTarget(url('/preview/homepage'), undefined)).toEqual({ pageType: 'HOMEPAGE', slug: undefined, segments: undefined });
    expect(previewTarget(url('/preview/pages/Holiday-Gift-Guide/makeup?segments=members,guests'), 'Holiday-Gift-Guide')).toEqual({
      pageType: 'PAGES',
      slug: 'holiday-gift-guide',
      segments: ['members', 'guests'],
    });
    expect(previewTarget(url('/preview/brands/dior?segments='), 'dior')).toEqual({ pageType: 'BRANDS', slug: 'dior', segments: [] });
  });

  it('names no page for a slug that cannot be one, or a path that is not a page', () => {
    expect(previewTarget(url('/preview/pages/%3Cscript%3E'), '<script>')).toBeNull();
    expect(previewTarget(url('/preview/pages/a'), '-a')).toBeNull();
    expect(previewTarget(url('/preview/layout'), undefined)).toBeNull();
  });
});
