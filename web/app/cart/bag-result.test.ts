import { describe, expect, it } from 'vitest';
import { createI18n } from '../locale/i18n';
import { MESSAGES } from '../locale/messages.server';
import { bagResult } from './bag-result';

const thai = createI18n({ country: 'TH', language: 'th', currency: 'THB' }, MESSAGES.th).t;
const english = createI18n({ country: 'SG', language: 'en', currency: 'SGD' }, MESSAGES.en).t;

describe('bagResult', () => {
  it('is done when there is no user error', () => {
    expect(bagResult(english, [])).toEqual({ ok: true });
    expect(bagResult(english, undefined)).toEqual({ ok: true });
  });

  it('tells the shopper what went wrong in their language, by code', () => {
    expect(bagResult(english, [{ code: 'INSUFFICIENT_STOCK' }])).toEqual({
      ok: false,
      message: 'Sorry, we don’t have enough stock for that quantity.',
    });
    expect(bagResult(thai, [{ code: 'INSUFFICIENT_STOCK' }])).toEqual({
      ok: false,
      message: 'ขออภัย สินค้ามีไม่พอสำหรับจำนวนนี้',
    });
  });

  it('falls back to a general message for a code it does not know', () => {
    expect(bagResult(english, [{ code: 'SOMETHING_NEW' }])).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again.',
    });
  });
});
