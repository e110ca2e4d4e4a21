import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'kiosk',
    environment: 'node',
    include: ['app/**/*.test.ts', 'server/**/*.test.js'],
  },
});
