// The `items` parameter of /picks (decision 0119): the variant ids a store's kiosk put in
// the QR code it showed, comma-separated. The QR text is the only source, so anything can
// arrive here: ids that cannot be variant ids are dropped before the gateway sees them,
// repeats count once, and at most MAX_PICKS are asked for (Query.variants takes 20).
import { z } from 'zod';

export const MAX_PICKS = 20;

/** Variant ids look like "P448733-2"; anything outside this shape cannot name one. */
const variantIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/);

export interface ParsedPicks {
  /** The ids to ask the gateway for, in the kiosk's order. */
  ids: string[];
  /** Entries that were not variant ids (shown as "not found", with the unknown ones). */
  invalid: number;
  /** Well-formed ids past the first MAX_PICKS, left out. */
  leftOut: number;
}

/** Reads every `items` parameter (`items=a,b` or `items=a&items=b`). */
export function parsePicks(search: URLSearchParams): ParsedPicks {
  const entries = search
    .getAll('items')
    .flatMap((value) => value.split(','))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const distinct: string[] = [];
  let invalid = 0;
  for (const entry of entries) {
    if (!variantIdSchema.safeParse(entry).success) invalid += 1;
    else if (!distinct.includes(entry)) distinct.push(entry);
  }
  return { ids: distinct.slice(0, MAX_PICKS), invalid, leftOut: Math.max(0, distinct.length - MAX_PICKS) };
}

/** The path a kiosk's QR code opens (the site's country and language ride as query parameters). */
export function picksHref(ids: readonly string[]): string {
  return `/picks?items=${ids.map(encodeURIComponent).join(',')}`;
}
