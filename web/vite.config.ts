import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { buildInfoPlugin } from './server/build-info-plugin';
import { graphqlDocumentsPlugin } from './server/graphql-documents-plugin';

// `source` resolves @beauty/contracts/* to its TypeScript (the package exports it under
// that condition), so the web needs no contracts build to run or test.
const conditions = ['source', ...defaultClientConditions];
const ssrConditions = ['source', ...defaultServerConditions];

// The browser's zod never compiles with eval (our CSP forbids it): app/platform/zod-jitless.ts.
const browserZod = { find: /^zod$/, replacement: fileURLToPath(new URL('./app/platform/zod-jitless.ts', import.meta.url)) };

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { conditions, alias: isSsrBuild ? [] : [browserZod] },
  ssr: { resolve: { conditions: ssrConditions, externalConditions: ['node'] } },
  // The server bundle's entry is our express app (server/app.ts), which mounts the
  // React Router request handler; server.js imports it from build/server/index.js.
  // No manualChunks: one chunk for everything every page loads would change its name with
  // almost any deploy, and a page open across a deploy could then load no route at all
  // (decision 0120, "Second pass").
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : {},
  // /builds/latest.json and /builds/meta/{id}.json, and the server's build id (decision 0104).
  // Each page's own GraphQL documents, not the map of all of them: server/graphql-documents-plugin.ts.
  plugins: [graphqlDocumentsPlugin(), reactRouter(), buildInfoPlugin()],
}));
