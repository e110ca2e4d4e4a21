#!/usr/bin/env node
// The storefront's web server (decision 0001): express 5 with compression. In production
// it serves web/build; with --dev it renders through Vite's middleware. The app itself
// (health checks, proxies, locale, device id, React Router) lives in server/*.ts.
import compression from 'compression';
import express from 'express';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dev = process.argv.includes('--dev');
// The build to serve: web/build, or another (a release directory; the new-build e2e spec
// serves two builds in turn on one port).
const buildDir = resolve(process.env.WEB_BUILD_DIR || 'build');
const app = express();
app.disable('x-powered-by');
app.use(compression());

let vite;
let entry;
if (dev) {
  const { createServer } = await import('vite');
  vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  entry = await vite.ssrLoadModule('./server/app.ts');
} else {
  entry = await import(pathToFileURL(resolve(buildDir, 'server/index.js')).href);
}

const env = entry.parseEnv(process.env);
// Before anything serves: errors from the first request on are reported (SENTRY_DSN set).
await entry.startErrorReporting(env);
// First: every request gets its id and its log lines (decision 0061).
const logging = entry.createRequestLogging(env);
app.use(logging);
app.use(entry.securityHeaders(env, { dev })); // CSP, HSTS, no-store with cookies (decision 0050)
app.use(entry.createPlatformRoutes(env));
if (vite) {
  app.use(vite.middlewares);
} else {
  // Hashed file names, and a build's own route rules: cached for a year. Which build is
  // out (builds/latest.json) is asked again every time. Everything else briefly.
  app.use('/assets', express.static(resolve(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }));
  app.use('/builds/meta', express.static(resolve(buildDir, 'client/builds/meta'), { immutable: true, maxAge: '1y' }));
  app.use('/builds/latest.json', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-cache');
    next();
  });
  app.use(express.static(resolve(buildDir, 'client'), { maxAge: '1h', index: false }));
}
app.use(entry.createStorefront(env));

// The port actually bound (WEB_PORT=0 lets the system pick one; tests read it here).
const onListening = () => logging.log.info({ url: `http://localhost:${server.address().port}`, dev }, 'storefront listening');
const server = env.WEB_HOST ? app.listen(env.WEB_PORT, env.WEB_HOST, onListening) : app.listen(env.WEB_PORT, onListening);

function stop() {
  // Queued error reports leave first (at most 1 s, within the parent's patience).
  server.close(() => entry.flushErrorReports(1000).finally(() => process.exit(0)));
  // Keep-alive connections may hold close() open; do not outlive the parent's patience.
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
