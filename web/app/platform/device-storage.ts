// JSON kept on this device (localStorage) for things that never go to the server: recent
// searches, and the waitlist and reminders until accounts hold them. A browser without
// storage (disabled, full, or the server render) simply has none: reads give the fallback,
// writes are dropped.

export type DeviceStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserStore(): DeviceStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The strings stored under `key` as a JSON array; anything else reads as none. */
export function readStringList(key: string, store: DeviceStore | undefined): string[] {
  try {
    const value: unknown = JSON.parse(store?.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.length > 0) : [];
  } catch {
    return [];
  }
}

export function writeStringList(key: string, items: readonly string[], store: DeviceStore | undefined): void {
  try {
    store?.setItem(key, JSON.stringify(items));
  } catch {
    // full or disabled: the state holds for this page only
  }
}
