// The preview's choices kept in the URL so an editor can share the link (issue 3 item 4):
// country_code and language are the site's own locale switches (locale/resolve-locale);
// segments is a comma list (segments=a,b), or repeated `segment` from the picker's form
// before the page has hydrated.

const SEGMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_SEGMENTS = 20;

/**
 * The segments chosen in the URL; undefined when the URL chooses none at all (then the
 * gateway previews as the editor's own session would see it). `segments=` is "none".
 */
export function chosenSegments(search: URLSearchParams): string[] | undefined {
  return search.has('segments') || search.has('segment') ? parseSegments(search) : undefined;
}

export function parseSegments(search: URLSearchParams): string[] {
  const raw = [...(search.get('segments') ?? '').split(','), ...search.getAll('segment')];
  const ids = raw.map((id) => id.trim()).filter((id) => SEGMENT_ID.test(id));
  return [...new Set(ids)].slice(0, MAX_SEGMENTS);
}

/** The query of a preview URL with these choices; other parameters are kept. */
export function previewSearch(current: URLSearchParams, choice: { country: string; language: string; segments: readonly string[] }): string {
  const next = new URLSearchParams(current);
  next.delete('segment');
  next.delete('token');
  next.set('country_code', choice.country);
  next.set('language', choice.language);
  // Kept even when empty: "no segment" is a choice, unlike no parameter at all.
  next.set('segments', choice.segments.join(','));
  // Commas stay readable in a shared link.
  return `?${next.toString().replaceAll('%2C', ',')}`;
}
