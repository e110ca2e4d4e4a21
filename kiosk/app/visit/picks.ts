// "My picks": the shades a shopper put aside at this screen, in the order they chose
// them, at most as many as the website's /picks page takes (web/app/picks/picks-items.ts).
export const MAX_PICKS = 20;

export interface Pick {
  productId: string;
  variantId: string;
  name: string;
  brand: string;
  shade?: string | undefined;
  imageUrl: string;
}

/** Adds a pick once (the same shade twice is one pick); undefined when the list is full. */
export function addPick(picks: readonly Pick[], pick: Pick): Pick[] | undefined {
  if (picks.some((p) => p.variantId === pick.variantId)) return [...picks];
  if (picks.length >= MAX_PICKS) return undefined;
  return [...picks, pick];
}

export function removePick(picks: readonly Pick[], variantId: string): Pick[] {
  return picks.filter((p) => p.variantId !== variantId);
}
