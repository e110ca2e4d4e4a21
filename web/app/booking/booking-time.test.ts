import { describe, expect, it } from 'vitest';
import { addDays, dayInZone, formatBookingTime, formatSlotTime, zoneName } from './booking-time';

// 02:00 UTC on 3 March 2026: 10:00 in Perth and Singapore, 13:00 in Sydney (daylight saving).
const instant = '2026-03-03T02:00:00.000Z';

describe('booking times in the store zone', () => {
  it('shows a slot at the store’s wall time, not the browser’s', () => {
    expect(formatSlotTime(instant, 'en-AU', 'Australia/Perth')).toMatch(/^10:00\s?am$/i);
    expect(formatSlotTime(instant, 'en-AU', 'Australia/Sydney')).toMatch(/^1:00\s?pm$/i);
    expect(formatSlotTime(instant, 'th-TH', 'Asia/Bangkok')).toBe('9:00');
  });

  it('names the zone beside the times', () => {
    expect(zoneName(instant, 'en-AU', 'Australia/Perth')).toBe('AWST');
    expect(zoneName(instant, 'en-AU', 'Australia/Sydney')).toBe('AEDT');
    expect(zoneName('2026-07-01T02:00:00.000Z', 'en-AU', 'Australia/Sydney')).toBe('AEST');
  });

  it('reads the calendar day in the store’s zone', () => {
    // 23:30 UTC on 2 March is already 3 March in Sydney and still 2 March in London.
    expect(dayInZone('2026-03-02T23:30:00Z', 'Australia/Sydney')).toBe('2026-03-03');
    expect(dayInZone('2026-03-02T23:30:00Z', 'Asia/Singapore')).toBe('2026-03-03');
    expect(dayInZone('2026-03-02T15:30:00Z', 'Australia/Perth')).toBe('2026-03-02');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('writes the whole booking time in the page language', () => {
    expect(formatBookingTime(instant, 'en-SG', 'Asia/Singapore')).toContain('3 March 2026');
    expect(formatBookingTime(instant, 'zh-HK', 'Asia/Hong_Kong')).toContain('2026年3月3日');
  });
});
