import { describe, expect, it } from 'vitest';
import { reviewHold } from './auto-approve.ts';

describe('review auto-approval', () => {
  it('publishes an ordinary review, in any script', () => {
    expect(reviewHold({ title: 'Lovely shade', body: 'Stays on all day, even in Singapore humidity.' }, false)).toBeUndefined();
    expect(reviewHold({ title: '很好用', body: '顏色很自然，推薦給您。' }, false)).toBeUndefined();
  });
  // Links and e-mail addresses (a bare domain with any TLD-like suffix, full-width ones too),
  // shouting, and members with a rejected review are held; ordinary punctuation and numbers are not.
  it.each([
    ['Great', 'Buy cheaper at https://spam.example', false, 'link'],
    ['Great', 'see www.cheap-stuff.example', false, 'link'],
    ['Great', 'write me: me@spam.example', false, 'link'],
    ['WORST PRODUCT EVER', 'DO NOT BUY THIS AT ALL', false, 'shouting'],
    ['Fine', 'It is fine.', true, 'history'],
    ['Great', 'half price at cheapbeauty.shop', false, 'link'],
    ['Great', 'order from glow-deals.beauty today', false, 'link'],
    ['Great', '便宜的在 ｗｗｗ．ｅｖｉｌ．ｃｏｍ', false, 'link'],
    ['Great', 'ｅｖｉｌ．ｓｈｏｐ has it cheaper', false, 'link'],
    ['Great', '去 evil。shop 買', false, 'link'],
    ['Great', 'write ｍｅ＠ｓｐａｍ．ｅｘａｍｐｌｅ', false, 'link'],
    ['Rated 4.5', 'I use it daily, e.g. after cleansing. Lasts 8.5 hours. Worth it.', false, undefined],
  ] as const)('"%s" / "%s" (a rejected review before: %s) is held for %s', (title, body, rejectedBefore, hold) => {
    expect(reviewHold({ title, body }, rejectedBefore)).toBe(hold);
  });
});
