// The gateway's resolver types: the root codegen.ts's gateway output plus one fix.
// The root config maps Brand to the DTO type also named `Brand`, so the generated file
// imports `Brand` and declares `Brand` (TS2440). `mapperTypeSuffix` imports the DTOs as
// `BrandDto`, `ProductDto`, … Once the root config carries the suffix, delete this file
// and point the `codegen` script back at ../codegen.ts.
import type { CodegenConfig } from '@graphql-codegen/cli';
import root from '../codegen.ts';

const OUTPUT = 'gateway/src/__generated__/resolvers-types.ts';
const gateway = root.generates[OUTPUT];
if (!gateway || Array.isArray(gateway) || typeof gateway !== 'object') {
  throw new Error(`../codegen.ts no longer generates ${OUTPUT}`);
}

const config: CodegenConfig = {
  schema: root.schema,
  generates: {
    [OUTPUT]: { ...gateway, config: { ...gateway.config, mapperTypeSuffix: 'Dto' } },
  },
};

export default config;
