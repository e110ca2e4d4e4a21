// Route middleware by name (docs/product.md#navigation-errors "Unknown route middleware: '{name}'"): a route lists
// the checks it needs in its handle ({ middleware: ['sandbox'] }); the names resolve here,
// and a name nobody defined is a programming error that fails loudly, not a check that
// silently passes.
export class UnknownRouteMiddlewareError extends Error {
  constructor(readonly middleware: string) {
    super(`Unknown route middleware: '${middleware}'.`);
    this.name = 'UnknownRouteMiddlewareError';
  }
}

export type RouteMiddleware<Context> = (context: Context) => void;

/** The middleware of `names`, in order, or the docs/product.md#navigation-errors error for the first unknown one. */
export function resolveRouteMiddleware<Context>(
  registry: Readonly<Record<string, RouteMiddleware<Context>>>,
  names: readonly string[],
): RouteMiddleware<Context>[] {
  return names.map((name) => {
    const middleware = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!middleware) throw new UnknownRouteMiddlewareError(name);
    return middleware;
  });
}

/** Runs the named middleware against one request's context. */
export function runRouteMiddleware<Context>(registry: Readonly<Record<string, RouteMiddleware<Context>>>, names: readonly string[], context: Context): void {
  for (const middleware of resolveRouteMiddleware(registry, names)) middleware(context);
}
