import { describe, expect, it } from 'vitest';
import { assistantPage } from './assistant-page';

describe('assistantPage', () => {
  it('names the product of a product page, and only the path elsewhere', () => {
    expect(assistantPage('/products/glow-serum-p123')).toEqual({ productSlug: 'glow-serum-p123', path: '/products/glow-serum-p123' });
    expect(assistantPage('/pages/categories/skincare')).toEqual({ path: '/pages/categories/skincare' });
  });
});
