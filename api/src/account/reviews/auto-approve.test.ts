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
});
