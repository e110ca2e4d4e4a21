import { describe, expect, it } from 'vitest';
import { reviewHold } from './auto-approve.ts';

describe('review auto-approval', () => {
  it('publishes an ordinary review, in any script', () => {
    expect(reviewHold({ title: 'Lovely shade', body: 'Stays on all day, even in Singapore humidity.' }, false)).toBeUndefined();
    expect(reviewHold({ title: '很好用', body: '顏色很自然，推薦給您。' }, false)).toBeUndefined();
  });
  it('holds links, e-mail addresses, shouting, and members with a rejected review', () => {
    expect(reviewHold({ title: 'Great', body: 'Buy cheaper at https://spam.example' }, false)).toBe('link');
    expect(reviewHold({ title: 'Great', body: 'see www.cheap-stuff.example' }, false)).toBe('link');
    expect(reviewHold({ title: 'Great', body: 'write me: me@spam.example' }, false)).toBe('link');
    expect(reviewHold({ title: 'WORST PRODUCT EVER', body: 'DO NOT BUY THIS AT ALL' }, false)).toBe('shouting');
    expect(reviewHold({ title: 'Fine', body: 'It is fine.' }, true)).toBe('history');
  });
  it('holds a bare domain with any TLD-like suffix and a full-width address, and lets ordinary punctuation and numbers through', () => {
    expect(reviewHold({ title: 'Great', body: 'half price at cheapbeauty.shop' }, false)).toBe('link');
    expect(reviewHold({ title: 'Great', body: 'order from glow-deals.beauty today' }, false)).toBe('link');
    expect(reviewHold({ title: 'Great', body: '便宜的在 ｗｗｗ．ｅｖｉｌ．ｃｏｍ' }, false)).toBe('link');
    expect(reviewHold({ title: 'Great', body: 'ｅｖｉｌ．ｓｈｏｐ has it cheaper' }, false)).toBe('link');
    expect(reviewHold({ title: 'Great', body: '去 evil。shop 買' }, false)).toBe('link');
    expect(reviewHold({ title: 'Great', body: 'write ｍｅ＠ｓｐａｍ．ｅｘａｍｐｌｅ' }, false)).toBe('link');
    expect(reviewHold({ title: 'Rated 4.5', body: 'I use it daily, e.g. after cleansing. Lasts 8.5 hours. Worth it.' }, false)).toBeUndefined();
  });
});
