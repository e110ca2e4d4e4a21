import { describe, expect, it } from 'vitest';
import { productSlug, SLUG_PATH_PATTERN, slugify } from './slug.ts';

describe('slugify', () => {
  it.each(
    Object.entries({
      'Estée Lauder': 'estee-lauder',
      "Kiehl's Since 1851": 'kiehls-since-1851',
      'Dolce&Gabbana': 'dolce-gabbana',
      'ONE/SIZE by Patrick Starrr': 'one-size-by-patrick-starrr',
      'Bath & Body': 'bath-body',
      '  HERMÈS  ': 'hermes',
      'Shampoo & Conditioner': 'shampoo-conditioner',
      彩妝: '',
    }),
  )('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('productSlug', () => {
  it('ends with the product id so two products of the same name stay apart', () => {
    expect(productSlug('Blush', 'P2855')).toBe('blush-p2855');
    expect(productSlug('Hydrating Recovery Shampoo for Dry, Damaged & Colored Hair', 'P448733')).toBe(
      'hydrating-recovery-shampoo-for-dry-damaged-colored-hair-p448733',
    );
  });

  it('cuts a very long name at a word, never mid-word', () => {
    const slug = productSlug('Supercalifragilistic '.repeat(10), 'P1');
    expect(slug.length).toBeLessThanOrEqual(84);
    expect(slug).toMatch(/^(supercalifragilistic-)+p1$/);
  });

  it('falls back to the id alone for a name with no Latin letters', () => {
    expect(productSlug('香水', 'P9')).toBe('p9');
  });
});

describe('SLUG_PATH_PATTERN', () => {
  it('accepts category paths and refuses anything else', () => {
    expect(SLUG_PATH_PATTERN.test('makeup/face/face-primer')).toBe(true);
    for (const bad of ['makeup//face', '/makeup', "makeup' or 1=1", 'make up', 'makeup/%', '']) expect(SLUG_PATH_PATTERN.test(bad)).toBe(false);
  });
});
