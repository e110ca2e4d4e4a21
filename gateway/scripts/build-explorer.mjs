#!/usr/bin/env node
// Bundles GraphiQL (explorer/explorer.js and its CSS, React included) into dist/explorer,
// which the gateway serves at /graphql for browsers. Run by `build`; the integration and
// e2e tests run it too when the bundle is missing.
import { copyFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist/explorer`;

await mkdir(outdir, { recursive: true });
await build({
  absWorkingDir: root,
  entryPoints: { explorer: 'explorer/explorer.js' },
  outdir,
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  sourcemap: false,
  legalComments: 'linked',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
await copyFile(`${root}explorer/index.html`, `${outdir}/index.html`);
console.log(`explorer built in ${outdir}`);
