// A stand-in for the api that answers from memory, so a benchmark measures the gateway in
// front of it and not the database behind it (issue 16 item 1: "when the gateway is the
// bottleneck"). The first GET/HEAD for a key is forwarded to the real api and its answer
// (status, headers, body) recorded; every later request for that key is answered from the
// recording without touching the api. Anything else (POST, PUT, …) passes through unrecorded,
// since a write must reach the api every time.
import { createServer, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';

export interface ReplayUpstream {
  url: string;
  /** Distinct answers fetched from the api and kept (one per key). */
  recorded(): number;
  /** Requests answered from memory. */
  replayed(): number;
  close(): Promise<void>;
}

interface Recording {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

// Request headers that change the api's answer (gateway/src/platform/rest-client.ts sends
// them): locale, client, the guest bag's device and the shopper's token, and a conditional
// request's validator. The request id and hop secret do not change the answer and differ
// on every call, so they stay out of the key.
const KEY_HEADERS = ['accept', 'accept-language', 'x-site-country', 'x-platform', 'x-app-version', 'x-device-id', 'authorization', 'if-none-match'];

// Per-connection headers: they describe one hop, not the answer, and node sets its own.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

function keyOf(method: string, url: string, headers: IncomingHttpHeaders): string {
  const parts = [method === 'HEAD' ? 'GET' : method, url];
  for (const name of KEY_HEADERS) parts.push(String(headers[name] ?? ''));
  return parts.join('\n');
}

function forwardableHeaders(headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'host') continue;
    out[name] = value;
  }
  return out;
}

export async function startReplayUpstream(options: { apiUrl: string; port?: number; host?: string }): Promise<ReplayUpstream> {
  const api = new Pool(new URL(options.apiUrl).origin, { connections: 32, keepAliveTimeout: 30_000 });
  // A promise per key, kept from the first request on: concurrent first requests for one
  // key share one api call, so each key is recorded exactly once.
  const recordings = new Map<string, Promise<Recording>>();
  let recorded = 0;
  let replayed = 0;

  async function fetchFromApi(method: string, url: string, headers: IncomingHttpHeaders, body?: Buffer): Promise<Recording> {
    const response = await api.request({
      method: method as 'GET',
      path: url,
      headers: forwardableHeaders(headers),
      body,
    });
    const bytes = Buffer.from(await response.body.arrayBuffer());
    const outHeaders = forwardableHeaders(response.headers);
    // The body is sent whole, so its length is known; the api may have chunked it.
    delete outHeaders['content-length'];
    outHeaders['content-length'] = String(bytes.length);
    return { status: response.statusCode, headers: outHeaders, body: bytes };
  }

  const server = createServer((req, res) => {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const send = (answer: Recording) => {
      res.writeHead(answer.status, answer.headers);
      res.end(method === 'HEAD' ? undefined : answer.body);
    };
    const fail = (error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`replay upstream: ${String(error)}`);
    };

    if (method !== 'GET' && method !== 'HEAD') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        fetchFromApi(method, url, req.headers, chunks.length ? Buffer.concat(chunks) : undefined).then(send, fail);
      });
      return;
    }

    // Drain the (empty) body so the connection can be reused.
    req.resume();
    const key = keyOf(method, url, req.headers);
    let answer = recordings.get(key);
    if (answer) {
      replayed += 1;
    } else {
      recorded += 1;
      // HEAD is recorded as the GET it stands for: the same headers, the body simply not sent.
      answer = fetchFromApi('GET', url, req.headers);
      recordings.set(key, answer);
      // A failed fetch is not an answer: the next request tries the api again.
      answer.catch(() => {
        recordings.delete(key);
        recorded -= 1;
      });
    }
    answer.then(send, fail);
  });
  server.keepAliveTimeout = 30_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    recorded: () => recorded,
    replayed: () => replayed,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}
