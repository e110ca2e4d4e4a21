import { describe, expect, it } from 'vitest';
import type { DeviceStore } from '../platform/device-storage';
import { DISMISSED_OVERLAYS_KEY, rememberDismissed, shouldShowOverlay } from './overlay-seen';

function memoryStore(initial: Record<string, string> = {}): DeviceStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

describe('overlay once per device', () => {
  it('shows an overlay until it is dismissed, then not again', () => {
    const store = memoryStore();
    expect(shouldShowOverlay('ov-1', store, { preview: false })).toBe(true);
    rememberDismissed('ov-1', store);
    expect(shouldShowOverlay('ov-1', store, { preview: false })).toBe(false);
    expect(shouldShowOverlay('ov-2', store, { preview: false })).toBe(true);
  });

  it('always shows it in preview', () => {
    const store = memoryStore();
    rememberDismissed('ov-1', store);
    expect(shouldShowOverlay('ov-1', store, { preview: true })).toBe(true);
  });

  it('shows it where storage is missing or holds garbage, and never throws', () => {
    expect(shouldShowOverlay('ov-1', undefined, { preview: false })).toBe(true);
    expect(() => rememberDismissed('ov-1', undefined)).not.toThrow();
    const garbage = memoryStore({ [DISMISSED_OVERLAYS_KEY]: '{not json' });
    expect(shouldShowOverlay('ov-1', garbage, { preview: false })).toBe(true);
    rememberDismissed('ov-1', garbage);
    expect(shouldShowOverlay('ov-1', garbage, { preview: false })).toBe(false);
  });

  it('keeps a bounded list, without duplicates', () => {
    const store = memoryStore();
    for (let i = 0; i < 60; i += 1) rememberDismissed(`ov-${i}`, store);
    rememberDismissed('ov-59', store);
    const list = JSON.parse(store.data[DISMISSED_OVERLAYS_KEY] ?? '[]') as string[];
    expect(list).toHaveLength(50);
    expect(new Set(list).size).toBe(50);
    expect(shouldShowOverlay('ov-0', store, { preview: false })).toBe(true);
    expect(shouldShowOverlay('ov-59', store, { preview: false })).toBe(false);
  });
});
