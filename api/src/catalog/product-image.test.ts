import { describe, expect, it } from 'vitest';
import { productImageSvg } from './product-image.ts';
import { shapeFor } from './product-image-shapes.ts';

const product = {
  id: 'P1',
  name: 'Lip <Gloss> & "Shine"',
  brandName: "L'Oréal Paris",
  categoryPath: 'makeup/lip/lip-gloss',
  swatchColor: '#b3202c',
  variantName: 'Classic <Red>',
};

describe('productImageSvg', () => {
  it('escapes catalogue text so it can never break out of the SVG', () => {
    const svg = productImageSvg(product);
    expect(svg).not.toContain('<Gloss>');
    expect(svg).toContain('Lip &lt;Gloss&gt; &amp; &quot;Shine&quot;');
    expect(svg).toContain('L&apos;ORÉAL PARIS');
    expect(svg).toContain('Classic &lt;Red&gt;');
  });

  it("paints the variant's shade and shows the brand's initial and the shade's name", () => {
    const svg = productImageSvg(product);
    expect(svg).toContain('stop-color="#b3202c"');
    expect(svg).toMatch(/>L<\/text>/);
    expect(svg).toMatch(/>Classic &lt;Red&gt;<\/text>/);
  });

  it('gives each shade of one product its own colour', () => {
    const red = productImageSvg(product);
    const plum = productImageSvg({ ...product, swatchColor: '#6B2548', variantName: 'Plum' });
    expect(plum).toContain('stop-color="#6b2548"');
    expect(plum).not.toContain('#b3202c');
    expect(red).not.toContain('#6b2548');
  });

  it('ignores a swatch that is not a colour, painting the product in one of its own', () => {
    const svg = productImageSvg({ ...product, swatchColor: 'red"/><script>' });
    expect(svg).not.toContain('script');
  });

  it('draws three different views: the packshot, the texture close-up and the box', () => {
    const views = (['packshot', 'texture', 'box'] as const).map((view) => productImageSvg(product, view));
    expect(new Set(views).size).toBe(3);
    for (const svg of views) expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>$/);
  });

  it.each(
    Object.entries({
      'makeup/eye/mascara': 'mascara',
      'makeup/eye/eyeliner': 'pencil',
      'makeup/eye/eye-palettes': 'palette',
      'makeup/nail': 'nail',
      'makeup/lip/lipstick': 'lipstick',
      'makeup/lip/lip-gloss': 'gloss',
      'makeup/cheek/blush': 'compact',
      'skincare/cleansers/face-wash-cleansers': 'tube',
      'hair/shampoo-conditioner/shampoo': 'tube',
      'skincare/treatments/face-serums': 'dropper',
      'skincare/moisturizers/moisturizers': 'jar',
      'fragrance/women/perfume': 'perfume',
      'fragrance/candles-home-scents/candles': 'candle',
      'fragrance/value-gift-sets/perfume-gift-sets': 'gift',
      'makeup/face/foundation': 'pump',
    }),
  )('draws a shape that suits the category: %s → %s', (categoryPath, shape) => {
    expect(shapeFor(categoryPath)).toBe(shape);
  });

  it('draws the shapes differently', () => {
    const perfume = productImageSvg({ ...product, categoryPath: 'fragrance/women/perfume', swatchColor: null });
    const compact = productImageSvg({ ...product, categoryPath: 'makeup/cheek/blush', swatchColor: null });
    expect(perfume).not.toEqual(compact);
    expect(compact).toContain('<circle');
  });

  it('is the same picture every time for the same product and variant', () => {
    const p = { ...product, swatchColor: null };
    expect(productImageSvg(p, 'texture')).toBe(productImageSvg(p, 'texture'));
  });
});
