// Which blocks a visitor sees: a block with no segments is for everyone; a block aimed at
// segments is shown when the visitor is in any of them. The visitor's segments arrive as
// the user_segments query (the gateway derives them from the session; preview sends the
// editor's choice). Unknown ids simply match nothing: segments are not a secret, and a
// typo must not break a page.
import { CONTENT_SLUG } from '@beauty/contracts/content';

const MAX_SEGMENTS = 20;

export function parseSegments(param: string | undefined): ReadonlySet<string> {
  const segments = new Set<string>();
  for (const part of (param ?? '').split(',')) {
    const id = part.trim().toLowerCase();
    if (id.length <= 40 && CONTENT_SLUG.test(id)) segments.add(id);
    if (segments.size >= MAX_SEGMENTS) break;
  }
  return segments;
}

export const isVisibleTo = (block: { userSegments: readonly string[] }, segments: ReadonlySet<string>) =>
  block.userSegments.length === 0 || block.userSegments.some((s) => segments.has(s));
