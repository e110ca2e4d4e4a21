// @ts-check
// The kiosk server's environment, validated once at boot (docs/architecture.md#habits:
// epic-stack env.server.ts): a kiosk that cannot say which store it stands in, or holds
// no device credential, does not start (decision 0119).
import { kioskCredentialSchema } from '@beauty/contracts/kiosk';
import { z } from 'zod';

/** Without a trailing slash, so paths can be appended. */
const origin = z.url().transform((value) => value.replace(/\/+$/, ''));

export const envSchema = z.object({
  KIOSK_STORE: z.string({ error: 'required: the store this kiosk stands in (e.g. ST-SG-1)' }).trim().min(1).max(64),
  KIOSK_DEVICE_CREDENTIAL: z.string({ error: 'required: the device credential staff issued (kd_…)' }).pipe(kioskCredentialSchema),
  KIOSK_PORT: z.coerce.number().int().min(0).max(65_535).default(3005),
  /**
   * The interface to listen on. Loopback by default: the screen's browser runs on the same
   * machine, and anything else that reached this port would speak with the device's
   * credential (decision 0140). `0.0.0.0` only behind a network that admits the screen alone.
   */
  KIOSK_HOST: z.string().min(1).default('127.0.0.1'),
  GATEWAY_URL: origin.default('http://127.0.0.1:4000'),
  /** The web server: product pictures are at /images/… on its origin; the kiosk proxies them. */
  WEB_URL: origin.default('http://127.0.0.1:3000'),
  /** The website as a shopper's phone reaches it: the "Send to my phone" QR codes point there. */
  WEB_PUBLIC_URL: origin.default('http://localhost:3000'),
  /**
   * Seconds without a touch before the idle wipe (issue 18: 60). Only the e2e run shortens
   * it; the "Still there?" warning shows for the last sixth of it (10 s of 60).
   */
  KIOSK_IDLE_SECONDS: z.coerce.number().int().min(3).max(600).default(60),
  /** Where the built app is (kiosk/build). */
  KIOSK_BUILD_DIR: z.string().min(1).optional(),
  NODE_ENV: z.string().optional(),
  /** The environment (decision 0154): local or production; unset, production with NODE_ENV=production. */
  APP_ENV: z.enum(['local', 'production']).optional(),
});

/**
 * `local` or `production` (decision 0154), as /healthz says it.
 * @param {Pick<Env, 'APP_ENV' | 'NODE_ENV'>} env
 * @returns {'local' | 'production'}
 */
export const environmentOf = (env) => env.APP_ENV ?? (env.NODE_ENV === 'production' ? 'production' : 'local');

/** @typedef {z.infer<typeof envSchema>} Env */

/**
 * @param {Record<string, string | undefined>} source
 * @returns {Env}
 */
export function parseEnv(source) {
  // An empty variable (KEY= in an env file) counts as unset, as in the other services.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`The kiosk's environment is not valid:\n${problems}`);
  }
  return parsed.data;
}
