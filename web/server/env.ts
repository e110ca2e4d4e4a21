// The web server's environment, validated once at boot (docs/architecture.md#habits:
// epic-stack env.server.ts); everything else receives typed values.
import { type Country, parseCountry } from '@beauty/contracts/locale';
import { errorReportingEnv } from '@beauty/contracts/platform/error-reporting';
import { LOG_LEVELS } from '@beauty/server-kit/logger';
import { z } from 'zod';
import { DEFAULT_CONSENT_COUNTRIES } from '../app/analytics/consent';

/** "false"/"0"/"no"/"off" turn a flag off; anything else (or unset) keeps the default. */
const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : !['false', '0', 'no', 'off'].includes(v.toLowerCase())));

/** The entries of a comma-separated list, trimmed, blanks dropped. */
const listEntries = (text: string) =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * A comma-separated list of `left=right` entries read into a map: `pairOf` turns one
 * entry's two sides into its key and value, or null when the entry is malformed, which
 * fails the boot with `expected` ("… is not host=COUNTRY …").
 */
const entryMap = <K, V>(pairOf: (left: string | undefined, right: string | undefined) => [K, V] | null, expected: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const map = new Map<K, V>();
      for (const entry of listEntries(value ?? '')) {
        const [left, right] = entry.split('=').map((s) => s.trim());
        const pair = pairOf(left, right);
        if (!pair) {
          ctx.addIssue({ code: 'custom', message: `"${entry}" is not ${expected}` });
          return z.NEVER;
        }
        map.set(...pair);
      }
      return map;
    });

/** COUNTRY_HOSTS: "shop.example.sg=SG,shop.example.th=TH" (decision 0001). */
const countryHosts = entryMap<string, Country>((host, code) => {
  const country = parseCountry(code);
  return host && country ? [host.toLowerCase(), country] : null;
}, 'host=COUNTRY with one of the eight countries');

/** TAG_MANAGER_IDS: "SG=GTM-AB12CD,TH=G-XY34ZW": each country's tag-manager id (decision 0103). */
const tagManagerIds = entryMap<Country, string>((code, id) => {
  const country = parseCountry(code);
  return country && id && /^(GTM|G)-[A-Z0-9]{4,20}$/.test(id) ? [country, id] : null;
}, 'COUNTRY=GTM-… or COUNTRY=G-…');

/**
 * ANALYTICS_CONSENT_COUNTRIES: "TH,ID,PH", the countries whose tag manager waits for the
 * visitor's consent (decision 0114). Unset or blank: the default; "none": no country asks.
 * A blank line in an env file must not drop consent where the law asks for it.
 */
const consentCountries = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const text = value?.trim() ?? '';
    if (text === '') return new Set<Country>(DEFAULT_CONSENT_COUNTRIES);
    if (text.toLowerCase() === 'none') return new Set<Country>();
    const countries = new Set<Country>();
    for (const code of listEntries(text)) {
      const country = parseCountry(code);
      if (!country) {
        ctx.addIssue({ code: 'custom', message: `"${code}" is not one of the eight countries (or write "none")` });
        return z.NEVER;
      }
      countries.add(country);
    }
    return countries;
  });

export const envSchema = z
  .object({
    WEB_PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    // Unset: every interface, IPv4 and IPv6, so "localhost" works whichever it resolves to.
    WEB_HOST: z.string().min(1).optional(),
    GATEWAY_URL: z.url().default('http://127.0.0.1:4000'),
    API_URL: z.url().default('http://127.0.0.1:4001'),
    COUNTRY_HOSTS: countryHosts,
    // Secure cookies need https; local http development turns this off (decision 0001).
    COOKIE_SECURE: flag(true),
    // Strict-Transport-Security max-age in seconds, sent only to browsers that reached us
    // over TLS; 0 turns it off (decision 0050).
    HSTS_MAX_AGE: z.coerce.number().int().min(0).default(31_536_000),
    // A TLS-terminating proxy in front of us: believe its X-Forwarded-Proto (decision 0050).
    TRUST_PROXY: flag(false),
    // Error reporting (decision 0003): SENTRY_DSN unset = off, in the server and the browser.
    ...errorReportingEnv,
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // New builds (decision 0104): how often an open page asks /builds/latest.json whether a
    // new build is out (paused while the tab is hidden); 0 turns the check off.
    BUILD_CHECK_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
    // Analytics (decision 0103): page_viewed into the dataLayer; "false" turns it off.
    ANALYTICS_ENABLED: flag(true),
    TAG_MANAGER_IDS: tagManagerIds,
    // Where the tag manager waits for the visitor's consent (decision 0114): ID, PH, TH by default.
    ANALYTICS_CONSENT_COUNTRIES: consentCountries,
    // Where the tag-manager script is loaded from; tests point it at a local stand-in.
    TAG_MANAGER_ORIGIN: z.url().default('https://www.googletagmanager.com'),
    // The environment (decision 0154): local or production; unset, production with
    // NODE_ENV=production. The web always runs the production build outside `pnpm dev`, so the
    // environment, not NODE_ENV, decides the sandbox and the secrets.
    APP_ENV: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['local', 'production']).optional()),
    // The /sandbox pages (decision 0100): on in a local environment, off (404) in production;
    // "true" turns them on for a staging deployment that runs as production.
    SANDBOX_ENABLED: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).optional()),
    // The same levels as the api and the gateway (decision 0061).
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    // Shared by our own hops (web server, gateway, api): sent with the request id so the
    // gateway takes it; an incoming x-request-id is taken only with it. Unset: well-formed ids are.
    // It also vouches for the shopper's address (decision 0052): without it the gateway would
    // count every shopper as this server's address, so production requires it.
    INTERNAL_HOP_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
  })
  .superRefine((env, context) => {
    if (environmentOf(env) === 'production' && env.INTERNAL_HOP_SECRET === undefined) {
      context.addIssue({ code: 'custom', path: ['INTERNAL_HOP_SECRET'], message: 'INTERNAL_HOP_SECRET is required in production' });
    }
  });
export type Env = z.infer<typeof envSchema>;

/** `local` or `production` (decision 0154): APP_ENV, else production when NODE_ENV=production. */
export function environmentOf(env: { APP_ENV?: 'local' | 'production' | undefined; NODE_ENV?: string | undefined }): 'local' | 'production' {
  return env.APP_ENV ?? (env.NODE_ENV === 'production' ? 'production' : 'local');
}

/** Are the /sandbox pages served? In a local environment unless turned off; in production only when turned on. */
export const sandboxEnabled = (env: Pick<Env, 'NODE_ENV' | 'APP_ENV' | 'SANDBOX_ENABLED'>): boolean =>
  env.SANDBOX_ENABLED === undefined ? environmentOf(env) !== 'production' : env.SANDBOX_ENABLED === 'true';

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) throw new Error(`Invalid web environment:\n${z.prettifyError(result.error)}`);
  return result.data;
}
