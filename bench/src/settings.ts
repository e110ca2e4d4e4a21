// A benchmark's numbers (rounds, requests, concurrency, ports…), each one the environment
// may set: PEERS_ROUNDS=5 for the peers bench's ROUNDS, say.

/** Each setting from the environment's `${prefix}_${name}` when set, else its default. */
export function envSettings<Name extends string>(prefix: string, defaults: Record<Name, number>): Record<Name, number> {
  const entries = Object.entries<number>(defaults).map(([name, fallback]) => [name, Number(process.env[`${prefix}_${name}`] ?? fallback)]);
  return Object.fromEntries(entries) as Record<Name, number>;
}
