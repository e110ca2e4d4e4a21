// A closed-loop load generator: `concurrency` workers each send the next request as
// soon as their last one answered, until `requests` have been measured (after a warm-up).
export interface LoadResult {
  p50: number; // milliseconds
  p99: number;
  requestsPerSecond: number;
  errors: number;
}

export async function measure(
  operation: () => Promise<void>,
  { requests, concurrency, warmup }: { requests: number; concurrency: number; warmup: number },
): Promise<LoadResult> {
  for (let i = 0; i < warmup; i++) await operation();
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  async function worker(): Promise<void> {
    while (next < requests) {
      next += 1;
      const t0 = performance.now();
      try {
        await operation();
        latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), requestsPerSecond: latencies.length / elapsed, errors };
}
