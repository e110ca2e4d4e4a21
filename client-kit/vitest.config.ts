// The client kit's vitest project: unit tests beside the code they check.
import { sourceProject } from './vitest-project.ts';

export default sourceProject('client-kit', ['src/**/*.test.ts']);
