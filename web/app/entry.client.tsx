// Hydrates the server-rendered page with the same cache and messages it was rendered
// with: no GraphQL request repeats what the HTML already shows.
import { ApolloProvider } from '@apollo/client/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { jwtDataCookie, sessionRefreshLink } from './account/session-refresh-link';
import { domainTypePolicies } from './apollo-type-policies';
import { contentPayloadLink } from './content/payload/payload-link';
import { createI18n } from './locale/i18n';
import type { SiteLocale } from './locale/site-locale';
import { loadMessages } from './locale/load-messages';
import { BOOTSTRAP_GLOBAL } from './platform/apollo-state';
import { createBrowserApollo } from './platform/browser-apollo';
import { setBrowserContext } from './platform/browser-context';
import { startBrowserErrorReporting } from './platform/browser-error-reporting';
import { REPORTING_GLOBAL } from './platform/error-reporting-bootstrap';
import { pageBuildId } from './platform/new-build/build-info';
import { installChunkLoadGuard } from './platform/new-build/chunk-load-guard';
import { reportError } from './platform/report-error';
import { inlinedStylesheets, StylesheetTextContext } from './platform/styles/inline-stylesheets';

/** React's default (console.error) kept, plus a report: the shopper saw an error page. */
function reportRenderError(where: string) {
  return (error: unknown, info: { componentStack?: string | undefined }) => {
    console.error(error);
    reportError(error, { where, componentStack: info.componentStack });
  };
}

/** The domains' links ahead of the query layer (platform/browser-apollo.ts). */
function domainLinks(locale: SiteLocale) {
  return (answered: (operationName: string, variables: Record<string, unknown>) => void) => [
    // A guest's content page: its payload, when this page's build has one (decision 0115).
    contentPayloadLink({
      locale,
      build: pageBuildId,
      signedIn: () => jwtDataCookie(document.cookie) !== undefined,
      fetch: (input, init) => window.fetch(input, init),
      onLoaded: answered,
    }),
    // A session whose access token has run out is renewed first (decision 0055).
    sessionRefreshLink,
  ];
}

/**
 * Lets the browser handle input and paint between two steps. On a phone, evaluating the
 * page's modules, restoring the Apollo cache and setting up hydration took one task of
 * 200-300 ms, during which a tap or a scroll waited (decision 0120, fifth pass). A
 * background tab runs timers once a second and has nobody to answer: it goes straight on.
 */
const nextTask = () => (document.visibilityState === 'hidden' ? Promise.resolve() : new Promise<void>((resolve) => setTimeout(resolve, 0)));

async function hydrate() {
  const bootstrap = window[BOOTSTRAP_GLOBAL];
  if (!bootstrap) throw new Error('The page has no bootstrap data (entry.server writes it)');
  const { locale } = bootstrap;
  await nextTask();
  const apollo = createBrowserApollo(locale, bootstrap.apolloState, { typePolicies: domainTypePolicies, leadingLinks: domainLinks(locale) });
  const messages = await loadMessages(locale.language);
  await nextTask();
  const i18n = createI18n(locale, messages);
  setBrowserContext({ apollo, i18n, locale });

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <ApolloProvider client={apollo}>
          <I18nextProvider i18n={i18n}>
            {/* The same inline stylesheets the server wrote, read back from the document. */}
            <StylesheetTextContext.Provider value={inlinedStylesheets(document)}>
              <HydratedRouter />
            </StylesheetTextContext.Provider>
          </I18nextProvider>
        </ApolloProvider>
      </StrictMode>,
      { onCaughtError: reportRenderError('react-boundary'), onUncaughtError: reportRenderError('react') },
    );
  });
}

startBrowserErrorReporting(window[REPORTING_GLOBAL]);
// Before anything loads lazily: a chunk gone with a new build reloads the page (decision 0104).
installChunkLoadGuard();
void hydrate();
