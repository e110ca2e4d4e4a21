import { describe, expect, it } from 'vitest';
import { clearGuestWishList, guestWishList, readGuestWishList, toggleGuestWishList } from './guest-wish-list';
import { memoryStore } from '../platform/memory-device-store.test-support';

describe('guest wish list', () => {
  it('adds newest first without duplicates, removes, clears, and mirrors the reactive variable', () => {
    const store = memoryStore();
    toggleGuestWishList({ productId: 'P1', variantId: null }, true, store);
    toggleGuestWishList({ productId: 'P2', variantId: 'P2-1' }, true, store);
    toggleGuestWishList({ productId: 'P1', variantId: null }, true, store);
    expect(readGuestWishList(store).map((e) => e.productId)).toEqual(['P1', 'P2']);
    expect(guestWishList().map((e) => e.productId)).toEqual(['P1', 'P2']);
    toggleGuestWishList({ productId: 'P1', variantId: null }, false, store);
    expect(readGuestWishList(store)).toEqual([{ productId: 'P2', variantId: 'P2-1' }]);
    clearGuestWishList(store);
    expect(readGuestWishList(store)).toEqual([]);
    expect(guestWishList()).toEqual([]);
  });

  it('reads anything malformed as nothing', () => {
    const store = memoryStore();
    store.setItem('lumi.wishlist', '{"not":"a list"}');
    expect(readGuestWishList(store)).toEqual([]);
    store.setItem('lumi.wishlist', '[{"productId":5},{"productId":"P3"}]');
    expect(readGuestWishList(store)).toEqual([{ productId: 'P3', variantId: null }]);
  });
});
