// docs/product.md#page-types "Page type is derived from the first path segment (or the segment after
// preview, or the fourth segment in sandbox)": which kind of content entry a path shows.
import type { PageType } from '../__generated__/graphql';

// The segment names of docs/product.md#paths; the preview route for the home page is
// /preview/homepage/{slugUrl?}, and / itself has no segment at all.
const PAGE_TYPES: Readonly<Record<string, PageType>> = {
  '': 'HOMEPAGE',
  homepage: 'HOMEPAGE',
  pages: 'PAGES',
  brands: 'BRANDS',
  about: 'ABOUT',
};

/** The content page type of a path, or null when the path is not a content page. */
export function pageTypeFromPath(pathname: string): PageType | null {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase();
  // Only / itself is the home page; /preview or /sandbox without their segment is none.
  // /preview/overlay and /preview/layout are not pages either.
  const segment = first === 'preview' ? segments[1] : first === 'sandbox' ? segments[3] : (first ?? '');
  if (segment === undefined) return null;
  const key = segment.toLowerCase();
  return Object.hasOwn(PAGE_TYPES, key) ? (PAGE_TYPES[key] ?? null) : null;
}
