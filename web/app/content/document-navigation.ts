// The navigation guard of docs/product.md#navigation-guard for every client navigation, not only SmartLinks: when
// the router is about to go to another in-app page whose path the layout does not exempt,
// the page is loaded as a document instead. Pure, so it is tested without a router; the
// hook that applies it is useDocumentNavigationGuard (navigation-guard.ts).
import { type ExemptedPath, navigationMode } from './exempted-paths';

export interface PendingNavigation {
  /** PUSH and REPLACE are the app's own navigations; POP is the browser's back/forward. */
  historyAction: 'PUSH' | 'REPLACE' | 'POP';
  fromPath: string;
  toPath: string;
}

/**
 * True when this navigation must be a full page load: the app navigates (not back or
 * forward, which the browser already restores) to another path that is not exempted. A
 * change of query or hash on the same page (filters, sort, search terms) stays in the page.
 */
export function mustLoadDocument(navigation: PendingNavigation, entries: readonly ExemptedPath[], report: (error: unknown) => void): boolean {
  if (navigation.historyAction === 'POP' || navigation.toPath === navigation.fromPath) return false;
  return navigationMode(navigation.toPath, entries, report) === 'document';
}
