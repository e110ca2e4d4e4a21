// The route middleware in the real app (decision 0148): every route module the app's route
// config names is loaded, and each middleware its handle names must exist; the sandbox
// layout's loader runs its middleware (a 404 when the sandbox is off); and a handle naming
// a middleware nobody defined raises "Unknown route middleware: '{name}'." from the loader.
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { loader as sandboxLoader } from '../sandbox/SandboxLayout';
import { resolveRouteMiddleware } from './route-middleware';
import { ROUTE_MIDDLEWARE, type RouteHandle, runRouteChecks } from './route-checks';

interface RouteEntry {
  file: string;
  children?: RouteEntry[];
}
const files = (entries: readonly RouteEntry[]): string[] => entries.flatMap((entry) => [entry.file, ...files(entry.children ?? [])]);

const i18n = { t: (key: string) => key };
const args = (sandbox: boolean) => ({ context: { sandbox, i18n }, request: new Request('http://shop.test/sandbox/cart'), params: {} }) as never;

describe('route middleware in the app', () => {
  it('names only middleware that exists, in every route module of the route config', async () => {
    const named: { file: string; middleware: readonly string[] }[] = [];
    for (const file of new Set(files(routes as RouteEntry[]))) {
      const module = (await import(`../${file}`)) as { handle?: RouteHandle };
      if (module.handle?.middleware) named.push({ file, middleware: module.handle.middleware });
    }
    expect(named).toContainEqual({ file: 'sandbox/SandboxLayout.tsx', middleware: ['sandbox'] });
    for (const { middleware } of named) expect(() => resolveRouteMiddleware(ROUTE_MIDDLEWARE, middleware)).not.toThrow();
  }, 120_000);

  it("runs the sandbox layout's middleware in its loader: a 404 when the sandbox is off", () => {
    expect(sandboxLoader(args(true))).toEqual({ title: 'sandbox.title' });
    let thrown: { init?: { status?: number } } | undefined;
    try {
      sandboxLoader(args(false));
    } catch (error) {
      thrown = error as typeof thrown;
    }
    expect(thrown?.init?.status).toBe(404);
  });

  it('raises "Unknown route middleware" for a name nobody defined, before any check runs', () => {
    const request = new Request('http://shop.test/account');
    expect(() => runRouteChecks({ middleware: ['sandbox', 'auth'] }, { context: { sandbox: false }, request })).toThrow("Unknown route middleware: 'auth'.");
  });
});
