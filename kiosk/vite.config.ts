// The kiosk's browser app: a single-page app (no server rendering: one screen, one
// shopper at a time, nothing for a crawler), built to kiosk/build and served by server.js.
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { defaultClientConditions, defineConfig } from 'vite';

// `source`: @beauty/contracts/* and @beauty/client-kit/* as TypeScript, so the kiosk needs
// no build of them.
const conditions = ['source', ...defaultClientConditions];
// The browser's zod never compiles with eval (our CSP forbids it), as on the web: the same
// module sets it up for both (client-kit/src/zod-jitless.ts). Its file, not its name: the
// contracts import zod too, and they do not depend on the client kit.
const browserZod = { find: /^zod$/, replacement: createRequire(import.meta.url).resolve('@beauty/client-kit/zod-jitless') };

export default defineConfig({
  resolve: { conditions, alias: [browserZod] },
  build: { outDir: 'build', emptyOutDir: true, sourcemap: true },
  plugins: [react()],
});
