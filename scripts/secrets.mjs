// The secrets of a local install (decision 0051). No secret is in the source: production
// sets each one (the api and gateway refuse to start without them, naming what is
// missing); `pnpm start` creates random ones once per install in .data/secrets.env
// (git-ignored, mode 0600) and reuses them, so sessions and order links survive a
// restart; a variable set in the environment wins over the file.
// The names are the api's list of what production must set
// (api/src/platform/production-secrets.json), read here as it is.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import productionSecrets from '../api/src/platform/production-secrets.json' with { type: 'json' };

export const SECRET_NAMES = productionSecrets;

/** 32 random bytes each, base64url (no quoting needed in an env file). */
export const randomSecrets = () => Object.fromEntries(SECRET_NAMES.map((name) => [name, randomBytes(32).toString('base64url')]));

function readSecretsFile(file) {
  if (!existsSync(file)) return {};
  const values = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match && match[2]) values[match[1]] = match[2];
  }
  return values;
}

/**
 * The file's secrets, adding any missing (a new install, or a name added since): written
 * to a temporary file with mode 0600 and renamed, so a crash never leaves half a file.
 */
export function ensureSecretsFile(file) {
  const values = readSecretsFile(file);
  const fresh = randomSecrets();
  const added = SECRET_NAMES.filter((name) => !values[name]);
  if (added.length > 0) {
    for (const name of added) values[name] = fresh[name];
    mkdirSync(dirname(file), { recursive: true });
    const body = `# Local secrets made by scripts/start.mjs (decision 0051). Never commit; production sets its own.\n${Object.entries(values)
      .map(([name, value]) => `${name}=${value}`)
      .join('\n')}\n`;
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, body, { mode: 0o600 });
    renameSync(temporary, file);
  }
  chmodSync(file, 0o600); // also tightens a file someone made by hand
  return { values, added };
}

/** The environment a service starts with: the file's secrets, unless the environment sets one. */
export function withSecrets(env, secrets) {
  const merged = { ...env };
  for (const [name, value] of Object.entries(secrets)) if (!merged[name]) merged[name] = value;
  return merged;
}
