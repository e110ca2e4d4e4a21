import { reactRouter } from '@react-router/dev/vite';
import { createRequire } from 'node:module';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { buildInfoPlugin } from './server/build-info-plugin';
import { graphqlDocumentsPlugin } from './server/graphql-documents-plugin';

// `source` resolves @beauty/contracts/* and @beauty/client-kit/* to their TypeScript (the
// packages export it under that condition), so the web needs no build of them to run or test.
const conditions = ['source', ...defaultClientConditions];
const ssrConditions = ['source', ...defaultServerConditions];

// The browser's zod never compiles with eval (our CSP forbids it): the kiosk's too, so the
// module that sets it up is shared (client-kit/src/zod-jitless.ts). Its file, not its name:
// the contracts import zod too, and they do not depend on the client kit.
const browserZod = { find: /^zod$/, replacement: createRequire(import.meta.url).resolve('@beauty/client-kit/zod-jitless') };

const MESSAGES = /\/app\/locale\/messages\/(\w+)\.json$/;
/** Vite's default name, but messages-{language}-{hash}.js for a language's messages. */
function browserChunkName(chunk: { facadeModuleId: string | null }): string {
  const language = chunk.facadeModuleId?.match(MESSAGES)?.[1];
  return language ? `assets/messages-${language}-[hash].js` : 'assets/[name]-[hash].js';
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { conditions, alias: isSsrBuild ? [] : [browserZod] },
  ssr: { resolve: { conditions: ssrConditions, externalConditions: ['node'] } },
  // The server bundle's entry is our express app (server/app.ts), which mounts the
  // React Router request handler; server.js imports it from build/server/index.js.
  // No manualChunks: one chunk for everything every page loads would change its name with
  // almost any deploy, and a page open across a deploy could then load no route at all
  // (decision 0120, "Second pass").
  // Each language's messages are a chunk named for it, so the server can preload the page's
  // own (app/platform/messages-chunk.server.ts).
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : { rollupOptions: { output: { chunkFileNames: browserChunkName } } },
  // /builds/latest.json and /builds/meta/{id}.json, and the server's build id (decision 0104).
  // Each page's own GraphQL documents, not the map of all of them: server/graphql-documents-plugin.ts.
  plugins: [graphqlDocumentsPlugin(), reactRouter(), buildInfoPlugin()],
}));
