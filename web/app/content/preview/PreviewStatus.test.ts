import { describe, expect, it } from 'vitest';
import { formatUpdatedAt } from './PreviewStatus';

describe('formatUpdatedAt', () => {
  it('formats in the locale and the country time zone', () => {
    // 2026-11-21 02:30 UTC is 09:30 in Bangkok and 10:30 in Singapore.
    expect(formatUpdatedAt('2026-11-21T02:30:00Z', 'en-SG', 'SG')).toMatch(/10:30/);
    expect(formatUpdatedAt('2026-11-21T02:30:00Z', 'th-TH', 'TH')).toMatch(/09:30/);
    expect(formatUpdatedAt('2026-11-21T02:30:00Z', 'th-TH', 'TH')).toMatch(/พ\.ย\./);
  });

  it('shows an unreadable date as it came', () => {
    expect(formatUpdatedAt('not a date', 'en-SG', 'SG')).toBe('not a date');
  });
});
