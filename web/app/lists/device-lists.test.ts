import { describe, expect, it } from 'vitest';
import { readDeviceList, toggleDeviceList } from './device-lists';
import { memoryStore } from '../platform/memory-device-store.test-support';

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
