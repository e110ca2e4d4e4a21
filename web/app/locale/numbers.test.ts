import { describe, expect, it } from 'vitest';
import { formatCount, formatRating } from './numbers';

describe('formatCount', () => {
  it('groups thousands the way the locale does', () => {
    expect(formatCount(12345, 'en-SG')).toBe('12,345');
    expect(formatCount(12345, 'id-ID')).toBe('12.345');
    expect(formatCount(12345, 'th-TH')).toBe('12,345');
  });
});

describe('formatRating', () => {
  it('shows one decimal with the locale’s separator', () => {
    expect(formatRating(4.183, 'en-SG')).toBe('4.2');
    expect(formatRating(4, 'zh-HK')).toBe('4.0');
    expect(formatRating(4.62, 'id-ID')).toBe('4,6');
  });
});
