// The Vite plugin behind the build files of docs/product.md#platform-calls (decision 0104). Each `react-router build`
// gets one id and time; the client build writes /builds/latest.json and
// /builds/meta/{id}.json next to its assets, and the server bundle gets the id as
// __BUILD_ID__ (server/build-id.ts), so every page says which build made it.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { LEGACY_BRAND_SLUGS } from '../app/catalog/legacy-brand-slugs';
import { type BuildInfo, buildMetaPath, LATEST_BUILD_PATH } from '../app/platform/new-build/build-info';

/**
 * React Router runs the client and the server build in one process, loading this config
 * for each: the id is kept in the environment so both get the same one.
 */
export function thisBuild(): BuildInfo {
  process.env.BEAUTY_BUILD_ID ||= randomUUID();
  process.env.BEAUTY_BUILD_TIME ||= String(Date.now());
  return { id: process.env.BEAUTY_BUILD_ID, timestamp: Number(process.env.BEAUTY_BUILD_TIME) };
}

const IMMUTABLE = { 'cache-control': 'public, max-age=31536000, immutable' };

/**
 * The route rules of this build, in the shape Nuxt's manifest uses (path pattern → rule):
 * what the web server does per path that a CDN or an operator may want to know without
 * reading the code. The legacy brand redirects come from the same table the pages use.
 */
export function routeRules(): Record<string, Record<string, unknown>> {
  const redirects = Object.fromEntries(
    Object.entries(LEGACY_BRAND_SLUGS).map(([legacy, canonical]) => [`/brands/${legacy}/**`, { redirect: { to: `/brands/${canonical}/**`, statusCode: 301 } }]),
  );
  return {
    '/assets/**': { headers: IMMUTABLE },
    '/builds/meta/**': { headers: IMMUTABLE },
    [LATEST_BUILD_PATH]: { headers: { 'cache-control': 'no-cache' } },
    // Content pages' data for client navigations, per build and locale (decision 0115).
    '/**/_payload.json': { headers: { 'cache-control': 'public, max-age=300, stale-while-revalidate=60' }, robots: 'noindex' },
    '/sandbox/**': { sandbox: true, robots: 'noindex' },
    '/preview/**': { robots: 'noindex', analytics: false },
    '/swagger': { layout: 'blank' },
    ...redirects,
  };
}

export function buildInfoPlugin(): Plugin {
  const build = thisBuild();
  return {
    name: 'beauty:build-info',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(build.id) } }),
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const write = async (path: string, body: unknown) => {
        const file = join(options.dir!, path);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, `${JSON.stringify(body)}\n`);
      };
      // The meta first: a page that sees the new latest.json may ask for it at once.
      await write(buildMetaPath(build.id), { ...build, routeRules: routeRules() });
      await write(LATEST_BUILD_PATH, build);
    },
  };
}
