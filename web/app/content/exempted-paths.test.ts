import { describe, expect, it, vi } from 'vitest';
import { type ExemptedPath, isExemptedPath, navigationMode, pathOf } from './exempted-paths';

// The seeded layout's entries (api/src/content/layout.ts).
const ENTRIES: ExemptedPath[] = [
  { type: 'absolute', value: '/' },
  { type: 'absolute', value: '/cart' },
  { type: 'startsWith', value: '/products/' },
  { type: 'regex', value: '^/brands/[a-z0-9-]+(/[a-z0-9-]+){0,3}/?$' },
];

describe('isExemptedPath', () => {
  it.each([
    // absolute is an exact match only
    ['/cart', true],
    ['/cart/x', false],
    ['/carts', false],
    // startsWith is a prefix
    ['/products/rouge-1', true],
    ['/products', false],
    // regex is a pattern test
    ['/brands/fenty-beauty/makeup', true],
    ['/brands', false],
    ['/brands/Fenty', false],
    // a path no entry lists is not exempted
    ['/about', false],
  ])('%s exempted: %s', (path, exempted) => {
    expect(isExemptedPath(path, ENTRIES)).toBe(exempted);
  });

  it('nothing is exempted with no entries', () => {
    expect(isExemptedPath('/', [])).toBe(false);
  });

  it('throws on a regex that does not compile', () => {
    expect(() => isExemptedPath('/x', [{ type: 'regex', value: '([' }])).toThrow(SyntaxError);
  });
});

describe('navigationMode', () => {
  it('routes exempted targets on the client, matching the path without query or hash', () => {
    const report = vi.fn();
    expect(navigationMode('/?country_code=TH', ENTRIES, report)).toBe('client');
    expect(navigationMode('/products/rouge-1#reviews', ENTRIES, report)).toBe('client');
    expect(navigationMode('/about?x=1', ENTRIES, report)).toBe('document');
    expect(report).not.toHaveBeenCalled();
  });

  it('reports an error while checking and falls back to a full page load', () => {
    const report = vi.fn();
    const entries: ExemptedPath[] = [
      { type: 'regex', value: '(' },
      { type: 'absolute', value: '/about' },
    ];
    expect(navigationMode('/about', entries, report)).toBe('document');
    expect(report).toHaveBeenCalledOnce();
    // The message of docs/product.md#navigation-errors, with the cause kept for whoever reads the report.
    const reported = report.mock.calls[0]?.[0] as Error;
    expect(reported.message).toBe('Something went wrong while checking for exempted routes');
    expect(reported.cause).toBeInstanceOf(SyntaxError);
  });

  it('reports an entry of an unknown type', () => {
    const report = vi.fn();
    const entries = [{ type: 'glob', value: '/*' }] as unknown as ExemptedPath[];
    expect(navigationMode('/x', entries, report)).toBe('document');
    expect(report).toHaveBeenCalledOnce();
  });
});

describe('pathOf', () => {
  it('drops the query and the hash', () => {
    expect(pathOf('/a/b?c=1#d')).toBe('/a/b');
    expect(pathOf('/a#d?x')).toBe('/a');
    expect(pathOf('/a')).toBe('/a');
  });
});
