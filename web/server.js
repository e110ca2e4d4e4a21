#!/usr/bin/env node
// The storefront's web server (decision 0001): express 5 with compression. In production
// it serves web/build; with --dev it renders through Vite's middleware. The app itself
// (health checks, proxies, locale, device id, React Router) lives in server/*.ts.
import compression from 'compression';
import express from 'express';

const dev = process.argv.includes('--dev');
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
  entry = await import('./build/server/index.js');
}

const env = entry.parseEnv(process.env);
// Before anything serves: errors from the first request on are reported (SENTRY_DSN set).
await entry.startErrorReporting(env);
app.use(entry.securityHeaders(env, { dev })); // CSP, HSTS, no-store with cookies (decision 0050)
app.use(entry.createPlatformRoutes(env));
if (vite) {
  app.use(vite.middlewares);
} else {
  // Hashed file names: cached for a year. Everything else briefly.
  app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
  app.use(express.static('build/client', { maxAge: '1h', index: false }));
}
app.use(entry.createStorefront(env));

const onListening = () => console.log(`[web] storefront on http://localhost:${env.WEB_PORT}${dev ? ' (dev)' : ''}`);
const server = env.WEB_HOST ? app.listen(env.WEB_PORT, env.WEB_HOST, onListening) : app.listen(env.WEB_PORT, onListening);

function stop() {
  // Queued error reports leave first (at most 1 s, within the parent's patience).
  server.close(() => entry.flushErrorReports(1000).finally(() => process.exit(0)));
  // Keep-alive connections may hold close() open; do not outlive the parent's patience.
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
