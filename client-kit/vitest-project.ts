// The vitest project of a browser app or of this kit: unit tests in Node, beside the code
// they check. `source` reads the workspace packages (@beauty/contracts, this kit) as
// TypeScript, so nothing is built first.
import { defineProject } from 'vitest/config';

const source = { conditions: ['source'] };

export function sourceProject(name: string, include: string[]) {
  return defineProject({ resolve: source, ssr: { resolve: source }, test: { name, environment: 'node', include } });
}
