// The SDL files that make the schema, for the gateway and codegen to load.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const dir = fileURLToPath(new URL('.', import.meta.url));
export const schemaFiles = readdirSync(dir)
  .filter((f) => f.endsWith('.graphql'))
  .sort()
  .map((f) => join(dir, f));
