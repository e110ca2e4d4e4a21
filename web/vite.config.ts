import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// `source` resolves @beauty/api/contract/* to its TypeScript (the api package exports
// it under that condition), so the web needs no api build to run or test.
const conditions = ['source', ...defaultClientConditions];
const ssrConditions = ['source', ...defaultServerConditions];

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { conditions },
  ssr: { resolve: { conditions: ssrConditions, externalConditions: ['node'] } },
  // The server bundle's entry is our express app (server/app.ts), which mounts the
  // React Router request handler; server.js imports it from build/server/index.js.
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : {},
  plugins: [reactRouter()],
}));
