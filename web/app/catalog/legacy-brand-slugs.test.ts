import { describe, expect, it } from 'vitest';
import { brandHref, canonicalBrandPath, LEGACY_BRAND_SLUGS } from './legacy-brand-slugs';

describe('legacy brand slugs', () => {
  it('sends every slug of spec §2 to its canonical slug', () => {
    expect(canonicalBrandPath('one-slash-size-beauty', [])).toBe('/brands/one-size');
    expect(canonicalBrandPath('giorgio-armani', [])).toBe('/brands/armani-beauty');
    expect(canonicalBrandPath('armani', [])).toBe('/brands/armani-beauty');
    expect(canonicalBrandPath('milk', [])).toBe('/brands/milk-makeup');
    expect(canonicalBrandPath('thierry-mugler', [])).toBe('/brands/mugler');
    expect(canonicalBrandPath('gucci', [])).toBe('/brands/gucci-beauty');
    expect(canonicalBrandPath('burberry', [])).toBe('/brands/burberry-beauty');
    expect(canonicalBrandPath('star-skin', [])).toBe('/brands/starskin');
    expect(canonicalBrandPath('thisworks', [])).toBe('/brands/this-works');
  });

  it('keeps the category segments, and leaves canonical slugs alone', () => {
    expect(canonicalBrandPath('MILK', ['makeup', 'lip'])).toBe('/brands/milk-makeup/makeup/lip');
    expect(canonicalBrandPath('milk-makeup', [])).toBeNull();
    expect(brandHref('nars')).toBe('/brands/nars');
  });

  it('never redirects in a loop or to another legacy slug', () => {
    for (const target of Object.values(LEGACY_BRAND_SLUGS)) expect(LEGACY_BRAND_SLUGS[target], target).toBeUndefined();
    expect(Object.keys(LEGACY_BRAND_SLUGS).length).toBeGreaterThanOrEqual(9 + 12);
  });
});
