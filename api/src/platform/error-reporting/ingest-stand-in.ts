// Tests only: a local stand-in for Sentry's ingest endpoint, so the SDKs are tested for
// real (their own transport, envelopes, gzip) without the internet. It accepts
// POST /api/<project>/envelope/ on 127.0.0.1 and keeps the events it receives.
//
//   const ingest = await startIngestStandIn();
//   // SENTRY_DSN = ingest.dsn  →  after Sentry.flush(): ingest.events
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface IngestStandIn {
  /** http://public@127.0.0.1:<port>/1 */
  dsn: string;
  /** Event payloads (items of type "event"), in arrival order. */
  events: Array<Record<string, unknown>>;
  /** Raw request bodies (decompressed) and headers, to check what left the process. */
  requests: Array<{ headers: IncomingMessage['headers']; body: string }>;
  close(): Promise<void>;
}

/** Splits an envelope: a header line, then item header + payload pairs (length-aware). */
export function envelopeItems(body: Buffer): Array<{ type: string; payload: Buffer }> {
  const items: Array<{ type: string; payload: Buffer }> = [];
  let at = body.indexOf(0x0a) + 1; // skip the envelope header
  while (at > 0 && at < body.length) {
    const headerEnd = body.indexOf(0x0a, at);
    if (headerEnd === -1) break;
    const header = JSON.parse(body.subarray(at, headerEnd).toString('utf8')) as { type: string; length?: number };
    const start = headerEnd + 1;
    const newline = body.indexOf(0x0a, start);
    const end = header.length !== undefined ? start + header.length : newline === -1 ? body.length : newline;
    items.push({ type: header.type, payload: body.subarray(start, end) });
    at = end + 1;
  }
  return items;
}

export async function startIngestStandIn(): Promise<IngestStandIn> {
  const events: IngestStandIn['events'] = [];
  const requests: IngestStandIn['requests'] = [];
  const server = createServer((req, res) => {
    // The browser SDK posts cross-origin with fetch.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method !== 'POST' || !/^\/api\/\d+\/envelope\/(\?|$)/.test(req.url ?? '')) return void res.writeHead(404).end();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      requests.push({ headers: req.headers, body: body.toString('utf8') });
      for (const item of envelopeItems(body)) {
        if (item.type === 'event') events.push(JSON.parse(item.payload.toString('utf8')) as Record<string, unknown>);
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    events,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
