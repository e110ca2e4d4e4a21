// A script chunk that will not load (a deploy has replaced the build the page came from)
// reloads the page, at most once per path in 10 s (docs/product.md#devices-and-builds), keeping what the shopper
// typed (form-drafts.ts); the bag is on the server and survives any reload (decision 0104).
// Vite's dynamic imports (the assistant's panel, the messages, lazily loaded parts) announce
// a failed load as `vite:preloadError`; React Router's own route modules reload the page
// by themselves when their import fails.
import { saveFormDrafts } from './form-drafts';

export const CHUNK_RELOAD_GUARD_MS = 10_000;
const LAST_RELOAD_KEY = 'lumi.chunkReload';

/** Whether a reload for `path` is allowed now; records it when it is. */
export function mayReload(storage: Pick<Storage, 'getItem' | 'setItem'>, path: string, now: number): boolean {
  try {
    const last = JSON.parse(storage.getItem(LAST_RELOAD_KEY) ?? 'null') as { path?: unknown; at?: unknown } | null;
    if (last?.path === path && typeof last.at === 'number' && now - last.at >= 0 && now - last.at < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(LAST_RELOAD_KEY, JSON.stringify({ path, at: now }));
    return true;
  } catch {
    // No storage (private mode, quota): without a memory a reload could loop, so none.
    return false;
  }
}

export function installChunkLoadGuard(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    const path = win.location.pathname + win.location.search;
    let storage: Storage;
    try {
      storage = win.sessionStorage; // the getter itself throws where storage is blocked
    } catch {
      return;
    }
    // Refused: the error goes on to the error boundary and the error report.
    if (!mayReload(storage, path, Date.now())) return;
    event.preventDefault();
    saveFormDrafts(storage, path, win.document);
    win.location.reload();
  });
}
