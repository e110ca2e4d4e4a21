// One vitest run covers every package; each package's vitest.config.ts defines its project.
// Two groups, in order: every project at once, then the api's load-sensitive suites alone
// (api/vitest.config.ts, LOAD_SENSITIVE).
import { defineConfig } from 'vitest/config';
import { apiAlone } from './api/vitest.config.ts';

export default defineConfig({
  test: {
    projects: ['scripts', 'contracts', 'client-kit', 'server-kit', 'api', apiAlone, 'gateway', 'web', 'kiosk', 'bench'],
  },
});
