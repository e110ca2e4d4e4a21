import { sourceProject } from '@beauty/client-kit/vitest-project';

export default sourceProject('web', ['app/**/*.test.ts', 'server/**/*.test.ts']);
