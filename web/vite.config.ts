import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// `source` resolves @beauty/contracts/* to its TypeScript (the package exports it under
// that condition), so the web needs no contracts build to run or test.
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
