// Comma lists of ids in query strings (`ids=P1,P2`), as the gateway's dataloaders batch
// them. Anything that cannot be one of our ids is dropped here, so it simply is "not
// found" and never reaches SQL (a NUL byte would make Postgres itself refuse).

/**
 * Our ids and slugs: letters, digits, "-", "_" and ".", at most 128 characters (a product
 * slug is up to 80 characters of its name plus its id: catalog/slug.ts productSlug).
 */
export const PLAUSIBLE_ID = /^[A-Za-z0-9._-]{1,128}$/;
// The query schemas cap the list at 4,000 characters; this only bounds the work per call.
export const MAX_IDS = 1_000;

export function isPlausibleId(value: string): boolean {
  return PLAUSIBLE_ID.test(value);
}

/** Splits, trims, drops blanks and implausible ids, de-duplicates keeping first order. */
export function parseIdList(value: string | undefined): string[] {
  if (value === undefined) return [];
  const ids = new Set<string>();
  for (const part of value.split(',')) {
    const id = part.trim();
    if (isPlausibleId(id)) ids.add(id);
    if (ids.size >= MAX_IDS) break;
  }
  return [...ids];
}
