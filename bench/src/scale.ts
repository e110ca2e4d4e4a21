// `pnpm --filter @beauty/bench bench:scale` (issue 16 item 5): does the gateway's throughput
// grow with its processes? Starts the built api on a fresh embedded database, the replay
// upstream in front of it (its own process: unseen GETs go to the api once, then are served
// from memory, so the gateway is the bottleneck and not PGlite), and the gateway twice on
// the replay upstream: GATEWAY_WORKERS=1 and GATEWAY_WORKERS=2 (node:cluster, one port).
// Both run with RESPONSE_CACHE=off: execution is measured, not cache hits. Then, in
// interleaved rounds (1 then 2, 2 then 1, …, so a busy minute on the shared machine hits
// both), the listing and product operations of scenarios.ts at a fixed concurrency.
//
// On a 2-core machine the load generator and the replay upstream take CPU too; they run as
// processes of their own (this one and scale/upstream-process.ts) so neither's event loop
// caps the other, and every process's CPU is read from /proc. So beside req/s the table
// shows the gateway's CPU per operation (flat from 1 to 2 processes = nothing serialises
// across processes) and how many cores the gateway got: with 2 workers it cannot get 2,
// because the generator and the upstream need part of a core at that rate.
//
// Rows beside the 1-vs-2 comparison, measured after its rounds: the gateway (1 process)
// on the real api (the api is then the bottleneck: its req/s and CPU per operation are the
// api's capacity per process), and, when the build has it, RESPONSE_CACHE on.
import type { ChildProcess } from 'node:child_process';
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { graphqlClient, restClient } from './clients.ts';
import { measure } from './load.ts';
import { scenarios } from './scenarios.ts';
import { startProcess, waitReady } from './services.ts';
import { envSettings } from './settings.ts';
import { childrenOf, cpuSecondsOf, machineBusy, treeCpuSeconds } from './scale/process-cpu.ts';

// Before each round, wait (at most SCALE_QUIET_WAIT_S) until the machine's other work takes
// less than SCALE_QUIET_BUSY of its CPU: with other runs on the 2 cores, 1 vs 2 processes
// otherwise measures the scheduler's share (16 runnable tasks give each ~1/8 of the machine).
const settings = envSettings('SCALE', {
  ROUNDS: 10,
  SIDE_ROUNDS: 2,
  REQUESTS: 600,
  CONCURRENCY: 16,
  WARMUP: 300,
  BASE_PORT: 5200,
  QUIET_BUSY: 0.25,
  QUIET_WAIT_S: 180,
});
const { ROUNDS, SIDE_ROUNDS, REQUESTS, CONCURRENCY, WARMUP, BASE_PORT: BASE, QUIET_BUSY, QUIET_WAIT_S } = settings;
const root = fileURLToPath(new URL('../..', import.meta.url));

interface Target {
  name: string;
  url: string;
  process: ChildProcess;
  workers: number;
}

interface Sample {
  target: string;
  scenario: string;
  round: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  gatewayCpuMsPerOp: number;
  gatewayCores: number;
  upstreamCpuMsPerOp: number;
  apiCpuMsPerOp: number;
  loadCpuMsPerOp: number;
  /** The machine's 1-minute load average after the sample (others share these 2 cores). */
  loadAverage: number;
  /** The share of the machine's CPU busy with other work just before the round (0..1). */
  busyBefore: number;
}

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children.reverse()) child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });
}

function startUpstream(apiUrl: string, port: number): Promise<{ url: string; child: ChildProcess; counts(): Promise<{ recorded: number; replayed: number }> }> {
  const child = fork(fileURLToPath(new URL('./scale/upstream-process.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, SCALE_API_URL: apiUrl, SCALE_UPSTREAM_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  const counts = () =>
    new Promise<{ recorded: number; replayed: number }>((resolve) => {
      child.once('message', (message) => resolve(message as { recorded: number; replayed: number }));
      child.send('counts');
    });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`replay upstream exited with ${code}`)));
    child.once('message', (message) => resolve({ url: (message as { url: string }).url, child, counts }));
  });
}

async function startGateway(name: string, port: number, apiUrl: string, env: Record<string, string>): Promise<Target> {
  const workers = Number(env.GATEWAY_WORKERS ?? 1);
  const child = startProcess('gateway/dist/server.js', { GATEWAY_PORT: String(port), API_URL: apiUrl, ...env });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitReady(`${url}/readyz`, child);
  // With workers, /readyz answers as soon as one of them listens: wait for all of them.
  const deadline = Date.now() + 60_000;
  while (workers > 1 && childrenOf(child.pid!).length < workers && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  return { name, url, process: child, workers };
}

const hasResponseCache = readFileSync(join(root, 'gateway/dist/env.js'), 'utf8').includes('RESPONSE_CACHE');

const dataDir = mkdtempSync(join(tmpdir(), 'beauty-scale-'));
const apiUrl = `http://127.0.0.1:${BASE + 1}`;
const api = startProcess('api/dist/server.js', { API_PORT: String(BASE + 1), DATA_DIR: dataDir, DATABASE_URL: '', JOBS_INTERVAL_MS: '0' });
children.push(api);
await waitReady(`${apiUrl}/readyz`, api);
const upstream = await startUpstream(apiUrl, BASE + 2);

const cacheOff = { RESPONSE_CACHE: 'off' };
const one = await startGateway('1 process', BASE + 10, upstream.url, { ...cacheOff, GATEWAY_WORKERS: '1' });
const two = await startGateway('2 processes', BASE + 11, upstream.url, { ...cacheOff, GATEWAY_WORKERS: '2' });
const onApi = await startGateway('1 process, real api', BASE + 12, apiUrl, { ...cacheOff, GATEWAY_WORKERS: '1' });
const cached = hasResponseCache
  ? await startGateway('1 process, RESPONSE_CACHE on', BASE + 13, upstream.url, { GATEWAY_WORKERS: '1', RESPONSE_CACHE: 'on' })
  : null;
const targets = [one, two, onApi, ...(cached ? [cached] : [])];

const rest = restClient(apiUrl);
const first = await rest.get<{ products: { slug: string }[] }>('products?limit=1&sort=featured');
const operations = scenarios(first.products[0]!.slug);
const clients = new Map(targets.map((t) => [t.name, graphqlClient(t.url)]));

const cpuMs = (seconds: number, ops: number) => (seconds * 1000) / Math.max(1, ops);

async function run(target: Target, scenario: (typeof operations)[number], round: number, busyBefore: number): Promise<Sample> {
  const gql = clients.get(target.name)!;
  const before = {
    gateway: treeCpuSeconds(target.process.pid!),
    upstream: cpuSecondsOf(upstream.child.pid!),
    api: cpuSecondsOf(api.pid!),
    load: process.cpuUsage(),
  };
  const started = performance.now();
  const result = await measure(() => scenario.graphql(gql), { requests: REQUESTS, concurrency: CONCURRENCY, warmup: 0 });
  const wall = (performance.now() - started) / 1000;
  const ops = REQUESTS - result.errors;
  const load = process.cpuUsage(before.load);
  const gatewayCpu = treeCpuSeconds(target.process.pid!) - before.gateway;
  return {
    target: target.name,
    scenario: scenario.name,
    round,
    requestsPerSecond: result.requestsPerSecond,
    p50: result.p50,
    p99: result.p99,
    errors: result.errors,
    gatewayCpuMsPerOp: cpuMs(gatewayCpu, ops),
    gatewayCores: gatewayCpu / wall,
    upstreamCpuMsPerOp: cpuMs(cpuSecondsOf(upstream.child.pid!) - before.upstream, ops),
    apiCpuMsPerOp: cpuMs(cpuSecondsOf(api.pid!) - before.api, ops),
    loadCpuMsPerOp: cpuMs((load.user + load.system) / 1e6, ops),
    loadAverage: loadavg()[0]!,
    busyBefore,
  };
}

const samples: Sample[] = [];
const loadBefore = loadavg()[0]!;
try {
  // Warm-up: records every upstream call once and warms each worker's JIT (concurrent, so
  // every worker of the 2-process gateway gets connections).
  for (const target of targets) {
    for (const scenario of operations) {
      await measure(() => scenario.graphql(clients.get(target.name)!), { requests: WARMUP, concurrency: CONCURRENCY, warmup: 1 });
    }
  }
  const recordedAfterWarmup = (await upstream.counts()).recorded;
  for (let round = 1; round <= ROUNDS; round++) {
    // Each pair back to back, after a quiet check: 1 then 2 in odd rounds, 2 then 1 in even ones.
    const order = round % 2 ? [one, two] : [two, one];
    const busyBefore: number[] = [];
    for (const scenario of operations) {
      const busy = await waitForQuiet();
      busyBefore.push(busy);
      for (const target of order) samples.push(await run(target, scenario, round, busy));
    }
    process.stderr.write(`round ${round}/${ROUNDS} done (machine ${busyBefore.map((b) => `${Math.round(b * 100)}%`).join(', ')} busy before its pairs)\n`);
  }
  // The side rows, fewer rounds: they are figures of their own, not part of the 1-vs-2 pairs.
  for (let round = 1; round <= SIDE_ROUNDS; round++) {
    for (const scenario of operations) {
      for (const target of [onApi, ...(cached ? [cached] : [])]) samples.push(await run(target, scenario, round, await machineBusy(500)));
    }
  }
  const counts = await upstream.counts();
  if (counts.recorded !== recordedAfterWarmup)
    process.stderr.write(`warning: the replay upstream recorded ${counts.recorded - recordedAfterWarmup} calls during the timed rounds\n`);
  report(counts);
} finally {
  await Promise.all([rest.close(), ...[...clients.values()].map((c) => c.close())]);
  stopAll();
}

async function waitForQuiet(): Promise<number> {
  const deadline = Date.now() + QUIET_WAIT_S * 1000;
  let busy = await machineBusy(2_000);
  while (busy > QUIET_BUSY && Date.now() < deadline) busy = await machineBusy(2_000);
  return busy;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function report(counts: { recorded: number; replayed: number }): void {
  const fmt = (n: number, digits = 1) => n.toFixed(digits);
  const of = (target: Target, scenario: string) => samples.filter((s) => s.target === target.name && s.scenario === scenario);
  const summary: Record<string, unknown> = {};
  console.log(
    `\n${ROUNDS} interleaved rounds (side rows: ${SIDE_ROUNDS}) × ${REQUESTS} requests, ${CONCURRENCY} concurrent; medians over rounds; ${availableParallelism()} cores, load average ${fmt(loadBefore, 1)} at start`,
  );
  console.log(
    '| operation | gateway | req/s | p50 / p99 ms | gateway CPU ms/op | gateway cores used | upstream + load generator CPU ms/op | api CPU ms/op | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const scenario of operations) {
    const rows: Record<string, unknown> = {};
    for (const target of targets) {
      const s = of(target, scenario.name);
      const row = {
        requestsPerSecond: median(s.map((x) => x.requestsPerSecond)),
        p50: median(s.map((x) => x.p50)),
        p99: median(s.map((x) => x.p99)),
        gatewayCpuMsPerOp: median(s.map((x) => x.gatewayCpuMsPerOp)),
        gatewayCores: median(s.map((x) => x.gatewayCores)),
        upstreamCpuMsPerOp: median(s.map((x) => x.upstreamCpuMsPerOp)),
        loadCpuMsPerOp: median(s.map((x) => x.loadCpuMsPerOp)),
        apiCpuMsPerOp: median(s.map((x) => x.apiCpuMsPerOp)),
        errors: s.reduce((sum, x) => sum + x.errors, 0),
      };
      rows[target.name] = row;
      console.log(
        `| ${scenario.name} | ${target.name} | ${fmt(row.requestsPerSecond, 0)} | ${fmt(row.p50)} / ${fmt(row.p99)} | ${fmt(row.gatewayCpuMsPerOp, 2)} | ${fmt(row.gatewayCores, 2)} | ` +
          `${fmt(row.upstreamCpuMsPerOp + row.loadCpuMsPerOp, 2)} | ${fmt(row.apiCpuMsPerOp, 2)} | ${row.errors} |`,
      );
    }
    // The ratio of each round's pair (measured back to back), then their median.
    const pairs = of(one, scenario.name).map((s1) => [s1, of(two, scenario.name).find((s2) => s2.round === s1.round)!] as const);
    const ratios = pairs.map(([s1, s2]) => s2.requestsPerSecond / s1.requestsPerSecond);
    // Rounds that started on a quiet machine: the others measure how the scheduler shared it.
    const quietRatios = pairs.filter(([s1]) => s1.busyBefore <= QUIET_BUSY).map(([s1, s2]) => s2.requestsPerSecond / s1.requestsPerSecond);
    // CPU per operation with 1 process ÷ with 2: 1.0 = each process does as much per core as
    // the single one did, so the throughput is bounded by the cores it gets, not by the gateway.
    const cpuEfficiency = pairs.map(([s1, s2]) => s1.gatewayCpuMsPerOp / s2.gatewayCpuMsPerOp);
    const coresRatio = pairs.map(([s1, s2]) => s2.gatewayCores / s1.gatewayCores);
    summary[scenario.name] = {
      ...rows,
      ratio2to1: median(ratios),
      ratiosByRound: ratios,
      quietRatio2to1: quietRatios.length ? median(quietRatios) : null,
      quietRounds: quietRatios.length,
      cpuPerOpEfficiency: median(cpuEfficiency),
      coresRatio: median(coresRatio),
    };
  }
  console.log(`\n| operation | 2 processes ÷ 1 process, req/s (median of rounds) | quiet rounds only | per round | gateway cores 2 ÷ 1 | CPU per op 1 ÷ 2 |`);
  console.log('|---|---|---|---|---|---|');
  for (const scenario of operations) {
    const { ratio2to1, quietRatio2to1, quietRounds, ratiosByRound, coresRatio, cpuPerOpEfficiency } = summary[scenario.name] as {
      ratio2to1: number;
      quietRatio2to1: number | null;
      quietRounds: number;
      ratiosByRound: number[];
      coresRatio: number;
      cpuPerOpEfficiency: number;
    };
    const quiet = quietRatio2to1 === null ? 'none' : `${fmt(quietRatio2to1, 2)}× (${quietRounds})`;
    console.log(
      `| ${scenario.name} | ${fmt(ratio2to1, 2)}× | ${quiet} | ${ratiosByRound.map((r) => fmt(r, 2)).join(', ')} | ${fmt(coresRatio, 2)} | ${fmt(cpuPerOpEfficiency, 2)} |`,
    );
  }
  const pairBusy = samples.filter((x) => x.target === one.name).map((x) => `${Math.round(x.busyBefore * 100)}%`);
  console.log(
    `load average: ${fmt(loadBefore)} at start, ${fmt(loadavg()[0]!)} at the end; machine busy with other work before each pair: ${pairBusy.join(', ')}`,
  );
  console.log(`replay upstream: ${counts.recorded} calls recorded (each sent to the api once), ${counts.replayed} replayed`);
  mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('../results/scale.json', import.meta.url),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cores: availableParallelism(), loadAverageAtStart: loadBefore, node: process.version },
        settings: {
          rounds: ROUNDS,
          sideRounds: SIDE_ROUNDS,
          quietBusy: QUIET_BUSY,
          requests: REQUESTS,
          concurrency: CONCURRENCY,
          warmup: WARMUP,
          responseCacheRow: hasResponseCache,
        },
        upstream: counts,
        summary,
        samples,
      },
      null,
      2,
    ),
  );
}
process.exit(0);
