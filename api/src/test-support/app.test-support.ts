// Integration-test support: the app on a real, seeded database, driven with
// fastify.inject. Every suite runs on PGlite, and on Postgres as well when
// TEST_DATABASE_URL is set (each run in a fresh schema, dropped afterwards).
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../app.ts';
import type { Db } from '../db/db.ts';
import { appConfig, loadEnv } from '../env.ts';
import { randomSecret } from '../platform/secrets.ts';
import { prepareDatabase } from '../seed/prepare-db.ts';
import { openTestDatabase } from '../testing.ts';
import { API_PREFIX } from '../platform/openapi.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  url?: string;
}

export const TEST_DATABASES: TestDatabase[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }] : []),
];

/** What our own hops in this test process vouch for the buyer IP with (x-internal-hop), unless a test sets hopSecret. */
export const LOCAL_HOP_SECRET = randomSecret();

export interface CallOptions {
  country?: string;
  language?: string;
  deviceId?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Response<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** A call under /api/web/v1 (or an absolute path starting with "/"+"/", kept as is). */
  call<T = any>(method: InjectOptions['method'], path: string, options?: CallOptions): Promise<Response<T>>;
  get<T = any>(path: string, options?: CallOptions): Promise<Response<T>>;
  close(): Promise<void>;
}

export type StartOptions = Pick<
  AppOptions,
  'auth' | 'contentPreviewToken' | 'payments' | 'mail' | 'production' | 'clock' | 'booking' | 'tierOf' | 'sandbox' | 'loyaltyEventsKey' | 'lists' | 'hopSecret'
> & {
  /** The environment the app's settings are parsed from (env.ts), as server.ts does with process.env; empty by default. */
  env?: NodeJS.ProcessEnv;
};

export async function startTestApp(database: TestDatabase, { env = {}, ...options }: StartOptions = {}): Promise<TestApp> {
  const { db, drop } = await openTestDatabase(database.url);
  await prepareDatabase(db);
  const app = await buildApp({ db, config: appConfig(loadEnv(env)), logLevel: 'silent', localHopSecret: LOCAL_HOP_SECRET, ...options });
  await app.ready();
  const call = async <T>(method: InjectOptions['method'], path: string, options: CallOptions = {}): Promise<Response<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.country !== undefined) headers['x-site-country'] = options.country;
    if (options.language !== undefined) headers['accept-language'] = options.language;
    if (options.deviceId !== undefined) headers['x-device-id'] = options.deviceId;
    const url = path.startsWith('//') ? path.slice(1) : `${API_PREFIX}/${path.replace(/^\//, '')}`;
    const response = await app.inject({ method, url, headers, ...(options.body !== undefined ? { payload: options.body as object } : {}) });
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      // not JSON (an SVG, say): the text is in body
    }
    return { status: response.statusCode, body: body as T, headers: response.headers, text: response.body };
  };
  return {
    app,
    db,
    call,
    get: (path, options) => call('GET', path, options),
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * An app for one describe block: `start` runs in the block's beforeAll and the app closes in
 * its afterAll. The handle is there at once, so the block can name it (`api`), and it hands
 * every property on to the started app: inside the block's tests and later hooks, that is.
 * `startTimeoutMs` is the start's own hook timeout, where the suite's default is not enough.
 */
export function appForSuite<App extends { close(): Promise<void> }>(start: () => Promise<App>, startTimeoutMs?: number): App {
  let started: App | undefined;
  beforeAll(async () => {
    started = await start();
  }, startTimeoutMs);
  afterAll(() => started?.close());
  return new Proxy({} as App, {
    get(_handle, property) {
      if (!started) throw new Error('the suite’s app starts in beforeAll: use it inside a test or a later hook');
      const value: unknown = Reflect.get(started, property);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

/** startTestApp for one describe block (appForSuite). */
export const startTestAppForSuite = (database: TestDatabase, options: StartOptions = {}, startTimeoutMs?: number): TestApp =>
  appForSuite(() => startTestApp(database, options), startTimeoutMs);
