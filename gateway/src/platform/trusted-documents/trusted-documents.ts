// Trusted documents (decision 0056): our own clients send the hash of an operation they
// shipped, and the gateway runs the text it holds for that hash, never text the request
// brings. Free-form operations (the explorer, a script) are let through, logged, or refused:
//   off      free-form allowed (development: the explorer, codegen);
//   log      allowed, each one logged with its operation name and hash (what enforce would refuse);
//   enforce  refused with TRUSTED_DOCUMENT_REQUIRED, unless the explorer is on.
// A refused request ends here: no resolver runs, the api is never called. Apollo's own
// automatic persisted queries are off (server-app.ts): they let any client register any
// document, the opposite of an allow-list.
import type { RequestHandler } from 'express';
import type { Logger } from '../logger.ts';
import { type Manifests, sha256Hex } from './manifests.ts';

export const TRUSTED_DOCUMENT_MODES = ['off', 'log', 'enforce'] as const;
export type TrustedDocumentMode = (typeof TRUSTED_DOCUMENT_MODES)[number];

export interface TrustedDocumentOptions {
  mode: TrustedDocumentMode;
  manifests: Manifests;
  /** The explorer is on (GRAPHQL_INTROSPECTION): free-form operations are its whole point. */
  explorer: boolean;
  /**
   * Clients always under enforce, whatever the mode and the explorer: the kiosk (decision
   * 0119), whose client name only the channel gate sets, after checking its device credential.
   */
  alwaysEnforced?: ReadonlySet<string>;
}

/** The client a request names (Apollo's header); our web is the default. */
export const CLIENT_HEADER = 'apollographql-client-name';
const DEFAULT_CLIENT = 'web';

const SHA256 = /^[0-9a-f]{64}$/;

/** The hash a request names: Apollo's persistedQuery extension or the GraphQL-over-HTTP documentId. */
function requestedHash(body: Record<string, unknown>): string | undefined | null {
  const extensions = body.extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined;
  const fromExtension = extensions?.persistedQuery?.sha256Hash;
  const fromId = typeof body.documentId === 'string' ? body.documentId.replace(/^sha256:/, '') : undefined;
  const hash = fromExtension ?? fromId;
  if (hash === undefined) return undefined;
  return typeof hash === 'string' && SHA256.test(hash) ? hash : null;
}

/** Apollo's own persisted queries are off and would refuse the extension: the hash has been read. */
function dropHash(body: Record<string, unknown>): void {
  delete body.documentId;
  if (body.extensions && typeof body.extensions === 'object') delete (body.extensions as Record<string, unknown>).persistedQuery;
}

/**
 * A GET's parameters as a POST body would carry them (GraphQL over HTTP: extensions is JSON
 * in the URL). A GET naming a hash is how a public query reaches a CDN with a short URL
 * (decision 0122); what the hash names is written back into the URL Apollo reads.
 */
function getParams(url: string): { path: string; search: URLSearchParams; params: Record<string, unknown> } {
  const at = url.indexOf('?');
  const search = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
  let extensions: unknown;
  try {
    extensions = JSON.parse(search.get('extensions') ?? 'null');
  } catch {
    extensions = undefined; // Apollo answers malformed extensions itself
  }
  const params: Record<string, unknown> = {
    query: search.get('query') ?? undefined,
    operationName: search.get('operationName') ?? undefined,
    documentId: search.get('documentId') ?? undefined,
  };
  if (extensions && typeof extensions === 'object') params.extensions = extensions;
  return { path: at === -1 ? url : url.slice(0, at), search, params };
}

function refuse(res: Parameters<RequestHandler>[1], code: string, message: string) {
  res.status(400).json({ errors: [{ message, extensions: { code } }] });
}

export function trustedDocuments(options: TrustedDocumentOptions, logger: Logger): RequestHandler {
  return (req, res, next) => {
    const body = req.body as Record<string, unknown> | undefined;
    const get = req.method === 'GET' ? getParams(req.url) : undefined;
    // Odd bodies and other methods go on to Apollo, which answers them.
    if (!get && (req.method !== 'POST' || !body || typeof body !== 'object' || Array.isArray(body))) return next();
    const params = get ? get.params : body!;
    const client = (req.get(CLIENT_HEADER) ?? DEFAULT_CLIENT).toLowerCase();
    const hash = requestedHash(params);
    const alwaysEnforced = options.alwaysEnforced?.has(client) ?? false;
    if (get && hash === undefined && typeof params.query !== 'string') return next();

    if (hash === null) return refuse(res, 'PERSISTED_QUERY_NOT_FOUND', 'The document hash is not a sha256 hash');
    if (hash !== undefined) {
      const text = options.manifests.get(client)?.get(hash);
      // Not ours: refused under enforce, or when there is no text to fall back on.
      const enforced = (options.mode === 'enforce' && !options.explorer) || alwaysEnforced;
      if (text === undefined && (enforced || typeof params.query !== 'string'))
        return refuse(res, 'PERSISTED_QUERY_NOT_FOUND', `No trusted document ${hash} for client ${client}`);
      if (get) {
        get.search.delete('extensions');
        get.search.delete('documentId');
      } else dropHash(body!);
      // Ours: the shipped text, whatever text the request also carried.
      if (text !== undefined) {
        if (get) get.search.set('query', text);
        else body!.query = text;
      }
      if (get) req.url = `${get.path}?${get.search}`;
      if (text !== undefined) return next();
    }

    const query = params.query;
    if (alwaysEnforced) return refuse(res, 'TRUSTED_DOCUMENT_REQUIRED', `Client ${client} runs only the documents it shipped: send the hash`);
    if (typeof query !== 'string' || options.mode === 'off' || options.explorer) return next();
    const operationName = params.operationName ?? null;
    if (options.mode === 'log') {
      logger.warn('free-form GraphQL operation (trusted documents would refuse it)', { client, operationName, hash: sha256Hex(query) });
      return next();
    }
    return refuse(res, 'TRUSTED_DOCUMENT_REQUIRED', 'Only trusted documents are accepted here: send the hash of a document your client shipped');
  };
}
