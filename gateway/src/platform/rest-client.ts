// The gateway's only way to the api (docs/product.md#rest-calls). One keep-alive Pool per process: sockets
// are reused across requests, and nothing here is per shopper except the RequestScope
// passed with each call, so no shopper's headers can leak into another's call.
import { Pool } from 'undici';
import type { z } from 'zod';
import { type Country, type Language, REST_HEADERS } from '@beauty/contracts/locale';
import { currentRequestId, hopHeaders } from '@beauty/server-kit/request-id';
import { hasCode } from './graphql-errors.ts';
import { jsonText } from './json-text.ts';
import { buyerIpHeader } from './limits/buyer-ip.ts';
import { RevalidatedAnswers } from './revalidated-answers.ts';
import type { Logger } from './logger.ts';
import { contractViolation, restErrorFromResponse, unsendableRequest, upstreamUnavailable } from './rest-errors.ts';

export const API_PREFIX = '/api/web/v1/';
const APP_VERSION = '1.0.0';
/** Per call: headers, then body, each within this. The refresh lock outlives it (account/refresh-coordinator.ts). */
export const REST_TIMEOUT_MS = 10_000;

/** Who a call is made for: decides the headers, so loaders can key on it. */
export interface RequestScope {
  /** The site the call is for: its country and language headers (the locale domain resolves them). */
  locale: { country: Country; language: Language };
  deviceId?: string | undefined;
  /** The signed-in shopper's access token (account/session.ts): sent as the bearer. */
  accessToken?: string | undefined;
  /** The shopper's address (platform/limits/buyer-ip.ts), for the api's per-address limits. */
  clientIp?: string | undefined;
}

export type Query = Record<string, string | number | undefined>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestCallInfo {
  method: Method;
  path: string;
  status: number;
  durationMs: number;
}

export interface RestCall<S extends z.ZodType> {
  method?: Method;
  /** Relative to /api/web/v1/, e.g. "brands/" or "cart/line-items/L1". */
  path: string;
  query?: Query;
  body?: unknown;
  /** Headers of this call only (e.g. checkout's Idempotency-Key), beside those of docs/product.md#headers. */
  headers?: Record<string, string>;
  /** The contract schema the 2xx body must match. */
  schema: S;
}

/** The headers of docs/product.md#headers, set here and nowhere else. */
export function restHeaders(scope: RequestScope, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    [REST_HEADERS.platform]: 'web',
    [REST_HEADERS.version]: APP_VERSION,
    [REST_HEADERS.language]: scope.locale.language,
    [REST_HEADERS.country]: scope.locale.country.toLowerCase(),
    accept: 'application/json',
  };
  if (hasBody) headers['content-type'] = 'application/json';
  if (scope.deviceId) headers[REST_HEADERS.deviceId] = scope.deviceId;
  if (scope.accessToken) headers.authorization = `Bearer ${scope.accessToken}`;
  return headers;
}

export function pathWithQuery(path: string, query: Query | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
}

export interface RestClientOptions {
  apiUrl: string;
  logger: Logger;
  /** Observes every call after it ends (metrics, and tests counting calls). */
  onCall?: ((call: RestCallInfo) => void) | undefined;
  /** INTERNAL_HOP_SECRET: sent with the request id and the shopper's address so the api takes them (decisions 0061, 0052). */
  hopSecret: string;
}

export class RestClient {
  readonly #pool: Pool;
  readonly #logger: Logger;
  readonly #onCall: RestClientOptions['onCall'];
  readonly #hopSecret: string;
  /** The api's tagged answers, kept to be revalidated (decision 0125). */
  readonly #answers = new RevalidatedAnswers();

  constructor({ apiUrl, logger, onCall, hopSecret }: RestClientOptions) {
    // No retry agent on purpose: docs/product.md#headers says no automatic retry at the request level.
    this.#pool = new Pool(new URL(apiUrl).origin, { connections: 64, keepAliveTimeout: 30_000 });
    this.#logger = logger;
    this.#onCall = onCall;
    this.#hopSecret = hopSecret;
  }

  async request<S extends z.ZodType>(scope: RequestScope, call: RestCall<S>): Promise<z.infer<S>> {
    const method = call.method ?? 'GET';
    const path = pathWithQuery(call.path, call.query);
    const started = performance.now();
    // Only an answer for nobody in particular is kept and revalidated (decision 0125).
    const forNobody = method === 'GET' && !call.headers && !scope.deviceId && !scope.accessToken;
    const answerKey = forNobody ? `${scope.locale.country}:${scope.locale.language}:${path}` : undefined;
    const held = answerKey === undefined ? undefined : this.#answers.held(answerKey, call.schema);
    let status: number;
    let bytes: Buffer;
    let tag: string | string[] | undefined;
    try {
      const response = await this.#pool.request({
        method,
        path,
        // The id of the request this call serves (the api logs it on its own lines) and the
        // shopper's address for the api's limits, both vouched for by the hop secret.
        headers: {
          ...call.headers,
          ...restHeaders(scope, call.body !== undefined),
          ...hopHeaders(currentRequestId(), { hopSecret: this.#hopSecret }),
          ...buyerIpHeader(scope.clientIp),
          ...(held ? { 'if-none-match': held.tag } : {}),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        headersTimeout: REST_TIMEOUT_MS,
        bodyTimeout: REST_TIMEOUT_MS,
      });
      status = response.statusCode;
      tag = response.headers.etag;
      bytes = Buffer.from(await response.body.arrayBuffer());
    } catch (error) {
      const refused = unsendableRequest(error);
      if (refused) {
        this.#logger.warn('request not sendable', { method, path, error: String(error) });
        throw refused;
      }
      this.#logger.error('api unreachable', { method, path, error: String(error) });
      throw upstreamUnavailable(error);
    }
    this.#onCall?.({ method, path, status, durationMs: performance.now() - started });
    if (status === 304 && held) return held.value as z.infer<S>;

    const text = jsonText(bytes);
    const json = parseJson(text);
    if (status < 200 || status >= 300) {
      const error = restErrorFromResponse(status, json);
      if (hasCode(error, 'INTERNAL_SERVER_ERROR')) {
        this.#logger.error('api error', { method, path, status, body: text.slice(0, 500) });
      }
      throw error;
    }
    const parsed = call.schema.safeParse(json);
    if (!parsed.success) {
      this.#logger.error('api response breaks the contract', {
        method,
        path,
        status,
        issues: parsed.error.issues.slice(0, 5),
      });
      throw contractViolation();
    }
    if (answerKey !== undefined && status === 200 && typeof tag === 'string') {
      this.#answers.keep(answerKey, { tag, value: parsed.data }, call.schema, bytes.length);
    }
    return parsed.data;
  }

  /** GET {API_URL}/readyz: whether the api can serve (its database answers). */
  async ready(): Promise<boolean> {
    try {
      const response = await this.#pool.request({ method: 'GET', path: '/readyz', headersTimeout: 2_000 });
      await response.body.dump();
      return response.statusCode === 200;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
}
