// Keep-alive HTTP clients for the two paths being compared: GraphQL through the gateway,
// and the same data fetched straight from the REST api (the baseline).
import { Pool } from 'undici';

const REST_HEADERS = {
  'x-platform': 'web',
  'x-app-version': '1.0.0',
  'accept-language': 'en',
  'x-site-country': 'sg',
};

export function restClient(baseUrl: string) {
  const pool = new Pool(baseUrl, { connections: 32 });
  return {
    async get<T>(path: string): Promise<T> {
      const res = await pool.request({ method: 'GET', path: `/api/web/v1/${path}`, headers: REST_HEADERS });
      const body = (await res.body.json()) as T;
      if (res.statusCode !== 200) throw new Error(`GET ${path}: ${res.statusCode}`);
      return body;
    },
    /** A call with a body and extra headers (the bag's x-device-id). */
    async send<T>(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown): Promise<T> {
      const res = await pool.request({
        method,
        path: `/api/web/v1/${path}`,
        headers: { ...REST_HEADERS, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.body.json()) as T;
      if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode}`);
      return json;
    },
    close: () => pool.close(),
  };
}

export function graphqlClient(baseUrl: string) {
  const pool = new Pool(baseUrl, { connections: 32 });
  return {
    async query<T>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<T> {
      const res = await pool.request({
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', 'x-site-country': 'SG', 'x-site-language': 'en', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.body.json()) as { data?: T; errors?: unknown[] };
      if (res.statusCode !== 200 || body.errors?.length || !body.data) {
        throw new Error(`GraphQL ${res.statusCode}: ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
      }
      return body.data;
    },
    close: () => pool.close(),
  };
}

/** The clients' types, for code that is handed one. */
export type RestClient = ReturnType<typeof restClient>;
export type GraphqlClient = ReturnType<typeof graphqlClient>;
