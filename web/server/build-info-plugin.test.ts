// The build files' contents (decision 0104): one id per build, and route rules that say
// what the server really does.
import { describe, expect, it } from 'vitest';
import { canonicalBrandPath, LEGACY_BRAND_SLUGS } from '../app/catalog/legacy-brand-slugs';
import { BUILD_ID, parseBuildInfo } from '../app/platform/new-build/build-info';
import { routeRules, thisBuild } from './build-info-plugin';
import { PAYLOAD_CACHE_CONTROL } from './content-payload';

describe('build files', () => {
  it('gives the client and the server build of one run the same id and time', () => {
    const first = thisBuild();
    expect(first.id).toMatch(BUILD_ID);
    expect(thisBuild()).toEqual(first);
    expect(parseBuildInfo(JSON.parse(JSON.stringify(first)))).toEqual(first);
  });

  it('lists every legacy brand redirect the pages make', () => {
    const rules = routeRules();
    for (const legacy of Object.keys(LEGACY_BRAND_SLUGS)) {
      const rule = rules[`/brands/${legacy}/**`] as { redirect: { to: string; statusCode: number } };
      expect(rule.redirect.statusCode).toBe(301);
      expect(rule.redirect.to.replace('/**', '')).toBe(canonicalBrandPath(legacy, []));
    }
    expect(rules['/builds/latest.json']).toEqual({ headers: { 'cache-control': 'no-cache' } });
    // Written out in the plugin (the Vite config should not load the app): kept equal here.
    expect(rules['/**/_payload.json']).toMatchObject({ headers: { 'cache-control': PAYLOAD_CACHE_CONTROL } });
  });
});
