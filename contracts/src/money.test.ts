import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

// Intl separates some currency signs from the number with a no-break space.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it('formats Singapore dollars for en-SG without fraction digits on whole amounts', () => {
    expect(formatMoney({ amount: 5200, currency: 'SGD' }, 'en-SG')).toBe('$52');
    expect(formatMoney({ amount: 123456, currency: 'SGD' }, 'en-SG')).toBe('$1,234.56');
  });

  it('formats baht for Thai and for English in Thailand with the baht sign', () => {
    expect(formatMoney({ amount: 129000, currency: 'THB' }, 'th-TH')).toBe('฿1,290');
    expect(formatMoney({ amount: 129000, currency: 'THB' }, 'en-TH')).toBe('฿1,290');
  });

  it('formats rupiah with Indonesian grouping and no fraction digits', () => {
    expect(plain(formatMoney({ amount: 85_000_000, currency: 'IDR' }, 'id-ID'))).toBe('Rp 850.000');
    expect(plain(formatMoney({ amount: 85_000_000, currency: 'IDR' }, 'en-ID'))).toBe('Rp 850.000');
  });

  it('keeps Hong Kong dollars distinct in English and Chinese', () => {
    expect(formatMoney({ amount: 39000, currency: 'HKD' }, 'en-HK')).toBe('HK$390');
    expect(formatMoney({ amount: 39000, currency: 'HKD' }, 'zh-HK')).toBe('HK$390');
  });

  it('formats ringgit, pesos and the antipodean dollars', () => {
    expect(plain(formatMoney({ amount: 18900, currency: 'MYR' }, 'en-MY'))).toBe('RM 189');
    expect(formatMoney({ amount: 250000, currency: 'PHP' }, 'en-PH')).toBe('₱2,500');
    expect(formatMoney({ amount: 6450, currency: 'AUD' }, 'en-AU')).toBe('$64.50');
    expect(formatMoney({ amount: 7000, currency: 'NZD' }, 'en-NZ')).toBe('$70');
  });
});
