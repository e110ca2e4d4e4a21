// The web's typed documents only: the root codegen.ts's web output. Running the root
// config also rewrites the gateway's resolver types, which the gateway generates with
// its own fix (gateway/codegen.ts); this config keeps the two packages' runs apart.
// Run from the repo root: npx graphql-codegen --config web/codegen.ts
import type { CodegenConfig } from '@graphql-codegen/cli';
import root from '../codegen.ts';

const OUTPUT = 'web/app/__generated__/';
const web = root.generates[OUTPUT];
if (!web || Array.isArray(web) || typeof web !== 'object') {
  throw new Error(`../codegen.ts no longer generates ${OUTPUT}`);
}

const config: CodegenConfig = {
  schema: root.schema,
  ignoreNoDocuments: true,
  generates: { [OUTPUT]: web },
};

export default config;
