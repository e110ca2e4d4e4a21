// The GraphQL explorer: GraphiQL bundled at build time (scripts/build-explorer.mjs) and
// served from this process, so it works on a machine without internet (Apollo's landing
// page loads from a CDN). A browser opening /graphql gets it; API clients never do.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import express, { type Request, type RequestHandler, type Router } from 'express';

// src/platform and dist/platform are both two levels below the package.
export const EXPLORER_DIR = fileURLToPath(new URL('../../dist/explorer/', import.meta.url));
/** Under /graphql so a proxy that forwards /graphql (the web server) forwards these too. */
export const EXPLORER_ASSETS_PATH = '/graphql/explorer';

// Everything from this origin only: the page proves it needs no CDN.
const CSP = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

// The same protections as the storefront's pages (decision 0050); the page holds nothing
// personal, but it can send queries with the visitor's cookies: never framed, never stored.
const PAGE_HEADERS = {
  'content-security-policy': CSP,
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** A browser navigating (Accept prefers HTML), not a GraphQL GET (which has ?query=). */
function wantsExplorer(req: Request): boolean {
  return req.query.query === undefined && req.accepts(['application/json', 'text/html']) === 'text/html';
}

const sendExplorer: RequestHandler = (_req, res) => {
  const index = `${EXPLORER_DIR}index.html`;
  if (!existsSync(index)) {
    res.status(503).type('text/plain').send('The explorer is not built: run `pnpm --filter @beauty/gateway build`.');
    return;
  }
  res.set(PAGE_HEADERS);
  res.sendFile(index);
};

export function explorerRoutes(): Router {
  const router = express.Router();
  router.get('/graphql', (req, res, next) => (wantsExplorer(req) ? sendExplorer(req, res, next) : next()));
  router.get('/explorer', sendExplorer);
  // Browsers ask for it on every page; a 204 keeps their consoles free of 404s.
  router.get('/favicon.ico', (_req, res) => void res.status(204).end());
  router.use(
    EXPLORER_ASSETS_PATH,
    express.static(EXPLORER_DIR, { index: false, fallthrough: false, setHeaders: (res) => res.setHeader('x-content-type-options', 'nosniff') }),
  );
  return router;
}
