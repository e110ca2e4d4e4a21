// The cursors of the schema's connections (Relay's cursor connections: `first`/`after`,
// `edges`, `pageInfo`, `totalCount`; docs/decisions/0155-one-pagination-convention.md).
// A listing and a product's reviews page by position: their cursor is the position of an
// item in its list, written opaquely. The web reads it to keep `?page=N` addresses
// crawlable: page N starts after the cursor of item (N - 1) × 24 - 1.

const PREFIX = 'at:';

/** The cursor of the item at `offset` (0-based) in a positional list. */
export function offsetCursor(offset: number): string {
  return btoa(`${PREFIX}${offset}`).replace(/=+$/, '');
}

/**
 * The position after which a page starts: -1 for no cursor (the first page), undefined for
 * a cursor that is not one of ours (the caller answers BAD_USER_INPUT).
 */
export function offsetOfCursor(cursor: string | null | undefined): number | undefined {
  if (cursor == null) return -1;
  let text: string;
  try {
    text = atob(cursor);
  } catch {
    return undefined;
  }
  if (!text.startsWith(PREFIX)) return undefined;
  const digits = text.slice(PREFIX.length);
  if (!/^\d{1,7}$/.test(digits)) return undefined;
  return Number(digits);
}

/** The `after` that starts a positional list at `start` (0-based): null at its start. */
export const afterForStart = (start: number): string | null => (start <= 0 ? null : offsetCursor(start - 1));
