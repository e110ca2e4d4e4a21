// Query data is fresh for 5 minutes (docs/product.md#query-layer): a client navigation within that window is
// served from the cache with no request; after it, the page's query goes to the network.
// The fetch under Apollo marks each query's answer with the time it arrived (the page's
// own server-rendered data counts as fetched when the page loaded); `query()` calls that
// leave the fetch policy to the default ask the network once their data is stale.
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';

export const FRESH_FOR_MS = 5 * 60_000;

function operationName(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) if (definition.kind === 'OperationDefinition') return definition.name?.value;
  return undefined;
}

/** One name per query and variables: key order does not matter, undefined values vanish as in the request. */
export function queryKey(operationName: string | null | undefined, variables: unknown): string {
  const stable = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, stable(v)]),
        )
      : Array.isArray(value)
        ? value.map(stable)
        : value;
  return `${operationName ?? ''}:${JSON.stringify(stable(variables ?? {}))}`;
}

export class QueryFreshness {
  private readonly fetchedAt = new Map<string, number>();
  private readonly loadedAt: number;

  constructor(private readonly now: () => number = Date.now) {
    this.loadedAt = now();
  }

  markFetched(key: string): void {
    this.fetchedAt.set(key, this.now());
  }

  isStale(key: string): boolean {
    return this.now() - (this.fetchedAt.get(key) ?? this.loadedAt) >= FRESH_FOR_MS;
  }

  /** A fetch that marks each successful query answer as just fetched. */
  recording(fetchImpl: typeof fetch): typeof fetch {
    return async (input, init) => {
      const response = await fetchImpl(input, init);
      if (response.ok && typeof init?.body === 'string') {
        try {
          const { operationName, variables } = JSON.parse(init.body) as { operationName?: string; variables?: unknown };
          this.markFetched(queryKey(operationName, variables));
        } catch {
          // not a GraphQL body
        }
      }
      return response;
    };
  }

  /** client.query() with the default policy asks the network when its data is stale. */
  apply(client: ApolloClient): void {
    const query = client.query.bind(client);
    client.query = ((options: Parameters<ApolloClient['query']>[0]) => {
      const defaultPolicy = options.fetchPolicy === undefined || options.fetchPolicy === 'cache-first';
      const stale = defaultPolicy && this.isStale(queryKey(operationName(options.query), options.variables));
      return query(stale ? { ...options, fetchPolicy: 'network-only' } : options);
    }) as ApolloClient['query'];
  }
}
