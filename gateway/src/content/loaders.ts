// Per-request content loaders. Every carousel of a page (and of any other page asked in
// the same operation) is answered by ONE POST featured-products/ (up to 20 selections):
// the selections are batched, keyed by locale and rule, and the products primed into the
// catalogue loader so their brands and variants batch with the rest.
import DataLoader from 'dataloader';
import { MAX_SELECTIONS, type ProductRule } from '@beauty/contracts/content';
import type { Product } from '@beauty/contracts/catalog';
import type { CatalogLoaders } from '../catalog/loaders.ts';
import type { Locale } from '../locale/resolve-locale.ts';
import { contentApi, type ContentUpstream } from './content-api.ts';

type LoaderLocale = Pick<Locale, 'country' | 'language'>;

interface SelectionKey {
  rule: ProductRule;
  locale: LoaderLocale;
}

const localeKey = (locale: LoaderLocale) => `${locale.country}:${locale.language}`;

export function createContentLoaders(upstream: ContentUpstream, locale: LoaderLocale, catalog: Pick<CatalogLoaders, 'primeProducts'>) {
  // The batch waits for every page look-up of this request to settle: pages answer at
  // different moments, and their carousels still share one call. DataLoader's default
  // (dispatch after the current tick) would make one call per page.
  let pagesInFlight = 0;
  let waiting: (() => void)[] = [];
  const dispatchWhenIdle = () => {
    if (pagesInFlight > 0) return;
    const run = waiting;
    waiting = [];
    for (const dispatch of run) dispatch();
  };

  const featured = new DataLoader<SelectionKey, Product[], string>(
    async (keys) => {
      const groups = new Map<string, { locale: LoaderLocale; at: number[] }>();
      keys.forEach((key, at) => {
        const group = groups.get(localeKey(key.locale)) ?? { locale: key.locale, at: [] };
        group.at.push(at);
        groups.set(localeKey(key.locale), group);
      });
      const answers: Product[][] = keys.map(() => []);
      await Promise.all(
        [...groups.values()].map(async (group) => {
          const { selections } = await contentApi(upstream, { locale: group.locale }).featuredProducts(
            group.at.map((at) => ({ id: `s${at}`, rule: keys[at]!.rule })),
          );
          for (const { id, products } of selections) answers[Number(id.slice(1))] = products;
        }),
      );
      for (const products of answers) catalog.primeProducts(products);
      return answers;
    },
    {
      cacheKeyFn: ({ rule, locale }) => `${localeKey(locale)}:${JSON.stringify(rule)}`,
      maxBatchSize: MAX_SELECTIONS,
      // setImmediate: after the promise jobs in which GraphQL resolves the other blocks.
      batchScheduleFn: (dispatch) => {
        waiting.push(dispatch);
        setImmediate(dispatchWhenIdle);
      },
    },
  );
  return {
    /** Marks a page look-up as in flight, so carousels wait for the blocks of every page. */
    trackPage<T>(lookup: Promise<T>): Promise<T> {
      pagesInFlight += 1;
      return lookup.finally(() => {
        pagesInFlight -= 1;
        setImmediate(dispatchWhenIdle);
      });
    },
    /** The products a carousel's rule picks, in this request's locale. */
    carouselProducts: (rule: ProductRule) => featured.load({ rule, locale }),
  };
}
export type ContentLoaders = ReturnType<typeof createContentLoaders>;

declare module '../context.ts' {
  interface GatewayContext {
    /** Carousels' products, one batched call per request. */
    readonly contentLoaders: ContentLoaders;
    /** Content preview's token from the preview-token cookie or x-preview-token header (decision 0040). */
    readonly previewToken: string | undefined;
  }
}
