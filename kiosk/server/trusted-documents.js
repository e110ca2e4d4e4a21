// @ts-check
// The kiosk's trusted documents (decision 0119): codegen's manifest of the operations in
// kiosk/app, hash → text. The gateway runs only these for client `kiosk`; the server's own
// boot question is one of them, so it too is asked by hash.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const manifestSchema = z.record(z.string().regex(/^sha256:[0-9a-f]{64}$/), z.string());

/**
 * @param {string} path
 * @returns {Map<string, string>} operation name → hash (hex)
 */
export function loadOperationHashes(path) {
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const hashes = new Map();
  for (const [key, text] of Object.entries(manifest)) {
    // An operation starts the text or follows a fragment's closing brace.
    const name = /(?:^|\}\s*)(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1];
    if (name) hashes.set(name, key.replace(/^sha256:/, ''));
  }
  return hashes;
}
