import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber, formatRating } from './number-format';

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

describe('formatNumber', () => {
  it('shows decimals up to the maximum, none when they are zero', () => {
    expect(formatNumber(4.25, 'en-SG', 1)).toBe('4.3');
    expect(formatNumber(4, 'en-SG', 1)).toBe('4');
    expect(formatNumber(1234.5, 'id-ID', 1)).toBe('1.234,5');
  });
});
