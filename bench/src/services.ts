// Starts the built api and gateway as separate processes on their own ports with a fresh
// embedded database, as a shopper's traffic would meet them, and a counting proxy that
// tells how many REST calls one GraphQL operation makes.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomSecrets } from '../../scripts/secrets.mjs';
import { BENCH_TEST_PAYMENTS } from './test-payments.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Stack {
  apiUrl: string;
  /** The gateway executing every query (RESPONSE_CACHE=off): what the gateway itself costs. */
  gatewayUrl: string;
  /** The same gateway as shoppers meet it: guests' public answers from its response cache (decision 0122). */
  cachedGatewayUrl: string;
  countingGatewayUrl: string;
  restCalls(): number;
  resetRestCalls(): void;
  stop(): Promise<void>;
}

export async function waitReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not ready`);
}

// Production mode, as shoppers meet it; production requires every secret (decision 0051): this run's own.
const benchSecrets = randomSecrets();

export function startProcess(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn('node', [join(root, script)], {
    env: { ...process.env, ...benchSecrets, ...BENCH_TEST_PAYMENTS, ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

/** A pass-through HTTP proxy in front of the api that counts the requests it forwards. */
function countingProxy(target: URL): { server: Server; count: () => number; reset: () => void } {
  let count = 0;
  const server = createServer((req, res) => {
    count += 1;
    const upstream = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return { server, count: () => count, reset: () => (count = 0) };
}

export async function startStack(base = 4200): Promise<Stack> {
  const apiPort = base + 1;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'beauty-bench-'));
  const api = startProcess('api/dist/server.js', { API_PORT: String(apiPort), DATA_DIR: dataDir, DATABASE_URL: '' });
  await waitReady(`${apiUrl}/readyz`, api);

  const proxy = countingProxy(new URL(apiUrl));
  await new Promise<void>((r) => proxy.server.listen(base + 2, '127.0.0.1', r));

  const gateway = startProcess('gateway/dist/server.js', { GATEWAY_PORT: String(base), API_URL: apiUrl, RESPONSE_CACHE: 'off' });
  const counting = startProcess('gateway/dist/server.js', {
    GATEWAY_PORT: String(base + 3),
    API_URL: `http://127.0.0.1:${base + 2}`,
    RESPONSE_CACHE: 'off',
  });
  const cached = startProcess('gateway/dist/server.js', { GATEWAY_PORT: String(base + 4), API_URL: apiUrl });
  const gatewayUrl = `http://127.0.0.1:${base}`;
  const countingGatewayUrl = `http://127.0.0.1:${base + 3}`;
  const cachedGatewayUrl = `http://127.0.0.1:${base + 4}`;
  await waitReady(`${gatewayUrl}/readyz`, gateway);
  await waitReady(`${countingGatewayUrl}/readyz`, counting);
  await waitReady(`${cachedGatewayUrl}/readyz`, cached);

  return {
    apiUrl,
    gatewayUrl,
    cachedGatewayUrl,
    countingGatewayUrl,
    restCalls: proxy.count,
    resetRestCalls: proxy.reset,
    async stop() {
      for (const child of [cached, counting, gateway, api]) child.kill('SIGTERM');
      await new Promise<void>((r) => proxy.server.close(() => r()));
    },
  };
}
