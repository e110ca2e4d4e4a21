// @ts-check
// The kiosk server's routes: /healthz, the page's settings (/kiosk-config.json), the
// GraphQL proxy, the product pictures, and the built app. Nothing else answers: every
// other path is the app's one page (the app keeps its screens in memory, not in URLs).
import express from 'express';
import { resolve } from 'node:path';
import { COUNTRY_LANGUAGES } from '@beauty/contracts/locale';
import { MAX_BODY_BYTES, graphqlProxy, jsonOnly } from './graphql-proxy.js';
import { imagesProxy } from './images-proxy.js';
import { securityHeaders } from './security-headers.js';
import { environmentOf } from './env.js';

/**
 * @param {{ env: import('./env.js').Env; device: { deviceId: string; label: string; country: import('@beauty/contracts/locale').Country; storeName: string }; buildDir: string; trustedHashes: ReadonlySet<string> }} input
 */
export function createKioskApp({ env, device, buildDir, trustedHashes }) {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders());
  app.get('/healthz', (_req, res) => {
    // What this server is (decision 0154); the kiosk has no sandbox of its own.
    res.set('cache-control', 'no-store').json({ status: 'ok', store: env.KIOSK_STORE, environment: environmentOf(env), sandbox: false });
  });
  // What the page needs to know about its screen; no secret (the credential stays here).
  const config = {
    storeId: env.KIOSK_STORE,
    storeName: device.storeName,
    country: device.country,
    languages: COUNTRY_LANGUAGES[device.country],
    webPublicUrl: env.WEB_PUBLIC_URL,
    idleSeconds: env.KIOSK_IDLE_SECONDS,
  };
  app.get('/kiosk-config.json', (_req, res) => {
    res.set('cache-control', 'no-store').json(config);
  });
  app.post(
    '/graphql',
    jsonOnly,
    express.raw({ type: 'application/json', limit: MAX_BODY_BYTES }),
    graphqlProxy({ gatewayUrl: env.GATEWAY_URL, credential: env.KIOSK_DEVICE_CREDENTIAL, country: device.country, trustedHashes }),
  );
  app.use('/images', imagesProxy({ webUrl: env.WEB_URL }));
  app.use('/assets', express.static(resolve(buildDir, 'assets'), { immutable: true, maxAge: '1y' }));
  app.use(express.static(buildDir, { index: false, maxAge: '1h' }));
  app.get(/.*/, (_req, res) => {
    res.set('cache-control', 'no-store').sendFile(resolve(buildDir, 'index.html'));
  });
  return app;
}
