// The kiosk channel (issue 18, decision 0119) as a kiosk, a shopper and an attacker meet it,
// on a real api and a real gateway: a device credential staff issued makes a request a
// kiosk's; without one (or revoked) nothing runs; a kiosk runs only its shipped documents;
// a kiosk reads no shopper's data until that shopper signs in at it with their card and the
// mailed code; and the schema's additions (store stock, barcodes) answer for every channel.
import { type TestApi, setStaffRole } from '@beauty/api/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manifestOf, sha256Hex } from '../src/platform/trusted-documents/manifests.ts';
import { captureLogs } from '@beauty/server-kit/testing/log-capture';
import { jsonLogger } from '../src/platform/logger.ts';
import { restHeaders } from '../src/platform/rest-client.ts';
import { startGateway } from '../src/server-app.ts';
import { startGatewayFor, startApi, type Gateway } from './support/stack.ts';
import { PASSWORD, signUp, uniqueEmail } from './support/session.ts';

const DEVICE = 'query Device { channel kioskDevice { id label store { id name } } }';
const ME = 'query Me { me { firstName beautyPass { cardNumber points { valid } } } }';
const START = 'mutation Start($card: String!) { kioskSignInStart(input: { cardNumber: $card }) { sent expiresIn userErrors { code } } }';
const VERIFY =
  'mutation Verify($card: String!, $code: String!) { kioskSignInVerify(input: { cardNumber: $card, code: $code }) { sessionToken expiresIn account { firstName } userErrors { code } } }';
const SIGN_OUT = 'mutation SignOut { kioskSignOut { signedOut userErrors { code } } }';
const BARCODE =
  'query Barcode($code: String!, $store: ID!) { productByBarcode(code: $code) { code product { id storeAvailability(storeId: $store) } variant { id barcode storeStock(storeId: $store) { availability quantity store { id } } } } }';
// About 3,600 by the cost rules: over a kiosk's budget (3,000), within the web's (5,000).
const DEAR = 'query Dear { products(first: 56) { nodes { id name variants { id barcode storeStock(storeId: "ST-SG-1") { quantity store { id } } } } } }';
const documents = [DEVICE, ME, START, VERIFY, SIGN_OUT, BARCODE, DEAR];
const kioskManifest = manifestOf('kiosk', Object.fromEntries(documents.map((text) => [sha256Hex(text), text])));

const STORE = 'ST-SG-1';
let api: TestApi;
let gateway: Gateway;
let staffToken: string;
let credential: string;

const rest = async (method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${api.url}/api/web/v1/${path}`, {
    method,
    headers: { ...restHeaders({ locale: { country: 'SG', language: 'en' }, accessToken: token }, body !== undefined) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
};

async function register(label: string): Promise<{ id: string; credential: string }> {
  const issued = await rest('POST', 'staff/kiosk-devices', { token: staffToken, body: { storeId: STORE, label } });
  expect(issued.status).toBe(201);
  return issued.body;
}

/** A kiosk's request: the document by hash only, with the device credential its server adds. */
async function kiosk(text: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await fetch(`${gateway.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollographql-client-name': 'kiosk', 'x-kiosk-device': credential, ...headers },
    body: JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: sha256Hex(text) } } }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: { extensions?: { code?: string } }[] } };
}

async function mailedCode(email: string): Promise<string> {
  const { rows } = await api.db.query<{ payload: unknown }>(`select payload from outbox where recipient = $1 order by id desc limit 1`, [email]);
  const text = JSON.stringify(rows[0]?.payload ?? '');
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, `a six-digit code mailed to ${email}`).toBeDefined();
  return code!;
}

beforeAll(async () => {
  api = await startApi();
  gateway = await startGatewayFor(api.url, { production: true, trustedDocuments: { mode: 'off', manifests: new Map([['kiosk', kioskManifest]]) } });
  const staff = await signUp(gateway.graphql);
  await setStaffRole(api.db, staff.email, true);
  staffToken = (await rest('POST', 'auth/token', { body: { grant_type: 'password', email: staff.email, password: PASSWORD } })).body.accessToken;
  credential = (await register('Level 1, by the fragrance wall')).credential;
});
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});
beforeEach(() => {
  gateway.restCalls.length = 0;
});

describe('the kiosk channel', () => {
  it('knows a registered kiosk by its credential, and the web as the web', async () => {
    const asKiosk = await kiosk(DEVICE);
    expect(asKiosk.body.data).toMatchObject({ channel: 'KIOSK', kioskDevice: { label: 'Level 1, by the fragrance wall', store: { id: STORE } } });
    const asWeb = await gateway.graphql(DEVICE);
    expect(asWeb.body.data).toEqual({ channel: 'WEB', kioskDevice: null });
  });

  it('refuses a kiosk request without a credential, with a made-up one, or after revocation, before any resolver runs', async () => {
    const without = await fetch(`${gateway.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollographql-client-name': 'kiosk' },
      body: JSON.stringify({ query: '{ channel }' }),
    });
    expect(without.status).toBe(401);
    const madeUp = await kiosk(DEVICE, {}, { 'x-kiosk-device': 'kd_abcdefgh12345678.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(madeUp.status).toBe(401);
    expect(madeUp.body.errors?.[0]?.extensions?.code).toBe('KIOSK_DEVICE_UNKNOWN');

    const spare = await register('Spare screen');
    const before = await kiosk(DEVICE, {}, { 'x-kiosk-device': spare.credential });
    expect(before.body.data.kioskDevice.id).toBe(spare.id);
    expect((await rest('POST', `staff/kiosk-devices/${spare.id}/revoke`, { token: staffToken })).status).toBe(200);
    // A fresh gateway has not remembered the device (a running one forgets it within 30 s).
    const fresh = await startGatewayFor(api.url, { production: true, trustedDocuments: { mode: 'off', manifests: new Map([['kiosk', kioskManifest]]) } });
    try {
      const response = await fetch(`${fresh.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-kiosk-device': spare.credential },
        body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256Hex(DEVICE) } } }),
      });
      expect(response.status).toBe(401);
      expect(fresh.restCalls.map((call) => call.path)).toEqual(['/api/web/v1/kiosk/device']);
    } finally {
      await fresh.close();
    }
  });

  it('runs only the documents the kiosk shipped, even with the trusted-documents mode off', async () => {
    const freeForm = await fetch(`${gateway.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollographql-client-name': 'kiosk', 'x-kiosk-device': credential },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    expect(freeForm.status).toBe(400);
    expect(((await freeForm.json()) as any).errors[0].extensions.code).toBe('TRUSTED_DOCUMENT_REQUIRED');
    // The web's client name with a kiosk credential is still the kiosk.
    const renamed = await fetch(`${gateway.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollographql-client-name': 'web', 'x-kiosk-device': credential },
      body: JSON.stringify({ query: '{ channel }' }),
    });
    expect(renamed.status).toBe(400);
    expect(gateway.restCalls.filter((call) => !call.path.endsWith('kiosk/device'))).toEqual([]);
  });

  it("reads no shopper's data without that shopper's sign-in, even with the shopper's cookies", async () => {
    const member = await signUp(gateway.graphql);
    const cookies = [...member.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const withCookies = await kiosk(ME, {}, { cookie: cookies });
    expect(withCookies.body.data.me).toBeNull();
    const withAForgedSession = await kiosk(ME, {}, { 'x-kiosk-session': 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' });
    expect(withAForgedSession.body.data.me).toBeNull();
  });

  it('signs a member in with their card and the mailed code, for a short session without a refresh token, and out again', async () => {
    const email = uniqueEmail();
    const member = await signUp(gateway.graphql, email);
    const pass = await gateway.graphql(ME, { headers: { cookie: [...member.jar].map(([n, v]) => `${n}=${v}`).join('; ') } });
    const card: string = pass.body.data!.me.beautyPass.cardNumber;

    const started = await kiosk(START, { card: `${card.slice(0, 4)} ${card.slice(4)}` });
    expect(started.body.data.kioskSignInStart).toEqual({ sent: true, expiresIn: expect.any(Number), userErrors: [] });
    // An unknown card is "sent" too: card numbers cannot be tried out at a kiosk.
    expect((await kiosk(START, { card: '60999999999' })).body.data.kioskSignInStart.sent).toBe(true);
    expect((await kiosk(START, { card: '123' })).body.data.kioskSignInStart.userErrors).toEqual([{ code: 'CARD_NUMBER_INVALID' }]);

    const code = await mailedCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await kiosk(VERIFY, { card, code: wrong })).body.data.kioskSignInVerify).toMatchObject({
      sessionToken: null,
      userErrors: [{ code: 'CODE_INVALID' }],
    });
    const verified = (await kiosk(VERIFY, { card, code })).body.data.kioskSignInVerify;
    expect(verified).toMatchObject({ sessionToken: expect.any(String), account: { firstName: expect.any(String) }, userErrors: [] });
    expect(verified.expiresIn).toBeLessThanOrEqual(600);

    const session = { 'x-kiosk-session': verified.sessionToken };
    const me = await kiosk(ME, {}, session);
    expect(me.body.data.me.beautyPass.cardNumber).toBe(card);
    // The session header means nothing outside a kiosk.
    expect((await gateway.graphql(ME, { headers: session })).body.data!.me).toBeNull();

    expect((await kiosk(SIGN_OUT, {}, session)).body.data.kioskSignOut.signedOut).toBe(true);
    expect((await kiosk(ME, {}, session)).body.data.me).toBeNull();
  });

  it('holds a kiosk to its own, smaller cost budget', async () => {
    const asKiosk = await kiosk(DEAR);
    expect(asKiosk.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(gateway.restCalls.filter((call) => !call.path.endsWith('kiosk/device'))).toEqual([]);
    const asWeb = await gateway.graphql(DEAR);
    expect(asWeb.body.errors).toBeUndefined();
    expect(asWeb.body.data!.products.nodes).toHaveLength(56);
  });

  it("puts the channel, device and store on each request's log line", async () => {
    const capture = captureLogs();
    const logged = await startGateway({
      apiUrl: api.url,
      port: 0,
      logger: jsonLogger('info', capture.destination),
      trustedDocuments: { mode: 'off', manifests: new Map([['kiosk', kioskManifest]]) },
    });
    try {
      const ask = (headers: Record<string, string>) =>
        fetch(`${logged.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256Hex(DEVICE) } } }),
        });
      const fromKiosk = (await ask({ 'x-kiosk-device': credential })).headers.get('x-request-id');
      const fromWeb = (
        await fetch(`${logged.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ channel }' }),
        })
      ).headers.get('x-request-id');
      const completed = (id: string | null) => capture.lines.find((line) => line.reqId === id && line.msg === 'request completed');
      expect(completed(fromKiosk)).toMatchObject({ channel: 'kiosk', kioskDevice: expect.any(String), store: STORE });
      expect(completed(fromWeb)).toMatchObject({ channel: 'web' });
      expect(completed(fromWeb)).not.toHaveProperty('kioskDevice');
    } finally {
      await logged.close();
    }
  });

  it('offers kiosk sign-in to kiosks only', async () => {
    const fromWeb = await gateway.graphql(START, { variables: { card: '60000000001' } });
    expect(fromWeb.body.data!.kioskSignInStart).toEqual({ sent: false, expiresIn: null, userErrors: [{ code: 'KIOSK_ONLY' }] });
  });

  it('limits one device to its requests a minute', async () => {
    const limited = await startGatewayFor(api.url, {
      production: true,
      kioskRequestsPerMinute: 3,
      trustedDocuments: { mode: 'off', manifests: new Map([['kiosk', kioskManifest]]) },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await fetch(`${limited.gatewayUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-kiosk-device': credential },
          body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256Hex(DEVICE) } } }),
        });
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('store stock and barcodes, for every channel', () => {
  it("finds a pack by its barcode and says how it stands on this store's shelf", async () => {
    const { rows } = await api.db.query<{ barcode: string; id: string }>(
      `select v.barcode, v.id from variant v join store_stock s on s.variant_id = v.id where s.store_id = $1 and s.quantity > 3 order by v.id limit 1`,
      [STORE],
    );
    const { barcode, id } = rows[0]!;
    const found = await kiosk(BARCODE, { code: barcode, store: STORE });
    expect(found.body.data.productByBarcode).toMatchObject({
      code: barcode,
      product: { storeAvailability: 'IN_STORE' },
      variant: { id, barcode, storeStock: { availability: 'IN_STORE', store: { id: STORE } } },
    });
    // One stock call for the variant and the product's shades together.
    expect(gateway.restCalls.filter((call) => call.path.includes('/stock')).length).toBe(1);
    const unknown = await kiosk(BARCODE, { code: '2000000000008', store: STORE });
    expect(unknown.body.data.productByBarcode).toBeNull();
    const typo = await kiosk(BARCODE, { code: '12ab', store: STORE });
    expect(typo.body.errors).toBeUndefined();
    expect(typo.body.data.productByBarcode).toBeNull();
  });

  it('says "online only" for a shade the store does not carry', async () => {
    const { rows } = await api.db.query<{ id: string }>(
      `select st.variant_id as id from stock st where st.country = 'SG' and st.quantity > 0
         and not exists (select 1 from store_stock s where s.store_id = $1 and s.variant_id = st.variant_id) order by st.variant_id limit 1`,
      [STORE],
    );
    const query = `query ($ids: [ID!]!, $store: ID!) { variants(ids: $ids) { id storeStock(storeId: $store) { availability quantity } } }`;
    const answer = await gateway.graphql(query, { variables: { ids: [rows[0]!.id, 'no-such-variant'], store: STORE } });
    expect(answer.body.data!.variants).toEqual([{ id: rows[0]!.id, storeStock: { availability: 'ONLINE_ONLY', quantity: 0 } }, null]);
  });
});
