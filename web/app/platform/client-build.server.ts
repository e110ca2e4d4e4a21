// Where the server finds the browser's build, to read what it writes into pages from it:
// the stylesheets (styles/stylesheet-files.server.ts) and the messages chunk's name
// (messages-chunk.server.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** build/client, from this module in build/server/index.js or build/server/assets/*.js. */
export function clientBuildDirectory(): string | undefined {
  for (const relative of ['../client/', '../../client/']) {
    const candidate = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(`${candidate}assets`)) return candidate;
  }
  return undefined;
}
