import { describe, expect, it } from 'vitest';
import { formatDayLabel, formatTimeOfDay } from './date-format';

describe('formatTimeOfDay', () => {
  it('is the time in the zone given, not the machine’s', () => {
    expect(formatTimeOfDay('2026-03-03T02:30:00Z', 'en-AU', 'Australia/Perth')).toBe('10:30 am');
    expect(formatTimeOfDay('2026-03-03T02:30:00Z', 'id-ID', 'Asia/Jakarta')).toBe('9.30');
  });
});

describe('formatDayLabel', () => {
  it('is the same calendar day in every zone, in the language’s words', () => {
    expect(formatDayLabel('2026-03-03', 'en-SG')).toBe('Tue, 3 Mar');
    expect(formatDayLabel('2026-03-03', 'id-ID')).toBe('Sel, 3 Mar');
  });
});
