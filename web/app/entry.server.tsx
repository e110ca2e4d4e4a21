// Renders a page for one request with that request's Apollo Client and i18n instance,
// then writes the client's cache into the page so the browser starts from it.
import { PassThrough } from 'node:stream';
import { ApolloProvider } from '@apollo/client/react';
import type { Language } from '@beauty/contracts/locale';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { bootstrapScript } from './platform/apollo-state';
import { reportingScript } from './platform/error-reporting-bootstrap';
import { tagManagerScript } from './analytics/tag-manager';
import { reportError } from './platform/report-error';
import { builtMessagesChunks } from './platform/messages-chunk.server';
import { deferPageCode, deferredModulePreload, pageCodeStarterScript } from './platform/scripts/deferred-page-code.server';
import { earlyTapsScript } from './platform/scripts/early-taps.server';
import { StylesheetTextContext } from './platform/styles/inline-stylesheets';
import { builtStylesheets } from './platform/styles/stylesheet-files.server';

export const streamTimeout = 5_000;

// The page's stylesheets go into the document: nothing blocks its first paint (decision 0120).
const stylesheetText = builtStylesheets();
// The page's messages are fetched with its code, not after it (decision 0120, fourth pass).
const messagesChunk = builtMessagesChunks();

function messagesPreload(language: Language): string {
  const href = messagesChunk(language);
  return href ? deferredModulePreload(href) : '';
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { apollo, i18n, locale, cspNonce, analytics } = loadContext;
  // Every inline script of the page carries the response's nonce (server/security-headers.ts):
  // React Router's (ServerRouter hands it to <Scripts>, <ScrollRestoration>, <Links> and
  // the streamed data), React's own, and our bootstrap.
  const nonce = cspNonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete document at once.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ApolloProvider client={apollo}>
        <I18nextProvider i18n={i18n}>
          <StylesheetTextContext.Provider value={stylesheetText}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </StylesheetTextContext.Provider>
        </I18nextProvider>
      </ApolloProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          // The page's scripts go before </head>: the early-tap keeper first, so its listener
          // comes before React's; then the cache and locale, since React
          // Router's module script may run as soon as it is started. Every loader has finished
          // before rendering starts, so the cache is complete when </head> is written. React 19
          // skips elements it did not render in <head> when it hydrates.
          const page = deferPageCode({
            headEnd: () =>
              earlyTapsScript(cspNonce) +
              bootstrapScript({ apolloState: apollo.extract(), locale }, cspNonce) +
              reportingScript(cspNonce) +
              tagManagerScript(analytics, new URL(request.url).pathname, cspNonce) +
              messagesPreload(locale.language) +
              pageCodeStarterScript(cspNonce),
          });
          page.pipe(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(page);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, React Router's handleError below sees it; after, only we do.
          if (shellRendered) {
            loadContext.log.error({ err: error }, 'error while streaming the page');
            reportError(error, { where: 'ssr-stream', path: new URL(request.url).pathname });
          }
        },
      },
    );
  });
}

/**
 * Errors in loaders, actions and rendering on the server (React Router calls this; the
 * shopper sees the error page). Logged as React Router does by default, and reported:
 * not when the shopper went away, nor for 4xx responses (a missing product is no bug).
 * The path only: query strings carry reset and order tokens (the log's serializer blanks them).
 */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  if ((isRouteErrorResponse(error) || error instanceof Response) && error.status < 500) return;
  // The request's own log line (its id on it, decision 0061); the console outside a request.
  if (context?.log) context.log.error({ err: error, req: { method: request.method, url: request.url } }, 'page failed');
  else console.error(error);
  reportError(error, { where: 'ssr', method: request.method, path: new URL(request.url).pathname });
}
