import { describe, expect, it } from 'vitest';
import { picksUrl, productUrl } from './phone-urls';

const site = { webPublicUrl: 'https://shop.example.sg', country: 'SG', language: 'en' } as const;

describe('the "Send to my phone" URLs', () => {
  it('opens the product page of the store country site in the language on screen', () => {
    expect(productUrl(site, 'glow-serum')).toBe('https://shop.example.sg/products/glow-serum?country_code=SG&language=en');
    expect(productUrl({ ...site, webPublicUrl: 'https://shop.example.th/', country: 'TH', language: 'th' }, 'a b')).toBe(
      'https://shop.example.th/products/a%20b?country_code=TH&language=th',
    );
  });

  it('lists the picks by variant id, comma-separated, for the website picks page', () => {
    expect(picksUrl(site, ['P1-1', 'P2-3'])).toBe('https://shop.example.sg/picks?items=P1-1,P2-3&country_code=SG&language=en');
  });
});
