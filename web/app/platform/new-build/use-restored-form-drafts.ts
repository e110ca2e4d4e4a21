// Once the page has hydrated, puts back what the shopper had typed before a forced reload
// (chunk-load-guard.ts). Runs in the root, after every form of the page has mounted.
import { useEffect } from 'react';
import { restoreFormDrafts } from './form-drafts';

export function useRestoredFormDrafts(): void {
  useEffect(() => {
    try {
      restoreFormDrafts(window.sessionStorage, window.location.pathname + window.location.search, document);
    } catch {
      // Storage blocked: there is nothing to put back.
    }
  }, []);
}
