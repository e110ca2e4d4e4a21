import { defineProject } from 'vitest/config';

// `source` resolves @beauty/api/testing (and what it imports) to TypeScript: no build needed.
const conditions = ['source', 'node', 'development|production'];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'bench',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
