// A page's data is loaded by one `load(context, args)` on both sides: the server's loader
// hands it the request's context, the browser's clientLoader the browser's one. A route
// module keeps its own `export const loader = serverLoader(load)` and
// `export const clientLoader = browserLoader(load)`: React Router's build sees the named
// `loader` export and leaves it, with what only it uses, out of the browser's bundle.
import type { TypedDocumentNode } from '@apollo/client';
import type { ParseKeys } from 'i18next';
import { browserContext } from './browser-context';
import type { StorefrontContext } from './load-context';

/** What `load` may read from React Router's loader arguments: the same on both sides. */
export interface PageArgs<Params> {
  params: Params;
  request: Request;
}

/** The arguments `load` gets, for a route: `PageLoadArgs<Route.LoaderArgs>`. */
export type PageLoadArgs<RouteArgs extends PageArgs<unknown>> = PageArgs<RouteArgs['params']>;

type PageLoad<Params, Data> = (context: StorefrontContext, args: PageArgs<Params>) => Data;

/** The route's server `loader`: `load` with this request's context. */
export function serverLoader<Params, Data>(load: PageLoad<Params, Data>) {
  return ({ context, params, request }: PageArgs<Params> & { context: StorefrontContext }): Data => load(context, { params, request });
}

/** The route's `clientLoader`: `load` with the browser's context. */
export function browserLoader<Params, Data>(load: PageLoad<Params, Data>) {
  return ({ params, request }: PageArgs<Params>): Data => load(browserContext(), { params, request });
}

/**
 * `load` for a page the component draws from one query's cache: the loader runs the
 * query (so the server's page is complete and the browser's opens without a wait) and
 * names the page with a message.
 */
export function queryPageLoad(query: TypedDocumentNode<unknown, Record<string, never>>, titleKey: ParseKeys) {
  return async ({ apollo, i18n }: StorefrontContext) => {
    await apollo.query({ query });
    return { title: i18n.t(titleKey) };
  };
}

/** `load` for a page that needs no data before it opens: only its title. */
export function titlePageLoad(titleKey: ParseKeys) {
  return ({ i18n }: StorefrontContext) => ({ title: i18n.t(titleKey) });
}
