import { describe, expect, it } from 'vitest';
import { brandHref, canonicalBrandPath, LEGACY_BRAND_SLUGS } from './legacy-brand-slugs';

describe('legacy brand slugs', () => {
  it('sends every slug of docs/product.md#legacy-brand-slugs to its canonical slug', () => {
    expect(canonicalBrandPath('one-slash-size-beauty', [])).toBe('/brands/one-size');
    expect(canonicalBrandPath('giorgio-armani', [])).toBe('/brands/armani-beauty');
    expect(canonicalBrandPath('armani', [])).toBe('/brands/armani-beauty');
    expect(canonicalBrandPath('milk', [])).toBe('/brands/milk-makeup');
    expect(canonicalBrandPath('gucci', [])).toBe('/brands/gucci-beauty');
    expect(canonicalBrandPath('burberry', [])).toBe('/brands/burberry-beauty');
  });

  it('does not redirect the old names of brands the shop does not carry', () => {
    for (const slug of ['thierry-mugler', 'star-skin', 'thisworks']) expect(canonicalBrandPath(slug, []), slug).toBeNull();
  });

  it('keeps the category segments, and leaves canonical slugs alone', () => {
    expect(canonicalBrandPath('MILK', ['makeup', 'lip'])).toBe('/brands/milk-makeup/makeup/lip');
    expect(canonicalBrandPath('milk-makeup', [])).toBeNull();
    expect(brandHref('nars')).toBe('/brands/nars');
  });

  it('never redirects in a loop or to another legacy slug', () => {
    for (const target of Object.values(LEGACY_BRAND_SLUGS)) expect(LEGACY_BRAND_SLUGS[target], target).toBeUndefined();
    expect(Object.keys(LEGACY_BRAND_SLUGS).length).toBeGreaterThanOrEqual(6 + 12);
  });
});
