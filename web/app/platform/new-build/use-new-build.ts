// After a newer build is out, the shopper's next navigation is a full page load (docs/product.md#new-builds,
// decision 0104): the page's scripts and route modules are the old build's, and the new
// server may no longer have them. The load goes where the shopper was going.
import { useEffect, useRef } from 'react';
import { createPath, useLocation, useNavigation } from 'react-router';
import type { PageBuild } from './build-info';
import { watchForNewBuild } from './build-watch';

export function useNewBuildReload(build: PageBuild | undefined): void {
  const navigation = useNavigation();
  const location = useLocation();
  // The page (path and query) shown when the new build was seen; undefined until then.
  const seenAt = useRef<string | undefined>(undefined);
  const currentPage = useRef('');
  // Set once the full load has been asked for: the client navigation may still finish first.
  const leaving = useRef(false);
  currentPage.current = location.pathname + location.search;

  useEffect(() => {
    if (!build?.id || !build.checkIntervalMs) return;
    return watchForNewBuild({
      currentId: build.id,
      intervalMs: build.checkIntervalMs,
      onNewBuild: () => {
        seenAt.current = currentPage.current;
      },
    });
  }, [build?.id, build?.checkIntervalMs]);

  // A navigation that loads data or code: leave for the same place with a full load.
  // A form's POST is let through (a full load cannot repeat it); the next one reloads.
  useEffect(() => {
    if (seenAt.current === undefined || leaving.current || navigation.state !== 'loading' || !navigation.location) return;
    if (navigation.formMethod && navigation.formMethod.toUpperCase() !== 'GET') return;
    leaving.current = true;
    window.location.assign(createPath(navigation.location));
  }, [navigation]);

  // A navigation with nothing to load renders at once: load that page again in full (not
  // for a jump within the page: its hash changes, its path and query do not).
  useEffect(() => {
    if (seenAt.current === undefined || leaving.current || seenAt.current === location.pathname + location.search) return;
    leaving.current = true;
    window.location.reload();
  }, [location.pathname, location.search]);
}
