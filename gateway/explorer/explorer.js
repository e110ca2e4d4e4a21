// GraphiQL for the gateway, bundled by scripts/build-explorer.mjs into dist/explorer and
// served by the gateway itself (no CDN: it must work without internet access).
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { EXAMPLES } from './examples.js';
import { withCurrentOperationName } from './operation-name.js';

// Monaco's workers, bundled beside this file (GraphiQL's own setup-workers helpers load
// them from esm.sh or need a bundler's worker plugin). Same origin: the CSP allows them.
globalThis.MonacoEnvironment = {
  getWorker(_workerId, label) {
    const file = label === 'json' ? 'json.worker.js' : label === 'graphql' ? 'graphql.worker.js' : 'editor.worker.js';
    return new Worker(new URL(file, import.meta.url), { type: 'module' });
  },
};

// This origin's /graphql: through the web server's proxy or on the gateway directly.
const endpoint = new URL('/graphql', window.location.origin).href;

/**
 * JSON POST: Apollo's CSRF prevention lets it through (a form post could not send this
 * content type without a preflight). Headers typed in GraphiQL's header editor (e.g.
 * x-site-country: TH) are sent along.
 */
async function fetcher(params, options) {
  const response = await fetch(endpoint, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      accept: 'application/graphql-response+json, application/json',
      ...options?.headers,
      'content-type': 'application/json',
    },
    body: JSON.stringify(withCurrentOperationName(params)),
  });
  return response.json();
}

// The example operations open as tabs (examples.js); a visitor's own tabs, kept by GraphiQL
// in this browser's storage, come back instead on a later visit.
const defaultTabs = EXAMPLES.map(({ query, variables, headers }) => ({
  query,
  ...(variables ? { variables: JSON.stringify(variables, null, 2) } : {}),
  ...(headers ? { headers: JSON.stringify(headers, null, 2) } : {}),
}));

createRoot(document.getElementById('explorer')).render(
  createElement(GraphiQL, { fetcher, defaultTabs, defaultEditorToolsVisibility: 'variables', isHeadersEditorEnabled: true }),
);
