// The gateway's vitest project: unit tests beside the code (src/**), integration tests
// against a real api started in-process (test/**).
import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

// Vite's default conditions plus `source`, which resolves @beauty/contracts (and the
// @beauty/api the integration tests start) to their TypeScript sources (their package
// exports): the gateway validates against the very contract the api is built from,
// without a build.
const conditions = ['source', 'module', 'node', 'development|production'];

export default defineProject({
  resolve: {
    conditions,
    // graphql 16 ships index.js and index.mjs without an exports map. Node, and so every
    // external dependency (Apollo, graphql-tools), loads index.js; Vite would give our
    // files index.mjs, and graphql's instanceof checks fail across the two copies.
    alias: { graphql: createRequire(import.meta.url).resolve('graphql') },
  },
  // Vitest hands these to Node as --conditions too; without `module` there, Node loads
  // packages as it does in production (@opentelemetry/api's "module" build, needed by the
  // error-reporting SDK, has extensionless imports Node cannot load; decision 0003).
  ssr: { resolve: { conditions: conditions.filter((condition) => condition !== 'module') } },
  test: {
    name: 'gateway',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Starting the api boots PGlite (WASM initdb) and seeds the catalogue: seconds.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
