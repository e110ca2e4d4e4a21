// A guest's wish list, kept in this browser (localStorage) until they sign in; then
// GuestWishListMerge.tsx moves it into the member's list on the server and empties it.
// The reactive variable lets the cache's Product.inWishList read (guestWishListTypePolicies, below)
// show a guest's hearts from the same normalized cache a member's come from. It is only
// ever written in the browser (after hydration): on the server it stays empty, so no
// shopper's hearts can reach another's page.
import { makeVar, type TypePolicies } from '@apollo/client';
import { browserStore, type DeviceStore } from '../platform/device-storage';

export interface GuestWishListEntry {
  productId: string;
  variantId: string | null;
}

const KEY = 'lumi.wishlist';
const MAX_ITEMS = 200;

export const guestWishList = makeVar<readonly GuestWishListEntry[]>([]);

export function readGuestWishList(store: DeviceStore | undefined = browserStore()): GuestWishListEntry[] {
  try {
    const value: unknown = JSON.parse(store?.getItem(KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter((e): e is GuestWishListEntry => typeof e?.productId === 'string' && e.productId.length > 0 && e.productId.length <= 64)
      .map((e) => ({ productId: e.productId, variantId: typeof e.variantId === 'string' ? e.variantId : null }));
  } catch {
    return [];
  }
}

function write(entries: readonly GuestWishListEntry[], store: DeviceStore | undefined): void {
  try {
    store?.setItem(KEY, JSON.stringify(entries));
  } catch {
    // full or disabled: the hearts hold for this page only
  }
  guestWishList(entries);
}

/** Adds (newest first) or removes a product; returns whether it is now on the list. */
export function toggleGuestWishList(entry: GuestWishListEntry, on: boolean, store: DeviceStore | undefined = browserStore()): void {
  const rest = readGuestWishList(store).filter((e) => e.productId !== entry.productId);
  write(on ? [entry, ...rest].slice(0, MAX_ITEMS) : rest, store);
}

export function clearGuestWishList(store: DeviceStore | undefined = browserStore()): void {
  write([], store);
}

/** After hydration: what this browser remembers becomes visible. */
export function loadGuestWishList(store: DeviceStore | undefined = browserStore()): void {
  guestWishList(readGuestWishList(store));
}

/**
 * The member's hearts come from the server; a guest's from this browser. Either way every
 * card, the product page and the bag read the one cached Product, so a heart changes
 * everywhere at once (the cache: platform/apollo-cache.ts, given this by apollo-type-policies.ts).
 */
export const guestWishListTypePolicies: TypePolicies = {
  Product: {
    fields: {
      inWishList: {
        read(existing: boolean | undefined, { readField }) {
          const id = readField<string>('id');
          return Boolean(existing) || guestWishList().some((entry) => entry.productId === id);
        },
      },
    },
  },
};
