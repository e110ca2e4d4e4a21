import { describe, expect, it } from 'vitest';
import { categoryPathOf, categorySegments } from './category-path';

describe('categoryPathOf', () => {
  it('joins the segments the URL has', () => {
    expect(categoryPathOf({ topCategory: 'makeup', category: 'lips' })).toBe('makeup/lips');
    expect(categorySegments({ topCategory: 'makeup', subCategory: undefined })).toEqual(['makeup']);
  });

  it('is null when the URL names no category, undefined when a segment cannot be a slug', () => {
    expect(categoryPathOf({})).toBeNull();
    expect(categoryPathOf({ topCategory: 'makeup', category: 'Lips' })).toBeUndefined();
    expect(categoryPathOf({ topCategory: '-x' })).toBeUndefined();
  });
});
