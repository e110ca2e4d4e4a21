// /swagger (docs/product.md#layouts, blank layout): the api's OpenAPI document in Swagger UI, for the
// developers of the shop. Everything comes from this server: the viewer is the
// swagger-ui-dist package bundled with the app (no CDN, works offline), and the document is
// the api's own (generated from its route schemas, api/src/platform/openapi.ts), fetched
// here because the api is not reachable from browsers. The page is plain HTML with no
// shop header or footer, and its scripts are files of this origin, so the strict CSP of
// security-headers.ts allows them without a nonce or 'unsafe-inline' (decision 0101).
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import type { Env } from './env';

const VIEWER_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-bundle.js.map', 'favicon-32x32.png'] as const;

function viewerDirectory(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('swagger-ui-dist/package.json'));
}

// validatorUrl null: Swagger UI would otherwise send the document to validator.swagger.io.
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/swagger/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
    supportedSubmitMethods: [],
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Lumi Beauty REST api</title>
    <link rel="icon" href="/swagger/ui/favicon-32x32.png" type="image/png" />
    <link rel="stylesheet" href="/swagger/ui/swagger-ui.css" />
  </head>
  <body>
    <main id="swagger-ui" data-testid="swagger"></main>
    <script src="/swagger/ui/swagger-ui-bundle.js"></script>
    <script src="/swagger/init.js"></script>
  </body>
</html>
`;

export const OPENAPI_PATH = '/api/web/v1/openapi.json';

export function createApiDocs(env: Pick<Env, 'API_URL'>): Router {
  const router = Router();
  const directory = viewerDirectory();

  router.get('/swagger', (_req, res) => {
    res.type('html').set('cache-control', 'no-cache').send(PAGE);
  });
  router.get('/swagger/init.js', (_req, res) => {
    res.type('js').set('cache-control', 'no-cache').send(INIT_SCRIPT);
  });
  // Only the viewer's own files, never a path a request makes up.
  const files = express.static(directory, { index: false, maxAge: '1d', fallthrough: false });
  router.get('/swagger/ui/:file', (req, res, next) => {
    if (!(VIEWER_FILES as readonly string[]).includes(req.params.file)) return next();
    req.url = `/${req.params.file}`;
    files(req, res, next);
  });
  router.get('/swagger/openapi.json', async (_req, res) => {
    try {
      const upstream = await fetch(new URL(OPENAPI_PATH, env.API_URL), { signal: AbortSignal.timeout(5_000) });
      if (!upstream.ok) throw new Error(`api answered ${upstream.status}`);
      res
        .type('json')
        .set('cache-control', 'no-cache')
        .send(await upstream.text());
    } catch {
      res.status(502).json({ code: 'API_UNAVAILABLE', message: 'The api did not answer; the document cannot be shown.' });
    }
  });
  return router;
}
