// The web server's environment, validated once at boot (ARCHITECTURE "Habits":
// epic-stack env.server.ts); everything else receives typed values.
import { type Country, parseCountry } from '@beauty/contracts/locale';
import { errorReportingEnv } from '@beauty/contracts/platform/error-reporting';
import { z } from 'zod';

/** "false"/"0"/"no"/"off" turn a flag off; anything else (or unset) keeps the default. */
const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : !['false', '0', 'no', 'off'].includes(v.toLowerCase())));

/** COUNTRY_HOSTS: "shop.example.sg=SG,shop.example.th=TH" (decision 0001). */
const countryHosts = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const map = new Map<string, Country>();
    for (const entry of (value ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
      const [host, code] = entry.split('=').map((s) => s.trim());
      const country = parseCountry(code);
      if (!host || !country) {
        ctx.addIssue({ code: 'custom', message: `"${entry}" is not host=COUNTRY with one of the eight countries` });
        return z.NEVER;
      }
      map.set(host.toLowerCase(), country);
    }
    return map;
  });

export const envSchema = z.object({
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
});
export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) throw new Error(`Invalid web environment:\n${z.prettifyError(result.error)}`);
  return result.data;
}
