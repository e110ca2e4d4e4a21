import { describe, expect, it } from 'vitest';
import { createI18n } from '../locale/i18n';
import { MESSAGES } from '../locale/messages.server';
import { localeTag, type SiteLocale } from '../locale/site-locale';
import { discountChoiceMessage, promoChoiceMessage, type DiscountChoice, type PromoChoice } from './promo-hint';

const AU: SiteLocale = { country: 'AU', language: 'en', currency: 'AUD' };
const HK: SiteLocale = { country: 'HK', language: 'zh', currency: 'HKD' };
const english = createI18n(AU, MESSAGES.en).t;
const chinese = createI18n(HK, MESSAGES.zh).t;

const choice = (kept: [string, number], dropped: [string, number], currency = 'AUD'): PromoChoice => ({
  kept: kept[0],
  keptDiscount: { amount: kept[1], currency },
  dropped: dropped[0],
  droppedDiscount: { amount: dropped[1], currency },
});

describe('promoChoiceMessage (one promo per order)', () => {
  it('says which code replaced which, and that it saves more, in the page’s money', () => {
    expect(promoChoiceMessage(english, choice(['WELCOME10', 1250], ['SAVE10', 100]), localeTag(AU), true)).toEqual({
      text: 'WELCOME10 replaces SAVE10: one promo per order, and WELCOME10 saves more ($12.50 instead of $1).',
    });
    expect(promoChoiceMessage(english, choice(['SAVE10', 100], ['BIGSPEND', 0]), localeTag(AU), true).text).toBe(
      'SAVE10 replaces BIGSPEND, which no longer applied to your bag: one promo per order.',
    );
  });

  it('says which code stays and why, and how to use the other anyway', () => {
    expect(promoChoiceMessage(english, choice(['WELCOME10', 1250], ['SAVE10', 100]), localeTag(AU), false)).toEqual({
      text: 'WELCOME10 stays on your bag: one promo per order, and it saves $12.50 while SAVE10 would save $1.',
      hint: 'To use SAVE10 instead, remove WELCOME10 first.',
    });
    expect(promoChoiceMessage(english, choice(['SAVE10', 100], ['WELCOME10', 100]), localeTag(AU), false).text).toBe(
      'SAVE10 stays on your bag: one promo per order, and WELCOME10 would save the same ($1).',
    );
  });

  it('speaks the page’s language with its currency format (HK, Traditional Chinese)', () => {
    const { text, hint } = promoChoiceMessage(chinese, choice(['WELCOME10', 4550], ['SAVE10', 1000], 'HKD'), localeTag(HK), false);
    expect(text).toBe('WELCOME10 會保留在您的購物袋中：每張訂單只可使用一個優惠，此優惠碼可節省 HK$45.50，而 SAVE10 只可節省 HK$10。');
    expect(hint).toBe('如要改用 SAVE10，請先移除 WELCOME10。');
  });
});

describe('discountChoiceMessage (a code against a Beauty Pass voucher, decision 0147)', () => {
  const TH: SiteLocale = { country: 'TH', language: 'th', currency: 'THB' };
  const thai = createI18n(TH, MESSAGES.th).t;
  const between = (applied: DiscountChoice['applied'], code: number, voucher: number, currency = 'AUD'): DiscountChoice => ({
    applied,
    code: 'SAVE10',
    codeDiscount: { amount: code, currency },
    voucher: 'WELCOME_VOUCHER',
    voucherDiscount: { amount: voucher, currency },
  });

  it('says which applies, why, and that the other waits, in the page’s language and money', () => {
    expect(discountChoiceMessage(english, between('VOUCHER', 100, 1000), localeTag(AU))).toBe(
      'Your $10 welcome voucher gives a lower total than SAVE10 ($1 off): we applied the voucher and kept SAVE10 on your bag for a later order.',
    );
    expect(discountChoiceMessage(english, between('PROMO_CODE', 1500, 1000), localeTag(AU))).toBe(
      'SAVE10 ($15 off) gives a lower total than your welcome voucher ($10): we applied the code and kept the voucher for a later order.',
    );
    expect(discountChoiceMessage(english, between('PROMO_CODE', 1000, 1000), localeTag(AU))).toContain('both take $10 off');
    expect(discountChoiceMessage(thai, between('VOUCHER', 10_000, 30_000, 'THB'), localeTag(TH))).toContain('บัตรกำนัลต้อนรับ');
    expect(discountChoiceMessage(chinese, between('VOUCHER', 1_000, 6_000, 'HKD'), localeTag(HK))).toContain('迎新優惠券');
  });
});
