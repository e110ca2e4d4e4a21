// The api's vitest projects: unit tests beside the code and integration tests on a real
// database (PGlite always; Postgres too when TEST_DATABASE_URL is set).
import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

// `source` resolves @beauty/contracts and @beauty/server-kit to their TypeScript (the
// packages' export condition), so the api's tests need no build of either. Vite's server
// defaults follow it, without `module`: Node-style packages load as in production.
const conditions = ['source', 'node', 'development|production'];
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Suites that assert behaviour under load they make themselves: event-loop lag and sign-in
 * time during a login flood, pool waits under 50 concurrent bookings, checkout p99s, fault
 * timings. On a 2-core machine beside the other suites' workers they measured those workers
 * (29 Nov, every suite at once as CI runs them: event-loop p99 110 ms, from CPU starvation,
 * not from hashing; 45 ms alone), so they run after every other suite, one file at a time
 * (the root config's second group). `--project 'api*'` runs both projects;
 * `--project api` leaves these out.
 */
export const LOAD_SENSITIVE = [
  'src/account/hashing-under-attack.integration.test.ts',
  'src/account/brute-force.integration.test.ts',
  'src/booking/reservations.integration.test.ts',
  'src/checkout/reliability.integration.test.ts',
  'src/checkout/db-fault.integration.test.ts',
];

const shared = {
  root,
  resolve: { conditions },
  ssr: { resolve: { conditions } },
};
const test = {
  environment: 'node' as const,
  // Booting PGlite (WASM initdb) and seeding takes seconds, not milliseconds.
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineProject({
  ...shared,
  test: { ...test, name: 'api', include: ['src/**/*.test.ts'], exclude: [...configDefaults.exclude, ...LOAD_SENSITIVE] },
});

/** The load-sensitive suites: alone, after the rest (`sequence.groupOrder` 1; every other project is 0). */
export const apiAlone = defineProject({
  ...shared,
  test: { ...test, name: 'api (alone)', include: LOAD_SENSITIVE, fileParallelism: false, sequence: { groupOrder: 1 } },
});
