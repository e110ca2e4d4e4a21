// The client kit's vitest project: unit tests beside the code they check. `source` reads
// @beauty/contracts as TypeScript, so no contracts build is needed first.
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'client-kit',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
