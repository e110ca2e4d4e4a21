// Who can make the kiosk server speak with its device credential (decision 0140): only the
// screen's own browser on this machine, only with a JSON body, only the kiosk app's own
// operations. The gateway here is a real HTTP server that records what reached it.
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKioskApp } from './app.js';
import { parseEnv } from './env.js';
import { listenKiosk } from './listen.js';
import { loadOperationHashes } from './trusted-documents.js';

const manifestOf = (/** @type {string} */ app) => fileURLToPath(new URL(`../../${app}/app/__generated__/persisted-documents.json`, import.meta.url));
const kioskHashes = new Set(loadOperationHashes(manifestOf('kiosk')).values());
const webHash = Object.keys(JSON.parse(readFileSync(manifestOf('web'), 'utf8')))
  .map((key) => key.replace(/^sha256:/, ''))
  .find((hash) => !kioskHashes.has(hash));
const kioskHash = /** @type {string} */ ([...kioskHashes][0]);

const baseEnv = { KIOSK_STORE: 'ST-SG-1', KIOSK_DEVICE_CREDENTIAL: 'kd_abcdefgh.0123456789abcdef0123456789abcdef', KIOSK_PORT: '0' };
const device = { deviceId: 'K1', label: 'Level 1', country: /** @type {const} */ ('SG'), storeName: 'ION Orchard' };

/** @type {string[]} bodies the gateway received */
const forwarded = [];
const gateway = createServer(async (req, res) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  forwarded.push(body);
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ data: { ok: true } }));
});
/** @type {import('node:http').Server} */
let kiosk;
let kioskUrl = '';

beforeAll(async () => {
  gateway.listen(0, '127.0.0.1');
  await once(gateway, 'listening');
  const address = /** @type {import('node:net').AddressInfo} */ (gateway.address());
  const buildDir = mkdtempSync(join(tmpdir(), 'kiosk-build-'));
  writeFileSync(join(buildDir, 'index.html'), '<!doctype html><title>kiosk</title>');
  const env = parseEnv({ ...baseEnv, GATEWAY_URL: `http://127.0.0.1:${address.port}` });
  kiosk = await listenKiosk(createKioskApp({ env, device, buildDir, trustedHashes: kioskHashes }), env);
  kioskUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (kiosk.address()).port}`;
});
afterAll(() => {
  kiosk?.close();
  gateway.close();
});

/** @param {string} host @param {number} port @returns {Promise<boolean>} */
const reachable = (host, port) =>
  new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

/** @param {unknown} body @param {string} [type] */
const post = (body, type = 'application/json') =>
  fetch(`${kioskUrl}/graphql`, { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const byHash = (/** @type {string} */ hash) => ({ operationName: 'Any', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

describe('the kiosk server exposed to its network', () => {
  it('listens on loopback only unless KIOSK_HOST says otherwise', async () => {
    const port = /** @type {import('node:net').AddressInfo} */ (kiosk.address()).port;
    const outward = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    expect(await reachable('127.0.0.1', port)).toBe(true);
    // A machine with no network card but loopback has nothing else to reach it by.
    if (outward) expect(await reachable(outward, port), `reachable at ${outward}`).toBe(false);
    expect(parseEnv(baseEnv).KIOSK_HOST).toBe('127.0.0.1');
    expect(parseEnv({ ...baseEnv, KIOSK_HOST: '0.0.0.0' }).KIOSK_HOST).toBe('0.0.0.0');
  });

  it('forwards a JSON POST of its own operation, and refuses any other content type with 415', async () => {
    forwarded.length = 0;
    expect((await post(byHash(kioskHash))).status).toBe(200);
    expect(forwarded).toHaveLength(1);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await post(byHash(kioskHash), type);
      expect(answer.status, type).toBe(415);
      expect((await answer.json()).errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(forwarded).toHaveLength(1);
  });

  it("refuses the web's trusted hashes, unknown hashes and query text: nothing reaches the gateway", async () => {
    forwarded.length = 0;
    expect(webHash).toBeDefined();
    const web = await post(byHash(/** @type {string} */ (webHash)));
    expect(web.status).toBe(400);
    expect((await web.json()).errors[0]).toMatchObject({ extensions: { code: 'OPERATION_NOT_ALLOWED' } });
    expect((await post(byHash('0'.repeat(64)))).status).toBe(400);
    const text = await post({ query: '{ me { email } }', ...byHash(kioskHash) });
    expect(text.status).toBe(400);
    expect((await text.json()).errors[0].message).toMatch(/by hash only/);
    expect(forwarded).toEqual([]);
  });
});
