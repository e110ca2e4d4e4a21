// The document: <html lang> from the locale, the shell around every page, and the error
// boundary that shows the 404 page and the error page.
import { useEffect } from 'react';
import { isRouteErrorResponse, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { ErrorPage } from './content/ErrorPage';
import { NotFound } from './content/NotFound';
import { type RootData, rootData } from './platform/root-data';
import { Shell, ShellQuery } from './shell/Shell';
import { welcomeState } from './content/welcome.server';
import { siteChoices } from './locale/site-choices.server';
import { siteDescription, siteTitle } from './locale/site-meta';
import { localeTag } from './locale/site-locale';
import { pageMeta } from './platform/page-meta';
import { DocumentLinks } from './platform/styles/DocumentLinks';
import { referenceIdFor } from './platform/reference-id';
import { usePageViewed } from './analytics/use-page-viewed';
import { MobileContext, useDeviceDetection } from './platform/device/use-device';
import { useNewBuildReload } from './platform/new-build/use-new-build';
import { useRestoredFormDrafts } from './platform/new-build/use-restored-form-drafts';
import type { Route } from './+types/root';
import stylesheet from './styles/app.css?url';
import './styles/focus.css';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const { apollo, locale, i18n } = context;
  // The header and footer are not worth failing a page for: without them the page still
  // renders, and the browser's cache-first query fills them in.
  try {
    await apollo.query({ query: ShellQuery });
  } catch (error) {
    context.log.error({ err: error }, 'layout and bag count failed to load');
  }
  const { t } = i18n;
  return {
    locale,
    siteTitle: siteTitle(t, locale.country),
    siteDescription: siteDescription(t, locale),
    errorTitles: { notFound: t('notFound.pageTitle'), error: t('errors.pageTitle') },
    sites: siteChoices(t),
    welcome: welcomeState(request, locale.country),
    requestId: context.requestId,
    mobile: context.mobile,
    analytics: context.analytics,
    build: context.build,
    sandbox: context.sandbox,
  };
}

// The locale only changes with a full page load (the switcher's links), so the root's
// data never needs a second trip to the server.
export function shouldRevalidate() {
  return false;
}

export function meta({ error, matches }: Route.MetaArgs) {
  const root = rootData(matches);
  if (!error) return pageMeta(matches, {});
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [...pageMeta(matches, { title: notFound ? root?.errorTitles.notFound : root?.errorTitles.error }), { name: 'robots', content: 'noindex' }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  const lang = root ? localeTag(root.locale) : 'en-SG';
  return (
    <html lang={lang} data-device={root?.mobile ? 'mobile' : 'desktop'} data-build={root?.build?.id}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d1a1c" />
        <Meta />
        {/* <Links>, with the stylesheets inline on a first visit (DocumentLinks.tsx). */}
        <DocumentLinks />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Marks the document once React has hydrated it (tests and monitoring wait for it). */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/** A route asks for the blank layout (docs/product.md#layouts) with `export const handle = { layout: 'blank' }`. */
function useBlankLayout(): boolean {
  return useMatches().some((match) => (match.handle as { layout?: string } | undefined)?.layout === 'blank');
}

export default function App() {
  useHydratedMarker();
  const blank = useBlankLayout();
  const root = useRouteLoaderData<RootData>('root');
  const mobile = useDeviceDetection(root?.mobile ?? false);
  usePageViewed(root?.analytics, root?.locale, mobile);
  useNewBuildReload(root?.build);
  useRestoredFormDrafts();
  return (
    <MobileContext.Provider value={mobile}>
      <Shell blank={blank}>
        <Outlet />
      </Shell>
    </MobileContext.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useHydratedMarker();
  const { pathname, key } = useLocation();
  const root = useRouteLoaderData<RootData>('root');
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFound path={pathname} />
      </Shell>
    );
  }
  if (import.meta.env.DEV || typeof window === 'undefined') console.error(error);
  return (
    <Shell>
      <ErrorPage referenceId={referenceIdFor(error, key, root?.requestId)} />
    </Shell>
  );
}
