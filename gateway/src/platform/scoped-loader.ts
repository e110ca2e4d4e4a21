// DataLoader with keys that hold everything that changes the answer (docs/architecture.md#graphql-conventions,
// "GraphQL conventions"): the id plus the country and language it is asked in. Loaders
// are still created per request; the locale in the key keeps them correct even if one
// request ever asks for two locales, and keeps a future shared cache honest.
import DataLoader from 'dataloader';
import type { GraphQLError } from 'graphql';
import { notFound } from './graphql-errors.ts';
import type { RequestScope } from './rest-client.ts';

type LoaderLocale = RequestScope['locale'];

export interface ScopedKey {
  id: string;
  locale: LoaderLocale;
}

const localeKey = (locale: LoaderLocale) => `${locale.country}:${locale.language}`;

/**
 * @param fetchMany answers ids asked in one locale; ids it does not answer become
 *   NOT_FOUND errors (DataLoader must never resolve a key to undefined).
 */
export function scopedLoader<T>(
  what: string,
  fetchMany: (ids: string[], locale: LoaderLocale) => Promise<Map<string, T>>,
  maxBatchSize: number,
): DataLoader<ScopedKey, T, string> {
  return new DataLoader<ScopedKey, T, string>(
    async (keys) => {
      const groups = new Map<string, { locale: LoaderLocale; ids: Set<string> }>();
      for (const { id, locale } of keys) {
        const group = groups.get(localeKey(locale)) ?? { locale, ids: new Set<string>() };
        group.ids.add(id);
        groups.set(localeKey(locale), group);
      }
      const answers = new Map<string, Map<string, T>>();
      await Promise.all([...groups].map(async ([key, group]) => answers.set(key, await fetchMany([...group.ids], group.locale))));
      return keys.map(({ id, locale }) => {
        const found = answers.get(localeKey(locale))?.get(id);
        return found !== undefined ? found : recordNotFound(what, id);
      });
    },
    { cacheKeyFn: ({ id, locale }) => `${localeKey(locale)}:${id}`, maxBatchSize },
  );
}

/** A loader's missing id: an error, never undefined (docs/architecture.md#graphql-conventions). */
export function recordNotFound(what: string, id: string): GraphQLError {
  return notFound(`${what} ${id} not found`);
}

/** Groups items by a key, e.g. variants by product id. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
