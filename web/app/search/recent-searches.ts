// The shopper's recent searches, kept on the device only, newest first.
import { browserStore, type DeviceStore, readStringList, writeStringList } from '../platform/device-storage';

const KEY = 'lumi.recent-searches';
export const MAX_RECENT = 6;

export function readRecentSearches(store: DeviceStore | undefined = browserStore()): string[] {
  return readStringList(KEY, store).slice(0, MAX_RECENT);
}

/** Puts a query first (once, whatever its case), keeping at most MAX_RECENT. */
export function rememberSearch(query: string, store: DeviceStore | undefined = browserStore()): string[] {
  const clean = query.replace(/\s+/g, ' ').trim();
  if (!clean) return readRecentSearches(store);
  const next = [clean, ...readRecentSearches(store).filter((q) => q.toLowerCase() !== clean.toLowerCase())].slice(0, MAX_RECENT);
  writeStringList(KEY, next, store);
  return next;
}

export function clearRecentSearches(store: DeviceStore | undefined = browserStore()): void {
  try {
    store?.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}

export const searchHref = (query: string) => `/search?${new URLSearchParams({ q: query.trim() })}`;
