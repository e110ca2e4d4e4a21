// The single-flight refresh across real gateway processes: two `src/server.ts` processes
// sharing Redis, in front of a proxy that counts the api's POST auth/token calls. Runs
// when TEST_REDIS_URL is set.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_REDIS_URL } from './support/redis.ts';
import { cookieHeader, expireAccessToken, signUp } from './support/session.ts';
import { type Stack, startStack } from './support/stack.ts';

const GATEWAY_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

let stack: Stack | undefined;
let proxy: Server | undefined;
const processes: ChildProcess[] = [];
let refreshes = 0;
let proxyUrl = '';

/** Starts `src/server.ts` in its own process; resolves its GraphQL URL from the log line. */
function startProcess(apiUrl: string): Promise<string> {
  const child = spawn(TSX, ['--conditions=source', 'src/server.ts'], {
    cwd: GATEWAY_DIR,
    env: { ...process.env, API_URL: apiUrl, GATEWAY_PORT: '0', REDIS_URL: TEST_REDIS_URL, COOKIE_SECURE: 'false', LOG_LEVEL: 'info', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`gateway process did not start: ${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)\/graphql"/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    // The JSON logger writes to either stream depending on the level.
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`gateway process exited ${code}: ${out}`)));
  });
}

beforeAll(async () => {
  if (!TEST_REDIS_URL) return;
  stack = await startStack();
  const target = stack.api.url;
  proxy = createServer(async (req, res) => {
    if (req.method === 'POST' && req.url?.endsWith('/auth/token')) refreshes += 1;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k))) as Record<
      string,
      string
    >;
    const upstream = await fetch(`${target}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => proxy!.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  for (const child of processes) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  if (proxy) await new Promise((resolve) => proxy!.close(resolve));
  await stack?.close();
});

it.skipIf(!TEST_REDIS_URL)(
  'two gateway processes sharing Redis: 100 requests with an expired token, exactly one refresh, all succeed',
  async () => {
    const [a, b] = await Promise.all([startProcess(proxyUrl), startProcess(proxyUrl)]);
    const graphql =
      (url: string) =>
      async (query: string, options: { variables?: Record<string, unknown>; headers?: Record<string, string> } = {}) => {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...options.headers },
          body: JSON.stringify({ query, variables: options.variables }),
        });
        return { status: response.status, headers: response.headers, body: (await response.json()) as any };
      };
    const { jar, id } = await signUp(graphql(a));
    const cookie = cookieHeader(await expireAccessToken(jar, stack!.api.jwtSecret));
    refreshes = 0;
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => graphql(i % 2 ? a : b)('{ me { id } }', { headers: { cookie } })));
    expect(responses.map((r) => r.body.data?.me?.id)).toEqual(Array(100).fill(id));
    expect(refreshes).toBe(1);
  },
  120_000,
);
