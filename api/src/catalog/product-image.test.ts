import { describe, expect, it } from 'vitest';
import { productImageSvg } from './product-image.ts';

const product = { id: 'P1', name: 'Lip <Gloss> & "Shine"', brandName: "L'Oréal Paris", categoryPath: 'makeup/lip/lip-gloss', swatchColor: '#b3202c' };

describe('productImageSvg', () => {
  it('escapes catalogue text so it can never break out of the SVG', () => {
    const svg = productImageSvg(product);
    expect(svg).not.toContain('<Gloss>');
    expect(svg).toContain('Lip &lt;Gloss&gt; &amp; &quot;Shine&quot;');
    expect(svg).toContain('L&apos;ORÉAL PARIS');
  });

  it("uses the product's shade colour and the brand's initial", () => {
    const svg = productImageSvg(product);
    expect(svg).toContain('fill="#b3202c"');
    expect(svg).toMatch(/>L<\/text>/);
  });

  it('draws a shape that suits the category', () => {
    const perfume = productImageSvg({ ...product, categoryPath: 'fragrance/women/perfume', swatchColor: null });
    const compact = productImageSvg({ ...product, categoryPath: 'makeup/cheek/blush', swatchColor: null });
    expect(perfume).not.toEqual(compact);
    expect(compact).toContain('<circle');
  });

  it('is the same picture every time for the same product', () => {
    const p = { ...product, swatchColor: null };
    expect(productImageSvg(p)).toBe(productImageSvg(p));
  });
});
