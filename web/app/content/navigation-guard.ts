// Applies the navigation guard (docs/product.md#navigation-guard) to every client navigation, whichever component
// starts it (a Link in a product card, a navigate() after a form): the router's blocker
// stops a navigation to a path the layout does not exempt, after the click's own handlers
// have run, and the page is then loaded as a document at that address, the way the guard of
// docs/product.md#navigation-guard forces a full page load.
import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { sameOriginPath } from '../platform/return-to';
import { mustLoadDocument } from './document-navigation';
import type { ExemptedPath } from './exempted-paths';
import { reportContentError } from './report-content-error';

export function useDocumentNavigationGuard(entries: readonly ExemptedPath[]) {
  const current = useRef(entries);
  current.current = entries;
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation, historyAction }) =>
      mustLoadDocument({ historyAction, fromPath: currentLocation.pathname, toPath: nextLocation.pathname }, current.current, (error) =>
        reportContentError(error, { where: 'navigation-guard', to: nextLocation.pathname }),
      ),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { pathname, search, hash } = blocker.location;
    // A pathname like "//evil.example" would leave the site (decision 0050).
    window.location.assign(sameOriginPath(`${pathname}${search}${hash}`));
  }, [blocker]);
}
