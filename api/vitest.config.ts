// The api's vitest project: unit tests beside the code and integration tests on a real
// database (PGlite always; Postgres too when TEST_DATABASE_URL is set).
import { defineProject } from 'vitest/config';

// `source` resolves @beauty/contracts to its TypeScript (the package's export condition),
// so the api's tests need no contracts build. Vite's server defaults follow it.
const conditions = ['source', 'node', 'development|production'];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Booting PGlite (WASM initdb) and seeding takes seconds, not milliseconds.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
