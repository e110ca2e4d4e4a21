import { describe, expect, it } from 'vitest';
import { readDeviceList, toggleDeviceList } from './device-lists';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('device lists', () => {
  it('toggles an id on and off, each list on its own', () => {
    const store = memoryStore();
    expect(toggleDeviceList('waitlist', 'P1-2', store)).toBe(true);
    expect(readDeviceList('waitlist', store)).toEqual(['P1-2']);
    expect(readDeviceList('reminders', store)).toEqual([]);
    expect(toggleDeviceList('waitlist', 'P1-2', store)).toBe(false);
    expect(readDeviceList('waitlist', store)).toEqual([]);
  });

  it('reads nothing from a broken or absent store', () => {
    const store = memoryStore();
    store.setItem('lumi.reminders', 'nope');
    expect(readDeviceList('reminders', store)).toEqual([]);
    expect(readDeviceList('reminders', undefined)).toEqual([]);
  });
});
