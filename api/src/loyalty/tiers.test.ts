// The pure rules: tier moves, earn rates, working days per country.
import { describe, expect, it } from 'vitest';
import { pointsEarned } from './earn.ts';
import { pointsValidFrom } from './purchase-points.ts';
import { TIER_THRESHOLDS, tierAfterSpend, tierAtYearEnd, convertSpend } from './tiers.ts';

const SG = TIER_THRESHOLDS.SG;

describe('tiers', () => {
  // Mid-year a tier only goes up, by the spend of the year (pink becomes white at the first
  // purchase); at the year end it is kept or drops one step.
  const moves = { 'mid-year': tierAfterSpend, 'at the year end': tierAtYearEnd };
  it.each([
    ['mid-year', 'pink', 1000, 'white'],
    ['mid-year', 'pink', 30_000, 'black'],
    ['mid-year', 'white', 29_999, 'white'],
    ['mid-year', 'white', 150_000, 'gold'],
    ['mid-year', 'gold', 0, 'gold'],
    ['at the year end', 'gold', 150_000, 'gold'],
    ['at the year end', 'gold', 149_999, 'black'],
    ['at the year end', 'gold', 0, 'black'],
    ['at the year end', 'black', 30_000, 'black'],
    ['at the year end', 'black', 29_999, 'white'],
    ['at the year end', 'white', 0, 'white'],
  ] as const)('moves %s: %s with %i spent → %s', (when, tier, spend, after) => {
    expect(moves[when](tier, spend, SG)).toBe(after);
  });
  it('has thresholds in every currency at the points rate (S$300 / S$1,500 as the anchor)', () => {
    expect(TIER_THRESHOLDS.TH.black.reach).toBe(900_000); // ฿9,000
    expect(TIER_THRESHOLDS.ID.gold.reach).toBe(2_250_000_000); // Rp22,500,000
    expect(convertSpend(30_000, 'SG', 'TH')).toBe(900_000);
  });
});

describe('points earned', () => {
  it('is one point per spendPerPoint, times the tier, doubled in the birthday month, plus a bonus', () => {
    expect(pointsEarned({ country: 'SG', tier: 'pink', subtotalMinor: 12_345, birthdayMonth: false })).toBe(123);
    expect(pointsEarned({ country: 'SG', tier: 'black', subtotalMinor: 10_000, birthdayMonth: false })).toBe(125);
    expect(pointsEarned({ country: 'SG', tier: 'gold', subtotalMinor: 10_000, birthdayMonth: true })).toBe(300);
    expect(pointsEarned({ country: 'TH', tier: 'white', subtotalMinor: 300_000, birthdayMonth: false })).toBe(100); // ฿3,000 at ฿30 a point
    expect(pointsEarned({ country: 'SG', tier: 'white', subtotalMinor: 10_000, birthdayMonth: false, bonus: { percent: 300, points: 50 } })).toBe(350);
    expect(pointsEarned({ country: 'SG', tier: 'gold', subtotalMinor: 0, birthdayMonth: true })).toBe(0);
  });
});

describe('purchase points become valid 3 working days of the country after delivery', () => {
  const at = (iso: string) => new Date(iso);
  it('skips Good Friday in SG, Easter Monday too in AU, Chakri Day in TH', () => {
    // Thursday 2 April 2026, 10:00 local
    expect(pointsValidFrom('SG', at('2026-04-02T02:00:00Z')).toISOString()).toBe('2026-04-08T02:00:00.000Z');
    expect(pointsValidFrom('TH', at('2026-04-02T03:00:00Z')).toISOString()).toBe('2026-04-08T03:00:00.000Z');
    expect(pointsValidFrom('AU', at('2026-04-01T23:00:00Z')).toISOString()).toBe('2026-04-08T23:00:00.000Z'); // Thu 9 Apr, 09:00 Sydney
  });
  it('skips Songkran in TH, not in SG or AU', () => {
    // Friday 10 April 2026
    expect(pointsValidFrom('SG', at('2026-04-10T02:00:00Z')).toISOString()).toBe('2026-04-15T02:00:00.000Z');
    expect(pointsValidFrom('TH', at('2026-04-10T03:00:00Z')).toISOString()).toBe('2026-04-20T03:00:00.000Z');
    expect(pointsValidFrom('AU', at('2026-04-09T23:00:00Z')).toISOString()).toBe('2026-04-14T23:00:00.000Z');
  });
});
