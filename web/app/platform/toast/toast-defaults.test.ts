import { describe, expect, it } from 'vitest';
import { makeToast, TOAST_DURATION_MS, TOAST_SPEED_MS, TOAST_WIDTH_PX } from './toast-defaults';

describe('toast defaults (spec §9)', () => {
  it('are 3000 ms on screen, 300 ms animation, 300 px wide, type default', () => {
    expect([TOAST_DURATION_MS, TOAST_SPEED_MS, TOAST_WIDTH_PX]).toEqual([3000, 300, 300]);
    const toast = makeToast({ text: 'Booking Confirmed' });
    expect(toast).toMatchObject({ text: 'Booking Confirmed', type: 'default', duration: 3000 });
  });

  it('gives every toast its own id (no limit on how many show)', () => {
    const ids = new Set(Array.from({ length: 50 }, () => makeToast({ text: 'x', type: 'success' }).id));
    expect(ids.size).toBe(50);
  });
});
