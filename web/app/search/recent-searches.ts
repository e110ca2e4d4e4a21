// The shopper's recent searches, kept on the device only (localStorage), newest first.
// Nothing of it goes to the server; a browser without storage simply has none.

const KEY = 'lumi.recent-searches';
export const MAX_RECENT = 6;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStore(): Store | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled
  }
}

export function readRecentSearches(store: Store | undefined = browserStore()): string[] {
  try {
    const value: unknown = JSON.parse(store?.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((q): q is string => typeof q === 'string' && q.length > 0).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** Puts a query first (once, whatever its case), keeping at most MAX_RECENT. */
export function rememberSearch(query: string, store: Store | undefined = browserStore()): string[] {
  const clean = query.replace(/\s+/g, ' ').trim();
  if (!clean) return readRecentSearches(store);
  const next = [clean, ...readRecentSearches(store).filter((q) => q.toLowerCase() !== clean.toLowerCase())].slice(0, MAX_RECENT);
  try {
    store?.setItem(KEY, JSON.stringify(next));
  } catch {
    // full or disabled: the search still happens
  }
  return next;
}

export function clearRecentSearches(store: Store | undefined = browserStore()): void {
  try {
    store?.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}

export const searchHref = (query: string) => `/search?${new URLSearchParams({ q: query.trim() })}`;
