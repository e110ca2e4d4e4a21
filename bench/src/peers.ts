// `pnpm bench:peers` (issue 16 item 1): our gateway beside the peer, GraphQL Mesh compose +
// Hive Gateway composed from our own OpenAPI document (pinned, installed outside the app's
// dependencies: peers/install.ts), serving the same data in the same run:
//   - in front of the real api (built api/dist on an embedded database), and
//   - in front of a replay upstream (replay-upstream.ts) answering recorded api responses,
//     so the gateway itself is the bottleneck;
// with a direct REST fan-out of the same calls as the latency baseline. Rounds interleave
// the targets (the order rotates each round) and the figures are the medians of the rounds.
// Prints a table of p50/p99/req/s and the ratios, and writes bench/results/peers.json.
//
// Our gateway runs with RESPONSE_CACHE=off (the comparison is of execution; one extra row
// shows it with the cache on) and GRAPHQL_TRUSTED_DOCUMENTS=off: the web sends document
// hashes, the bench sends text, and production's "log" mode would log every request.
// PEERS_EXTRA_GATEWAYS="label=/abs/path/gateway/dist/server.js;…" adds rows for other builds
// of our gateway in front of the replay upstream (how the levers were measured).
// Every process runs on the first `node` on PATH; put Node 24 there to measure what
// production runs (README, "Measured"): V8's strings and AsyncLocalStorage differ by line.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import { type GraphqlClient, graphqlClient, type RestClient, restClient } from './clients.ts';
import { measure, type LoadResult } from './load.ts';
import { installPeer, PEER_PACKAGES } from './peers/install.ts';
import { composePeer, startHiveGateway } from './peers/hive-gateway.ts';
import { operations } from './peers/operations.ts';
import { startProcess, waitReady } from './services.ts';
import { envSettings } from './settings.ts';
import { median } from './stats.ts';

const settings = envSettings('PEERS', { BASE_PORT: 5100, ROUNDS: 3, REQUESTS: 1000, CONCURRENCY: 8, LATENCY_REQUESTS: 200, WARMUP: 50 });
const { BASE_PORT: BASE, ROUNDS, REQUESTS, CONCURRENCY, LATENCY_REQUESTS, WARMUP } = settings;
const root = fileURLToPath(new URL('../..', import.meta.url));

type Upstream = 'api' | 'replay';
/** One target of one operation: under load (throughput, p99) and one at a time (latency). */
interface Cell {
  load: LoadResult;
  single: LoadResult;
}

const children: ChildProcess[] = [];
const started = (child: ChildProcess) => (children.push(child), child);

function startReplay(apiUrl: string, port: number): Promise<{ url: string; child: ChildProcess }> {
  const child = started(fork(fileURLToPath(new URL('./peers/replay-child.ts', import.meta.url)), [apiUrl, String(port)], { execArgv: ['--import', 'tsx'] }));
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ url: (message as { url: string }).url, child }));
    child.once('exit', (code) => reject(new Error(`replay upstream exited with ${code}`)));
  });
}

function replayStats(child: ChildProcess): Promise<{ recorded: number; replayed: number }> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as { recorded: number; replayed: number }));
    child.send('stats');
  });
}

/** Our built gateway (or another build of it, by absolute path) with the bench's switches. */
function startOurs(port: number, apiUrl: string, { script = 'gateway/dist/server.js', responseCache = false } = {}) {
  const child = started(
    startProcess(script, {
      GATEWAY_PORT: String(port),
      API_URL: apiUrl,
      RESPONSE_CACHE: responseCache ? 'on' : 'off',
      GRAPHQL_TRUSTED_DOCUMENTS: 'off',
    }),
  );
  return { url: `http://127.0.0.1:${port}`, child };
}

const medianResult = (runs: LoadResult[]): LoadResult => ({
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
});

const peer = installPeer();
const dataDir = mkdtempSync(join(tmpdir(), 'beauty-bench-peers-data-'));
const apiUrl = `http://127.0.0.1:${BASE + 1}`;
const api = started(startProcess('api/dist/server.js', { API_PORT: String(BASE + 1), DATA_DIR: dataDir, DATABASE_URL: '' }));
const clients: { close(): Promise<void> }[] = [];

try {
  await waitReady(`${apiUrl}/readyz`, api);
  const [replay, supergraph] = await Promise.all([startReplay(apiUrl, BASE + 2), composePeer(peer, apiUrl)]);
  const upstreamUrl: Record<Upstream, string> = { api: apiUrl, replay: replay.url };

  // label → gateway url, per upstream; "REST" is the direct fan-out, no gateway.
  const gateways: Record<Upstream, Record<string, { url: string; child: ChildProcess }>> = {
    api: {
      ours: startOurs(BASE + 10, apiUrl),
      'Hive Gateway': (({ url, child }) => ({ url, child: started(child) }))(startHiveGateway(peer, supergraph, BASE + 20, apiUrl)),
    },
    replay: {
      ours: startOurs(BASE + 11, replay.url),
      'Hive Gateway': (({ url, child }) => ({ url, child: started(child) }))(startHiveGateway(peer, supergraph, BASE + 21, replay.url)),
    },
  };
  if (process.env.PEERS_CACHE_ROW !== '0') gateways.replay['ours, response cache on'] = startOurs(BASE + 12, replay.url, { responseCache: true });
  let extraPort = BASE + 30;
  for (const entry of (process.env.PEERS_EXTRA_GATEWAYS ?? '').split(';').filter(Boolean)) {
    const [label, script] = entry.split('=') as [string, string];
    gateways.replay[label] = startOurs(extraPort++, replay.url, { script: relative(root, script) });
  }
  for (const upstream of Object.values(gateways)) {
    for (const [label, { url, child }] of Object.entries(upstream)) {
      await waitReady(label.startsWith('Hive') ? `${url}/readiness` : `${url}/readyz`, child);
    }
  }

  const rest: Record<Upstream, RestClient> = { api: restClient(apiUrl), replay: restClient(replay.url) };
  const gql: Record<Upstream, Record<string, GraphqlClient>> = { api: {}, replay: {} };
  for (const upstream of ['api', 'replay'] as const) {
    for (const [label, { url }] of Object.entries(gateways[upstream])) gql[upstream][label] = graphqlClient(url);
  }
  clients.push(...Object.values(rest), ...Object.values(gql.api), ...Object.values(gql.replay));

  const first = await rest.api.get<{ products: { slug: string }[] }>('products?limit=1&sort=featured');
  const ops = operations(first.products[0]!.slug);

  // The same data through every gateway, or the comparison means nothing.
  for (const op of ops) {
    const expected = await op.graphql(gql.api.ours!);
    for (const upstream of ['api', 'replay'] as const) {
      for (const [label, client] of Object.entries(gql[upstream])) {
        const answer = label.startsWith('Hive') ? await op.peer(client) : await op.graphql(client);
        if (!isDeepStrictEqual(answer, expected)) {
          throw new Error(
            `${op.name}: ${label} in front of ${upstream} answers other data:\n${JSON.stringify(answer).slice(0, 400)}\n${JSON.stringify(expected).slice(0, 400)}`,
          );
        }
      }
    }
  }
  console.log('same data through every gateway: ok');

  const runs: Record<string, { load: LoadResult[]; single: LoadResult[] }> = {};
  const cellKey = (upstream: Upstream, op: string, label: string) => `${upstream}\t${op}\t${label}`;
  for (let round = 0; round < ROUNDS; round++) {
    for (const upstream of ['replay', 'api'] as const) {
      for (const op of ops) {
        const targets: [string, () => Promise<unknown>][] = [
          ...Object.entries(gql[upstream]).map(([label, client]): [string, () => Promise<unknown>] => [
            label,
            label.startsWith('Hive') ? () => op.peer(client) : () => op.graphql(client),
          ]),
          ['REST fan-out', () => op.rest(rest[upstream])],
        ];
        // Rotate who goes first: a machine warming up or slowing down touches each in turn.
        const order = targets.map((_, i) => targets[(i + round) % targets.length]!);
        for (const [label, run] of order) {
          const operation = async () => void (await run());
          const load = await measure(operation, { requests: REQUESTS, concurrency: CONCURRENCY, warmup: WARMUP });
          const single = await measure(operation, { requests: LATENCY_REQUESTS, concurrency: 1, warmup: 10 });
          const key = cellKey(upstream, op.name, label);
          const cell = runs[key] ?? { load: [], single: [] };
          runs[key] = cell;
          cell.load.push(load);
          cell.single.push(single);
          process.stdout.write('.');
        }
      }
    }
  }
  console.log();

  const cells = new Map<string, Cell>();
  for (const [key, { load, single }] of Object.entries(runs)) cells.set(key, { load: medianResult(load), single: medianResult(single) });
  const cell = (upstream: Upstream, op: string, label: string) => cells.get(cellKey(upstream, op, label))!;
  const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

  console.log(
    `\nNode ${process.version} for every process (the first node on PATH; production runs Node 24, see the Dockerfile). ` +
      `Peer: ${PEER_PACKAGES.join(', ')}. Median of ${ROUNDS} interleaved rounds; under load: ${REQUESTS} requests, ` +
      `${CONCURRENCY} concurrent, after ${WARMUP} warm-up; one at a time: ${LATENCY_REQUESTS} requests. Latency in ms.\n`,
  );
  console.log('| upstream | operation | gateway | p50 / p99 under load | req/s | throughput vs Hive | p50 one at a time | p50 vs REST fan-out | errors |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const table: Record<string, unknown>[] = [];
  for (const upstream of ['replay', 'api'] as const) {
    for (const op of ops) {
      const hive = cell(upstream, op.name, 'Hive Gateway');
      const direct = cell(upstream, op.name, 'REST fan-out');
      for (const label of [...Object.keys(gql[upstream]), 'REST fan-out']) {
        const { load, single } = cell(upstream, op.name, label);
        const vsHive = load.requestsPerSecond / hive.load.requestsPerSecond;
        const vsRest = single.p50 / direct.single.p50;
        table.push({ upstream, operation: op.name, gateway: label, load, single, throughputVsHive: vsHive, p50VsRest: vsRest });
        console.log(
          `| ${upstream === 'api' ? 'real api' : 'replay'} | ${op.name} | ${label} | ${fmt(load.p50)} / ${fmt(load.p99)} | ${fmt(load.requestsPerSecond, 0)} | ` +
            `${label === 'REST fan-out' ? '' : `${fmt(vsHive)}×`} | ${fmt(single.p50)} | ${fmt(vsRest)}× | ${load.errors + single.errors} |`,
        );
      }
    }
  }
  const stats = await replayStats(replay.child);
  console.log(`\nreplay upstream: ${stats.recorded} answers recorded from the api, ${stats.replayed} requests answered from memory`);

  mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('../results/peers.json', import.meta.url),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        peer: PEER_PACKAGES,
        rounds: ROUNDS,
        requests: REQUESTS,
        concurrency: CONCURRENCY,
        latencyRequests: LATENCY_REQUESTS,
        replay: stats,
        table,
      },
      null,
      2,
    ),
  );
} finally {
  await Promise.allSettled(clients.map((c) => c.close()));
  for (const child of children.reverse()) child.kill('SIGTERM');
}
process.exit(0);
