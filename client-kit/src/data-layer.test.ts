import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushToDataLayer } from './data-layer';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pushToDataLayer', () => {
  it('queues events before a tag manager is there, in order', () => {
    vi.stubGlobal('window', {});
    pushToDataLayer({ event: 'first' });
    pushToDataLayer({ event: 'second' });
    expect(window.dataLayer).toEqual([{ event: 'first' }, { event: 'second' }]);
  });

  it('adds to the array a tag manager already reads', () => {
    const dataLayer: unknown[] = [{ 'gtm.start': 1 }];
    vi.stubGlobal('window', { dataLayer });
    pushToDataLayer({ event: 'page' });
    expect(dataLayer).toEqual([{ 'gtm.start': 1 }, { event: 'page' }]);
  });
});
