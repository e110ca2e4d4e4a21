#!/usr/bin/env node
// Bundles GraphiQL 5 (explorer/explorer.js and its CSS, React included) into dist/explorer,
// which the gateway serves at /graphql for browsers. Run by `build`; the integration and
// e2e tests run it too when the bundle is missing.
//
// GraphiQL 5 edits in Monaco, which runs its language services in web workers: the
// editor's, JSON's (variables, headers) and GraphQL's. They are bundled here as three
// more files beside explorer.js, so the explorer loads nothing from a CDN (explorer.js
// points Monaco at them). Monaco's icon font is emitted as a file too.
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist/explorer`;

// The workers live in GraphiQL's own dependencies (pnpm keeps them out of ours): resolve
// them the way GraphiQL does, from @graphiql/react, so their versions are the ones it uses.
const fromGateway = createRequire(`${root}package.json`);
const fromGraphiql = createRequire(fromGateway.resolve('graphiql'));
const fromGraphiqlReact = createRequire(fromGraphiql.resolve('@graphiql/react'));

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    explorer: 'explorer/explorer.js',
    'editor.worker': fromGraphiqlReact.resolve('monaco-editor/esm/vs/editor/editor.worker.js'),
    'json.worker': fromGraphiqlReact.resolve('monaco-editor/esm/vs/language/json/json.worker.js'),
    'graphql.worker': fromGraphiqlReact.resolve('monaco-graphql/esm/graphql.worker.js'),
  },
  outdir,
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  sourcemap: false,
  legalComments: 'linked',
  loader: { '.ttf': 'file' },
  assetNames: '[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
await copyFile(`${root}explorer/index.html`, `${outdir}/index.html`);
console.log(`explorer built in ${outdir}`);
