// clientLoaders get no load context from React Router; this is the browser's equivalent
// of the server's per-request one (load-context.ts), set once by entry.client.
import type { StorefrontContext } from './load-context';

let current: StorefrontContext | undefined;

export function setBrowserContext(context: StorefrontContext): void {
  current = context;
}

export function browserContext(): StorefrontContext {
  if (!current) throw new Error('entry.client sets the browser context before hydration');
  return current;
}
