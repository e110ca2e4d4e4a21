// Public answers through the shared cache: the one place that decides what is cached and
// under which key. It sits beside the REST client and under the per-request dataloaders.
//
// What may be cached (docs/architecture.md#caching, "caching of public data"): answers that are the same
// for every shopper of a country and language and change slowly: the category tree, the
// layout, brands by id, published content pages (their segments are in the query, so in
// the key; preview is never asked through here) and the user segments. Never anything asked with a device id, a cookie or a session,
// never the bag, never prices or stock (they change with every promotion and sale).
// Only answers the REST client returned are stored: 2xx and valid under the contract
// schema; errors are not cached. What is read back is validated again, so an entry an
// older gateway wrote in another shape is a miss, not a broken page.
//
// The key is everything that changes the answer: country, language, path and query, e.g.
// "TH:th:/api/web/v1/layouts/" (Redis adds its namespace prefix). No header, no cookie.
import type { z } from 'zod';
import type { JsonCache } from './cache/json-cache.ts';
import { type Query, type RequestScope, type RestClient, pathWithQuery } from './rest-client.ts';

/** docs/product.md#query-layer: query data stays fresh for 5 minutes. */
export const PUBLIC_TTL_MS = 5 * 60_000;

/** The paths whose answers may be shared; anything else is refused, even by mistake. */
const CACHEABLE_PATHS = new Set(['brands/', 'categories/', 'layouts/', 'contentful/content-entries/', 'sea-falcon/all-user-segments/', 'loyalty/tiers']);

/** A call made for nobody in particular: the locale, and no device id. */
export interface PublicScope {
  readonly locale: RequestScope['locale'];
  readonly deviceId?: undefined;
}

export interface PublicGet<S extends z.ZodType> {
  path: string;
  query?: Query;
  schema: S;
}

/** A batched look-up by id (e.g. GET brands/?ids=a,b) whose items are cached one by one. */
export interface PublicGetByIds<S extends z.ZodType, I extends z.ZodType> {
  path: string;
  /** The query parameter that takes the comma list, e.g. "ids". */
  idsParam: string;
  ids: readonly string[];
  /** The schema of the whole answer, checked by the REST client. */
  schema: S;
  items: (answer: z.infer<S>) => z.infer<I>[];
  /** The schema of one item, checked again when read from the cache. */
  itemSchema: I;
  idOf: (item: z.infer<I>) => string;
}

export class PublicRest {
  readonly #rest: RestClient;
  readonly #cache: JsonCache | undefined;
  readonly #ttlMs: number;
  /** Cache misses being fetched right now: concurrent requests for one key share one call. */
  readonly #inFlight = new Map<string, Promise<unknown>>();

  /** @param cache none turns caching off: every call goes to the api. */
  constructor(rest: RestClient, cache: JsonCache | undefined, ttlMs = PUBLIC_TTL_MS) {
    this.#rest = rest;
    this.#cache = cache;
    this.#ttlMs = ttlMs;
  }

  /** GET a whole public answer, cached under country, language, path and query. */
  async get<S extends z.ZodType>(scope: PublicScope, call: PublicGet<S>): Promise<z.infer<S>> {
    const cache = this.#cacheFor(scope, call.path);
    if (!cache) return this.#rest.request(scope, call);
    const key = cacheKey(scope, call.path, call.query);
    const stored = await cache.get(key);
    if (stored !== undefined) {
      const hit = call.schema.safeParse(stored);
      if (hit.success) return hit.data;
    }

    const pending = this.#inFlight.get(key);
    if (pending) return pending as Promise<z.infer<S>>;
    const fetching = this.#rest.request(scope, call).then((answer) => {
      void cache.set(key, answer, this.#ttlMs).catch(() => {});
      return answer;
    });
    this.#inFlight.set(key, fetching);
    try {
      return await fetching;
    } finally {
      this.#inFlight.delete(key);
    }
  }

  /**
   * GET items by id, each cached on its own under the key it would have if asked alone
   * (e.g. "SG:en:/api/web/v1/brands/?ids=B1"): one multi-get, then one REST call for the
   * ids the cache did not have. Items come back in the order asked; an id the api does
   * not know is left out (and not cached).
   */
  async getByIds<S extends z.ZodType, I extends z.ZodType>(scope: PublicScope, call: PublicGetByIds<S, I>): Promise<z.infer<I>[]> {
    const fetch = async (ids: readonly string[]) =>
      call.items(await this.#rest.request(scope, { path: call.path, query: { [call.idsParam]: ids.join(',') }, schema: call.schema }));
    const ids = [...new Set(call.ids)];
    const cache = this.#cacheFor(scope, call.path);
    if (!cache || ids.length === 0) return ids.length === 0 ? [] : fetch(ids);

    const keyOf = (id: string) => cacheKey(scope, call.path, { [call.idsParam]: id });
    const stored = await cache.getMany(ids.map(keyOf));
    const found = new Map<string, z.infer<I>>();
    ids.forEach((id, i) => {
      if (stored[i] === undefined) return;
      const hit = call.itemSchema.safeParse(stored[i]);
      if (hit.success && call.idOf(hit.data) === id) found.set(id, hit.data);
    });
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      const fetched = await fetch(missing);
      const fresh: [string, unknown][] = [];
      for (const item of fetched) {
        const id = call.idOf(item);
        if (!missing.includes(id)) continue; // only what was asked for, under its own id
        found.set(id, item);
        fresh.push([keyOf(id), item]);
      }
      if (fresh.length > 0) void cache.setMany(fresh, this.#ttlMs).catch(() => {});
    }
    return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
  }

  #cacheFor(scope: PublicScope, path: string): JsonCache | undefined {
    if (!CACHEABLE_PATHS.has(path)) throw new Error(`${path} is not a public, cacheable path`);
    // The type forbids it; this keeps a cast or an `any` from sharing a shopper's answer.
    if ((scope as RequestScope).deviceId !== undefined) throw new Error('public calls carry no device id');
    return this.#cache;
  }
}

/** Country, language, path and query: everything that changes a public answer. */
export function cacheKey(scope: PublicScope, path: string, query?: Query): string {
  return `${scope.locale.country}:${scope.locale.language}:${pathWithQuery(path, query)}`;
}
