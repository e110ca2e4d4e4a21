// The kiosk's browser app: a single-page app (no server rendering: one screen, one
// shopper at a time, nothing for a crawler), built to kiosk/build and served by server.js.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

// `source`: @beauty/contracts/* as TypeScript, so the kiosk needs no contracts build.
const conditions = ['source', ...defaultClientConditions];
// The browser's zod never compiles with eval (our CSP forbids it), as on the web.
const browserZod = { find: /^zod$/, replacement: fileURLToPath(new URL('./app/platform/zod-jitless.ts', import.meta.url)) };

export default defineConfig({
  resolve: { conditions, alias: [browserZod] },
  build: { outDir: 'build', emptyOutDir: true, sourcemap: true },
  plugins: [react()],
});
