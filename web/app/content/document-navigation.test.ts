import { describe, expect, it, vi } from 'vitest';
import { mustLoadDocument, type PendingNavigation } from './document-navigation';
import type { ExemptedPath } from './exempted-paths';

const ENTRIES: ExemptedPath[] = [
  { type: 'absolute', value: '/' },
  { type: 'startsWith', value: '/products/' },
];
const go = (toPath: string, more: Partial<PendingNavigation> = {}): PendingNavigation => ({ historyAction: 'PUSH', fromPath: '/', toPath, ...more });

describe('mustLoadDocument (docs/product.md#navigation-guard, every navigation)', () => {
  it('loads the document for another in-app page the layout does not exempt', () => {
    expect(mustLoadDocument(go('/checkout'), ENTRIES, vi.fn())).toBe(true);
    expect(mustLoadDocument(go('/search', { historyAction: 'REPLACE' }), ENTRIES, vi.fn())).toBe(true);
  });

  it('leaves exempted pages to the client router', () => {
    expect(mustLoadDocument(go('/products/gloss', { fromPath: '/checkout' }), ENTRIES, vi.fn())).toBe(false);
    expect(mustLoadDocument(go('/', { fromPath: '/search' }), ENTRIES, vi.fn())).toBe(false);
  });

  it('keeps a change of query on the same page, and back/forward, in the page', () => {
    expect(mustLoadDocument(go('/search', { fromPath: '/search' }), ENTRIES, vi.fn())).toBe(false);
    expect(mustLoadDocument(go('/checkout', { historyAction: 'POP' }), ENTRIES, vi.fn())).toBe(false);
  });

  it('reports an entry it cannot check and loads the document', () => {
    const report = vi.fn();
    expect(mustLoadDocument(go('/products/gloss'), [{ type: 'regex', value: '([' }], report)).toBe(true);
    expect(report).toHaveBeenCalledOnce();
  });

  it('loads the document for every other page while no exemptions are known', () => {
    expect(mustLoadDocument(go('/products/gloss'), [], vi.fn())).toBe(true);
  });
});
