// The navigation errors of docs/product.md#navigation-errors.
import { describe, expect, it } from 'vitest';
import { EXTERNAL_NAVIGATION_ERROR, resolveNavigation } from './navigate-to';
import { resolveRouteMiddleware, runRouteMiddleware } from './route-middleware';

const ORIGIN = 'https://shop.example.sg';

describe('navigateTo', () => {
  it('keeps paths of this shop in the router', () => {
    expect(resolveNavigation('/cart?x=1#top', ORIGIN)).toEqual({ path: '/cart?x=1#top' });
    expect(resolveNavigation('https://shop.example.sg/brands', ORIGIN)).toEqual({ path: '/brands' });
  });

  it('refuses an external URL unless asked explicitly', () => {
    expect(() => resolveNavigation('https://evil.example/x', ORIGIN)).toThrow(EXTERNAL_NAVIGATION_ERROR);
    expect(() => resolveNavigation('//evil.example/x', ORIGIN)).toThrow('Navigating to an external URL is not allowed by default');
    expect(resolveNavigation('https://help.example/contact', ORIGIN, { external: true })).toEqual({ external: 'https://help.example/contact' });
  });

  it('refuses a disallowed protocol even when external is allowed', () => {
    expect(() => resolveNavigation('javascript:alert(1)', ORIGIN, { external: true })).toThrow("Cannot navigate to a URL with 'javascript:' protocol.");
    expect(() => resolveNavigation('data:text/html,hi', ORIGIN)).toThrow("'data:' protocol");
    expect(() => resolveNavigation('mailto:care@example.com', ORIGIN, { external: true })).toThrow("'mailto:' protocol");
  });
});

describe('route middleware', () => {
  it('runs known middleware in order and names an unknown one', () => {
    const seen: string[] = [];
    const registry = { first: () => void seen.push('first'), second: () => void seen.push('second') };
    runRouteMiddleware(registry, ['second', 'first'], {});
    expect(seen).toEqual(['second', 'first']);
    expect(() => resolveRouteMiddleware(registry, ['first', 'auth'])).toThrow("Unknown route middleware: 'auth'.");
    expect(() => resolveRouteMiddleware(registry, ['toString'])).toThrow("Unknown route middleware: 'toString'.");
  });
});
