// A real api (fresh seeded PGlite, @beauty/api/testing) and a real gateway in front of it,
// both on ephemeral ports, talking real HTTP. Every REST call the gateway makes is
// recorded through the client's onCall hook: the counts tests assert are the calls made.
import { startTestApi, type TestApi, type TestApiOptions } from '@beauty/api/testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { MemoryCache } from '../../src/platform/cache/memory-cache.ts';
import type { RestCallInfo } from '../../src/platform/rest-client.ts';
import { type StartOptions, startGateway } from '../../src/server-app.ts';
import type { Logger } from '../../src/platform/logger.ts';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: { data?: T | null; errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[] };
}

export interface Stack {
  api: TestApi;
  gatewayUrl: string;
  /** REST calls made since the last reset. */
  restCalls: RestCallInfo[];
  logged: { level: string; message: string; fields?: Record<string, unknown> }[];
  graphql<T = Record<string, any>>(
    query: string,
    options?: { variables?: Record<string, unknown>; headers?: Record<string, string> },
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/** A gateway of the test's own, in front of an api it started. */
export type Gateway = Omit<Stack, 'api'>;

/** The test api on a fresh seeded database, or on TEST_DATABASE_URL's server when the run has one. */
export const startApi = (options: Omit<TestApiOptions, 'databaseUrl'> = {}): Promise<TestApi> =>
  startTestApi({ databaseUrl: process.env.TEST_DATABASE_URL || undefined, ...options });

export async function startGatewayFor(apiUrl: string, options: Partial<StartOptions> = {}): Promise<Gateway> {
  const restCalls: RestCallInfo[] = [];
  const logged: Stack['logged'] = [];
  const logger: Logger = {
    info: () => {},
    warn: (message, fields) => logged.push({ level: 'warn', message, fields }),
    error: (message, fields) => logged.push({ level: 'error', message, fields }),
  };
  const gateway = await startGateway({
    apiUrl,
    port: 0,
    logger,
    onRestCall: (call) => restCalls.push(call),
    // Tests count the REST calls a query makes; the response cache would answer repeats with
    // none. Its own tests (response-cache.test.ts, cache-isolation.test.ts) turn it on.
    responseCache: process.env.TEST_RESPONSE_CACHE === 'on',
    ...options,
  });
  return {
    gatewayUrl: gateway.url,
    restCalls,
    logged,
    async graphql(query, { variables, headers } = {}) {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as GraphQLResponse['body'];
      return { status: response.status, headers: response.headers, body } as GraphQLResponse<any>;
    },
    close: () => gateway.close(),
  };
}

export async function startStack(options: Partial<StartOptions> = {}): Promise<Stack> {
  const api = await startApi();
  try {
    const gateway = await startGatewayFor(api.url, options);
    return {
      ...gateway,
      api,
      async close() {
        await gateway.close();
        await api.close();
      },
    };
  } catch (error) {
    await api.close();
    throw error;
  }
}

/**
 * One stack for the test file: started in a beforeAll hook registered at the call (so
 * before the file's own hooks) and closed after its last test. The object is filled in when
 * it starts: use it inside tests and hooks, not at the top level of the file.
 */
export function stackForFile(options: Partial<StartOptions> = {}, startTimeoutMs?: number): Stack {
  const stack = {} as Stack;
  beforeAll(async () => {
    Object.assign(stack, await startStack(options));
  }, startTimeoutMs);
  afterAll(() => stack.close?.());
  return stack;
}

/**
 * One stack for the test file, with an empty REST call log and an empty public cache at
 * the start of every test, so the calls and answers a test sees are those of a cold cache
 * (what a warm one saves is public-cache.test.ts's subject). Call at the top of the file;
 * the returned getter gives the stack once the file's beforeAll has run.
 */
export function coldCacheStack(): () => Stack {
  const cache = new MemoryCache();
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startStack({ cache });
  });
  afterAll(() => stack?.close());
  beforeEach(() => {
    stack!.restCalls.length = 0;
    cache.clear();
  });
  return () => stack!;
}
