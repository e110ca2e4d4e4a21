// The navigation guard's matcher (docs/product.md#navigation-guard): a target path the
// layout's smartLinkExemptedPaths lists is navigated to by the client router; any other
// in-app target gets a full page load (so a new build or a page another system serves is
// always fetched fresh). absolute = exact match, startsWith = prefix, regex = pattern test.

export interface ExemptedPath {
  type: 'absolute' | 'regex' | 'startsWith';
  value: string;
}

export type NavigationMode = 'client' | 'document';

/** Whether `pathname` is exempted. Throws on an entry it cannot check (a bad regex). */
export function isExemptedPath(pathname: string, entries: readonly ExemptedPath[]): boolean {
  return entries.some((entry) => {
    switch (entry.type) {
      case 'absolute':
        return pathname === entry.value;
      case 'startsWith':
        return pathname.startsWith(entry.value);
      case 'regex':
        return new RegExp(entry.value).test(pathname);
      default:
        throw new Error(`Unknown exempted path type: ${String((entry as { type: unknown }).type)}`);
    }
  });
}

/** The path part of an in-app href: the guard matches paths, not queries or hashes. */
export function pathOf(href: string): string {
  const end = href.search(/[?#]/);
  return end === -1 ? href : href.slice(0, end);
}

/** docs/product.md#navigation-errors: the message the error service gets when an exemption cannot be checked. */
export const EXEMPTED_ROUTES_ERROR = 'Something went wrong while checking for exempted routes';

/**
 * How to go to `href`. docs/product.md#navigation-errors: "Something went wrong while checking for exempted
 * routes" is reported, and the click still works: as a full page load, the safe choice.
 */
export function navigationMode(href: string, entries: readonly ExemptedPath[], report: (error: unknown) => void): NavigationMode {
  try {
    return isExemptedPath(pathOf(href), entries) ? 'client' : 'document';
  } catch (error) {
    report(new Error(EXEMPTED_ROUTES_ERROR, { cause: error }));
    return 'document';
  }
}
