// The web server's reverse proxy (decision 0062): the browser's /graphql to the gateway
// and /images/ to the api, so the storefront stays on one origin. Written on node:http
// instead of http-proxy-middleware, whose http-proxy is unmaintained: the request and the
// answer stream through (no buffering, backpressure both ways), the answer's bytes are
// passed as they are (fetch would decompress them and leave Content-Encoding wrong), and
// every Set-Cookie header comes back unchanged.
import { Agent as HttpAgent, type IncomingHttpHeaders, type OutgoingHttpHeaders, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Transform } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';

export interface UpstreamProxyOptions {
  /** The upstream's origin, e.g. http://127.0.0.1:4000. The request's path is kept. */
  target: string;
  /** A larger request body is refused with 413 before the upstream reads all of it. */
  maxBodyBytes: number;
  /** No answer headers within this time: 504. Default 30 s. */
  timeoutMs?: number;
  /**
   * Headers to add to the upstream request (after the client's, so they win), e.g. the
   * shopper's address for the gateway's throttles or a request id. Undefined values drop
   * the client's header of that name.
   */
  headers?: (req: Request) => Record<string, string | undefined>;
  /** The body of the proxy's own errors (413, 502, 504): GraphQL-shaped for /graphql. */
  errorBody?: (status: number, code: ProxyErrorCode, message: string) => { contentType: string; body: string };
}

export type ProxyErrorCode = 'PAYLOAD_TOO_LARGE' | 'BAD_GATEWAY' | 'GATEWAY_TIMEOUT';

// Hop-by-hop headers (RFC 9110 7.6.1) describe one connection and are not forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.includes(name)) continue;
    out[name] = value;
  }
  return out;
}

const plainError: NonNullable<UpstreamProxyOptions['errorBody']> = (_status, _code, message) => ({
  contentType: 'text/plain; charset=utf-8',
  body: message,
});

/** GraphQL's error shape, as the gateway itself answers a refused request. */
export const graphqlErrorBody: NonNullable<UpstreamProxyOptions['errorBody']> = (_status, code, message) => ({
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({ errors: [{ message, extensions: { code } }] }),
});

class BodyTooLarge extends Error {}

export function upstreamProxy(options: UpstreamProxyOptions): RequestHandler {
  const target = new URL(options.target);
  const https = target.protocol === 'https:';
  const send = https ? httpsRequest : httpRequest;
  // Connections to the upstream are reused across shoppers (no TCP setup per query).
  const agent = https ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const timeoutMs = options.timeoutMs ?? 30_000;
  const errorBody = options.errorBody ?? plainError;

  const fail = (res: Response, status: number, code: ProxyErrorCode, message: string) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const { contentType, body } = errorBody(status, code, message);
    res.status(status).set('content-type', contentType).set('cache-control', 'no-store').send(body);
  };

  return (req, res) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > options.maxBodyBytes) {
      // Closing keeps a client from streaming the rest of a body nobody will read.
      res.set('connection', 'close');
      fail(res, 413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
      return;
    }

    const headers = endToEnd(req.headers);
    headers.host = target.host;
    // X-Forwarded-*: who asked and how; the gateway trusts these from a private hop.
    const client = req.socket.remoteAddress;
    const priorFor = req.headers['x-forwarded-for'];
    if (client) headers['x-forwarded-for'] = priorFor ? `${priorFor}, ${client}` : client;
    headers['x-forwarded-proto'] ??= 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
    if (req.headers.host) headers['x-forwarded-host'] ??= req.headers.host;
    for (const [name, value] of Object.entries(options.headers?.(req) ?? {})) {
      if (value === undefined) delete headers[name.toLowerCase()];
      else headers[name.toLowerCase()] = value;
    }

    let settled = false;
    const upstream = send({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port || undefined,
      method: req.method,
      // originalUrl: express strips the mount path from req.url.
      path: req.originalUrl,
      headers,
      agent,
      timeout: timeoutMs,
    });

    upstream.on('response', (answer) => {
      settled = true;
      upstream.setTimeout(0);
      res.status(answer.statusCode ?? 502);
      for (const [name, value] of Object.entries(endToEnd(answer.headers))) {
        if (value !== undefined) res.setHeader(name, value);
      }
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('timeout', () => {
      if (settled) return;
      settled = true;
      upstream.destroy();
      fail(res, 504, 'GATEWAY_TIMEOUT', 'The upstream service did not answer in time');
    });
    upstream.on('error', (error) => {
      if (settled) {
        res.destroy();
        return;
      }
      settled = true;
      if (error instanceof BodyTooLarge) {
        res.set('connection', 'close');
        fail(res, 413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
      } else {
        fail(res, 502, 'BAD_GATEWAY', 'The upstream service is unavailable');
      }
    });
    // The shopper gave up (closed the tab, aborted the query): stop the upstream work too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });

    // A body without Content-Length (chunked) is counted as it streams.
    let seen = 0;
    const bounded = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        seen += chunk.length;
        if (seen > options.maxBodyBytes) done(new BodyTooLarge());
        else done(null, chunk);
      },
    });
    bounded.on('error', (error) => upstream.destroy(error));
    req.on('error', (error) => upstream.destroy(error));
    req.pipe(bounded).pipe(upstream);
  };
}
