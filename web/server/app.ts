// The server bundle's entry (vite.config.ts): server.js imports these from
// build/server/index.js in production, or through Vite's SSR loader with --dev.
import type { ServerBuild } from 'react-router';
import { createStorefront as createStorefrontWith } from './storefront';
import type { Env } from './env';

export { parseEnv } from './env';
export { createPlatformRoutes } from './platform-routes';
export { securityHeaders } from './security-headers';
export { flushErrorReports, startErrorReporting } from './error-reporting';

export function createStorefront(env: Env) {
  // Bundled into the production build; resolved by Vite (with HMR) in development.
  return createStorefrontWith(env, () => import('virtual:react-router/server-build') as Promise<ServerBuild>);
}
