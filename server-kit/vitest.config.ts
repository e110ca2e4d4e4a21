import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { name: 'server-kit', environment: 'node', include: ['src/**/*.test.ts'] },
});
