// One vitest run covers every package; each package's vitest.config.ts defines its project.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['scripts', 'contracts', 'server-kit', 'api', 'gateway', 'web', 'kiosk'],
  },
});
