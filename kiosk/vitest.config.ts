import { sourceProject } from '@beauty/client-kit/vitest-project';

export default sourceProject('kiosk', ['app/**/*.test.ts', 'server/**/*.test.js']);
