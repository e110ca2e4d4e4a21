// `pnpm bench`: starts the built api and gateway, then for each scenario prints the
// gateway's p50/p99 latency and requests/s beside the same data fetched by direct REST
// calls in the same run (the baseline), their ratio, and REST calls per GraphQL operation.
// The gateway runs with its response cache off, so what is measured is execution; the last
// column is the same gateway as a guest meets it, answering repeats from that cache.
import { writeFileSync, mkdirSync } from 'node:fs';
import { graphqlClient, restClient } from './clients.ts';
import { measure, type LoadResult } from './load.ts';
import { scenarios } from './scenarios.ts';
import { bagScenarios } from './bag-scenarios.ts';
import { startStack } from './services.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 100);

const stack = await startStack(Number(process.env.BENCH_BASE_PORT ?? 4200));
const rest = restClient(stack.apiUrl);
const gql = graphqlClient(stack.gatewayUrl);
const cachedGql = graphqlClient(stack.cachedGatewayUrl);
const countingGql = graphqlClient(stack.countingGatewayUrl);

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const rows: string[] = [];
const results: Record<string, unknown> = {};

try {
  const first = await rest.get<{ products: { slug: string }[] }>('products?limit=1&sort=featured');
  const slug = first.products[0]!.slug;
  for (const scenario of [...scenarios(slug), ...(await bagScenarios(rest))]) {
    // REST calls per operation, through the counting proxy (not the timed path).
    stack.resetRestCalls();
    const probes = 20;
    for (let i = 0; i < probes; i++) await scenario.graphql(countingGql);
    const callsPerOp = stack.restCalls() / probes;

    const options = { requests: REQUESTS, concurrency: CONCURRENCY, warmup: WARMUP };
    const baseline: LoadResult = await measure(() => scenario.rest(rest), options);
    const gateway: LoadResult = await measure(() => scenario.graphql(gql), options);
    // Only guests' public queries are kept: a bag scenario's cached figure is execution again.
    const cached: LoadResult = await measure(() => scenario.graphql(cachedGql), options);
    results[scenario.name] = { gateway, baseline, cached, callsPerOp };
    rows.push(
      `| ${scenario.name} | ${fmt(gateway.p50)} / ${fmt(gateway.p99)} | ${fmt(gateway.requestsPerSecond, 0)} | ` +
        `${fmt(baseline.p50)} / ${fmt(baseline.p99)} | ${fmt(baseline.requestsPerSecond, 0)} | ` +
        `${fmt(gateway.p50 / baseline.p50, 2)}x / ${fmt(gateway.p99 / baseline.p99, 2)}x | ` +
        `${fmt(gateway.requestsPerSecond / baseline.requestsPerSecond, 2)} | ${fmt(callsPerOp, 1)} | ` +
        `${fmt(cached.p50)} / ${fmt(cached.requestsPerSecond, 0)} | ${gateway.errors + baseline.errors + cached.errors} |`,
    );
  }
} finally {
  await Promise.all([rest.close(), gql.close(), cachedGql.close(), countingGql.close()]);
  await stack.stop();
}

console.log(`\n${REQUESTS} requests per path, ${CONCURRENCY} concurrent, after ${WARMUP} warm-up; latency in ms`);
console.log(
  '| operation | gateway p50 / p99 | gateway req/s | REST p50 / p99 | REST req/s | latency ratio p50 / p99 | throughput ratio | REST calls per op | response cache on: p50 / req/s | errors |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
writeFileSync(new URL('../results/latest.json', import.meta.url), JSON.stringify(results, null, 2));
process.exit(0);
