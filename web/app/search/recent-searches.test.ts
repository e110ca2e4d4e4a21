import { describe, expect, it } from 'vitest';
import { clearRecentSearches, MAX_RECENT, readRecentSearches, rememberSearch, searchHref } from './recent-searches';
import { memoryStore } from '../platform/memory-device-store.test-support';

describe('recent searches', () => {
  it('keeps the newest first, once each whatever the case, at most six', () => {
    const store = memoryStore();
    for (const q of ['lipstick', 'serum', 'LIPSTICK', ' ลิปสติก ', '口紅', 'a', 'b', 'c']) rememberSearch(q, store);
    const recent = readRecentSearches(store);
    expect(recent).toHaveLength(MAX_RECENT);
    expect(recent.slice(0, 4)).toEqual(['c', 'b', 'a', '口紅']);
    expect(recent).toContain('ลิปสติก');
    expect(recent.filter((q) => q.toLowerCase() === 'lipstick')).toEqual(['LIPSTICK']);
    expect(recent).not.toContain('serum');
  });

  it('survives a store holding something else, and clears', () => {
    const store = memoryStore();
    store.setItem('lumi.recent-searches', '{not json');
    expect(readRecentSearches(store)).toEqual([]);
    rememberSearch('mascara', store);
    clearRecentSearches(store);
    expect(readRecentSearches(store)).toEqual([]);
    expect(readRecentSearches(undefined)).toEqual([]);
  });

  it('links to the results page with the query encoded', () => {
    expect(searchHref('red lipstick')).toBe('/search?q=red+lipstick');
    expect(searchHref('口紅')).toBe('/search?q=%E5%8F%A3%E7%B4%85');
  });
});
