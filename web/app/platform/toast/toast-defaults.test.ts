import { describe, expect, it } from 'vitest';
import en from '../../locale/messages/en.json';
import id from '../../locale/messages/id.json';
import th from '../../locale/messages/th.json';
import { makeToast, TOAST_DURATION_MS, TOAST_SPEED_MS, TOAST_WIDTH_PX } from './toast-defaults';

describe('toast defaults (docs/product.md#notification-defaults)', () => {
  it('are 3000 ms on screen, 300 ms animation, 300 px wide, type default', () => {
    expect([TOAST_DURATION_MS, TOAST_SPEED_MS, TOAST_WIDTH_PX]).toEqual([3000, 300, 300]);
    const toast = makeToast({ text: 'Booking Confirmed' });
    expect(toast).toMatchObject({ text: 'Booking Confirmed', type: 'default', duration: 3000 });
  });

  it('gives every toast its own id (no limit on how many show)', () => {
    const ids = new Set(Array.from({ length: 50 }, () => makeToast({ text: 'x', type: 'success' }).id));
    expect(ids.size).toBe(50);
  });

  // "sample added to bag" and "promo applied to cart" once started in lower case.
  it('starts every toast with a capital where the language has them', () => {
    for (const messages of [en, id]) {
      for (const text of [messages.bag.sampleAdded, messages.bag.promoApplied]) {
        expect(text[0], text).toBe(text[0]!.toUpperCase());
        expect(makeToast({ text: text.toLowerCase() }).text).toBe(text[0]!.toUpperCase() + text.slice(1).toLowerCase());
      }
    }
    // An api's message passed straight through reads as a sentence too.
    expect(makeToast({ text: 'ékstra sample added' }).text).toBe('Ékstra sample added');
    // Thai has no capitals: unchanged.
    expect(makeToast({ text: th.bag.sampleAdded }).text).toBe(th.bag.sampleAdded);
    expect(makeToast({ text: '' }).text).toBe('');
  });
});
