#!/usr/bin/env node
// Prints the GraphQL contract (schema/*.graphql, merged and sorted) to
// schema/printed/schema.graphql, the one file a developer, an editor (graphql.config.yml) or
// a client's codegen reads, and the baseline gateway/test/schema-contract.test.ts checks
// changes against: additions then need this print again, removals and type changes fail.
//   pnpm schema:print
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printedSchema, PRINTED_SCHEMA_PATH } from './printed-schema.mjs';

writeFileSync(fileURLToPath(PRINTED_SCHEMA_PATH), printedSchema());
console.log(`schema: printed to ${fileURLToPath(PRINTED_SCHEMA_PATH)}`);
