// Every REST route, walked from the api's own OpenAPI document, gets hostile values in
// each path parameter, query parameter, header and body field (issue 10 item 5): huge
// strings, lone surrogates, NUL bytes, odd numbers, wrong types, deep nesting, injection
// snippets. Whatever a shopper or a script sends: never a 5xx, always the one error body
// with a known code, and nothing stored. Seeded: a failure replays with the same values.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@beauty/contracts/platform';
import { HOSTILE_STRINGS, HOSTILE_VALUES, pick, rowCounts, seededRandom } from './hostile-input.ts';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Raw URL pieces, not encoded: what a hand-typed or broken link puts in a path or query. */
const RAW_URL = ['%', '%ff%fe', '%25%', '%00', '..%2F..%2F', '%E2%9C%A8', ';', '%C0%AF', 'a'.repeat(5_000)];
const HEADERS = ['x-site-country', 'accept-language', 'x-device-id', 'authorization', 'idempotency-key', 'x-preview-token'];
const VALUES_PER_SLOT = 10;
/**
 * Writes by method that answer 2xx to anything on purpose: a reset request is neutral (it
 * never says whether the email exists), verifying a token and choosing featured products
 * read only, and removing a sample that is not in the bag is a no-op. The row counts
 * still hold them to storing nothing.
 */
const ANSWER_ANYTHING = new Set([
  'POST /api/web/v1/auth/password-reset/',
  'POST /api/web/v1/auth/token/verify/',
  'POST /api/web/v1/featured-products/',
  'DELETE /api/web/v1/cart/samples/{id}',
  // Sandbox only (never in production): moves the api's in-memory clock forward, stores nothing.
  'POST /api/web/v1/sandbox/clock',
]);

/** A body of the schema's shape whose strings are "x": enums and discriminators stay valid. */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v)]));
  if (type === 'array') return [sample(schema.items)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return false;
  return 'x';
}

/** The body fields to spoil: top-level ones and those one object below. */
function bodyFields(schema: JsonSchema | undefined): string[][] {
  const variant = schema?.anyOf?.[0] ?? schema?.oneOf?.[0] ?? schema;
  return Object.entries(variant?.properties ?? {}).flatMap(([name, field]) => [
    [name],
    ...Object.keys((field.anyOf?.[0] ?? field).properties ?? {}).map((inner) => [name, inner]),
  ]);
}

function withValue(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) {
    at[key] ??= {};
    at = at[key] as Record<string, unknown>;
  }
  at[path.at(-1)!] = value;
  return copy;
}

/** Percent-encoding; a lone surrogate has no UTF-8 form, so it goes as the bytes of its
 * code unit (ED A0 80), which no decoder accepts: what a broken client sends. */
function urlEncoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD')).replace(/%EF%BF%BD/g, '%ED%A0%80');
  }
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));

describe.each(TEST_DATABASES)('REST fuzz on $name', (database) => {
  const api = startTestAppForSuite(database);

  it('answers every route, whatever it is sent, with 4xx and a known code, and stores nothing', async () => {
    const random = seededRandom(20_261_125);
    const spec = (await api.get('openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    const before = await rowCounts(api.db);
    const accepted: string[] = [];
    let requests = 0;

    const send = async (method: string, path: string, options: { body?: unknown; headers?: Record<string, string> }, label: string, route: string) => {
      requests += 1;
      const res = await api.call(method.toUpperCase() as 'GET', `//${path.replace(/^\//, '')}`, {
        deviceId: 'fuzz-device',
        ...options,
        headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
      });
      expect(res.status, label).toBeLessThan(500);
      if (res.status >= 400) expect(ERROR_CODES, `${label}: ${res.text.slice(0, 200)}`).toContain(res.body?.code);
      else if (method !== 'get' && !ANSWER_ANYTHING.has(route)) accepted.push(label);
    };
    const values = (extra: readonly unknown[] = []) => [
      'a'.repeat(100_000).slice(0, 20_000), // as long as a URL may be; bodies get the full 100,000 below
      '\uD800',
      'a\u0000b',
      ...extra,
      ...Array.from({ length: VALUES_PER_SLOT }, () => pick(random, HOSTILE_VALUES)),
    ];

    for (const [template, methods] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const params = operation.parameters ?? [];
        const url = (values: Record<string, string> = {}, query = '') => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'P448733') + query;
        const body = operation.requestBody?.content?.['application/json']?.schema;
        const base = body ? sample(body) : undefined;
        const at = `${method.toUpperCase()} ${template}`;

        for (const param of params.filter((p) => p.in !== 'header')) {
          for (const value of values(RAW_URL)) {
            const raw = RAW_URL.includes(value as string);
            const text = raw ? (value as string) : urlEncoded(asText(value));
            const target = param.in === 'path' ? url({ [param.name]: text }) : url({}, `?${param.name}=${text}`);
            await send(method, target, { body: base }, `${at} ${param.in} ${param.name}=${asText(value).slice(0, 60)}`, at);
          }
        }
        for (const header of HEADERS) {
          for (const value of values().slice(0, 6)) {
            // Headers carry no NUL or non-Latin-1 characters: HTTP itself refuses those.
            const text = asText(value)
              .replace(/[^\x20-\x7e]/g, '?')
              .slice(0, 8_000);
            await send(
              method,
              url(),
              { body: base, headers: { [header]: header === 'authorization' ? `Bearer ${text}` : text } },
              `${at} header ${header}`,
              at,
            );
          }
        }
        if (!body) continue;
        for (const field of bodyFields(body)) {
          for (const value of values(['a'.repeat(100_000)])) {
            await send(method, url(), { body: withValue(base, field, value) }, `${at} body.${field.join('.')}=${asText(value).slice(0, 60)}`, at);
          }
        }
        for (const whole of [null, 42, 'text', [], [base], '{"unterminated": ', HOSTILE_STRINGS[0]]) {
          await send(method, url(), { body: whole }, `${at} body=${asText(whole).slice(0, 40)}`, at);
        }
      }
    }

    console.info(`REST fuzz: ${requests} requests`);
    expect(requests).toBeGreaterThan(2_000);
    expect(accepted, 'writes accepted from hostile input').toEqual([]);
    expect(await rowCounts(api.db)).toEqual(before);
  }, 240_000);
});
