import { describe, expect, it } from 'vitest';
import { brokenPasswordRules } from '@beauty/contracts/account';

describe('password rules AUTH_MS_PV_001..007 (docs/product.md#passwords)', () => {
  it('accepts a password meeting every rule', () => {
    expect(brokenPasswordRules('Lumi#2024', { email: 'a@example.com', confirmation: 'Lumi#2024' })).toEqual([]);
  });
  it.each([
    ['Ab1#', 'AUTH_MS_PV_001'],
    ['Abcdefg#', 'AUTH_MS_PV_002'],
    ['Abcdefg1', 'AUTH_MS_PV_003'],
    ['abcdefg1#', 'AUTH_MS_PV_004'],
    ['ABCDEFG1#', 'AUTH_MS_PV_004'],
  ])('%s breaks %s', (password, rule) => {
    expect(brokenPasswordRules(password, {})).toEqual([rule]);
  });
  it('refuses the email itself (005), case-insensitively', () => {
    expect(brokenPasswordRules('Ana.Lee1@example.com', { email: 'ana.lee1@EXAMPLE.com' })).toEqual(['AUTH_MS_PV_005']);
  });
  it('reports a confirmation that differs (007)', () => {
    expect(brokenPasswordRules('Lumi#2024', { confirmation: 'Lumi#2025' })).toEqual(['AUTH_MS_PV_007']);
  });
  it('counts characters, not UTF-16 units, and knows Thai digits are digits', () => {
    expect(brokenPasswordRules('Aa#๑๒๓๔๕', {})).toEqual([]);
    expect(brokenPasswordRules('Aa#😀😀😀12', {})).toEqual([]);
    expect(brokenPasswordRules('Aa#😀1', {})).toEqual(['AUTH_MS_PV_001']);
  });
});
