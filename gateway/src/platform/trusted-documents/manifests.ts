// The trusted documents each client shipped (decision 0056): codegen writes a client's
// manifest (sha256 hash → operation text) at build time; the gateway loads them at boot,
// one per client name. A manifest whose hash does not match its text is refused at boot:
// a hash must name exactly one operation.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Client name → (hash → operation text). */
export type Manifests = ReadonlyMap<string, ReadonlyMap<string, string>>;

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

const CLIENT_NAME = /^[a-z][a-z0-9-]{0,31}$/;

/** Checks one manifest's contents (a JSON object of hash → operation text). */
export function manifestOf(client: string, body: unknown): Map<string, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error(`the ${client} manifest is not a JSON object`);
  const documents = new Map<string, string>();
  for (const [key, text] of Object.entries(body)) {
    // codegen writes "sha256:<hex>"; the hex is what requests carry.
    const hash = key.replace(/^sha256:/, '');
    if (typeof text !== 'string' || sha256Hex(text) !== hash)
      throw new Error(`the ${client} manifest's ${hash.slice(0, 12)}… is not the sha256 of its operation`);
    documents.set(hash, text);
  }
  return documents;
}

/** Where the web's manifest is in this repository (`pnpm codegen` writes it). */
export const WEB_MANIFEST = fileURLToPath(new URL('../../../../web/app/__generated__/persisted-documents.json', import.meta.url));
/** The kiosk's (decision 0119). */
export const KIOSK_MANIFEST = fileURLToPath(new URL('../../../../kiosk/app/__generated__/persisted-documents.json', import.meta.url));

/**
 * GRAPHQL_TRUSTED_DOCUMENT_MANIFESTS: "web=/path/web.json,kiosk=/path/kiosk.json". Unset: the
 * web's and the kiosk's manifests of this repository, those codegen has written.
 */
export function loadManifests(spec: string | undefined): Manifests {
  const entries = spec?.trim()
    ? spec.split(',').map((entry) => {
        const [client, path] = entry.split('=').map((part) => part.trim());
        if (!client || !CLIENT_NAME.test(client) || !path) throw new Error(`"${entry}" is not client=path`);
        return [client, path] as const;
      })
    : (
        [
          ['web', WEB_MANIFEST],
          ['kiosk', KIOSK_MANIFEST],
        ] as const
      ).filter(([, path]) => existsSync(path));
  return new Map(entries.map(([client, path]) => [client, manifestOf(client, JSON.parse(readFileSync(path, 'utf8')))]));
}
