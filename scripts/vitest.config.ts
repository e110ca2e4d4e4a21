// The repository scripts' vitest project (scripts/*.test.mjs): the import check's, the decision index's and the repository's own pointers' tests.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    include: ['*.test.mjs'],
    environment: 'node',
    // The last test reads every source file of the repository.
    testTimeout: 60_000,
  },
});
