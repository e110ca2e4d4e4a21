// The api's vitest project: unit tests beside the code and integration tests on a real
// database (PGlite always; Postgres too when TEST_DATABASE_URL is set).
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Booting PGlite (WASM initdb) and seeding takes seconds, not milliseconds.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
