// Asks /builds/latest.json whether a newer build than the page's is out (decision 0104):
// every `intervalMs`, never while the tab is hidden (a hidden tab asks once when it is
// shown again, if a check is due), and stops at the first new build it is sure of.
import { buildMetaPath, LATEST_BUILD_PATH, parseBuildInfo } from './build-info';

export interface BuildWatchOptions {
  currentId: string;
  intervalMs: number;
  onNewBuild(id: string): void;
  fetch?: typeof fetch;
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
}

/**
 * The id of a newer build that is fully out, else undefined. "Fully out" means its route
 * rules answer too: a deploy that has written latest.json but not yet the rest is not
 * treated as out. Network errors and odd answers count as "no news".
 */
export async function newerBuild(currentId: string, fetchImpl: typeof fetch, now: number): Promise<string | undefined> {
  try {
    // The timestamp query (docs/product.md#platform-calls) gets past any cache that ignores no-cache.
    const latest = await fetchImpl(`${LATEST_BUILD_PATH}?t=${now}`, { cache: 'no-store' });
    if (!latest.ok) return undefined;
    const build = parseBuildInfo(await latest.json());
    if (!build || build.id === currentId) return undefined;
    const meta = await fetchImpl(buildMetaPath(build.id));
    return meta.ok ? build.id : undefined;
  } catch {
    return undefined;
  }
}

/** Starts watching; returns the function that stops it. */
export function watchForNewBuild(options: BuildWatchOptions): () => void {
  const { currentId, intervalMs, onNewBuild } = options;
  const fetchImpl = options.fetch ?? fetch.bind(globalThis);
  const doc = options.document ?? document;
  const now = options.now ?? Date.now;
  let lastCheck = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(check, Math.max(0, delay));
  };
  async function check() {
    if (stopped || doc.visibilityState === 'hidden') return;
    lastCheck = now();
    const id = await newerBuild(currentId, fetchImpl, lastCheck);
    if (stopped) return;
    if (id) {
      stop();
      onNewBuild(id);
    } else {
      schedule(intervalMs);
    }
  }
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') clearTimeout(timer);
    else schedule(lastCheck + intervalMs - now());
  };
  function stop() {
    stopped = true;
    clearTimeout(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
  }

  if (intervalMs > 0) {
    doc.addEventListener('visibilitychange', onVisibility);
    schedule(intervalMs);
  }
  return stop;
}
