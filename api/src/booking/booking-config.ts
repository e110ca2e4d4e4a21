// Bookings' settings, part of the api's environment (env.ts parses it once at boot):
// BOOKING_LINK_SECRET signs the guests' manage links (required in production: env.ts; a
// process without it gets a random one of its own, decision 0051); the external hosted
// booking provider (decision 0093) is on when BOOKING_PROVIDER_URL and its key are set.
import { z } from 'zod';
import { blankIsUnset, sandboxEnabled, secret, type EnvironmentSource } from '../platform/env-fields.ts';
import { randomSecret } from '../platform/secrets.ts';

export const bookingEnvShape = {
  BOOKING_LINK_SECRET: secret(32),
  BOOKING_PROVIDER_URL: blankIsUnset(z.url({ protocol: /^https?$/ }).optional()),
  BOOKING_PROVIDER_KEY: blankIsUnset(z.string().min(16).optional()),
  /** Where the provider sends the shopper back (our web origin); the return pages are /happening/services/booxi/{success,cancel}. */
  BOOKING_RETURN_ORIGIN: blankIsUnset(z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3000')),
};
const bookingEnvSchema = z.object(bookingEnvShape);
export type BookingEnv = z.infer<typeof bookingEnvSchema> & EnvironmentSource;

export interface BookingConfig {
  linkSecret: string;
  /** The sandbox calls for tests (sandbox-routes.ts): as SANDBOX_ENABLED and the environment say (platform/env-fields.ts). */
  sandbox: boolean;
  provider: { url: string; key: string; returnOrigin: string } | undefined;
}

export function bookingConfig(env: BookingEnv): BookingConfig {
  return {
    linkSecret: env.BOOKING_LINK_SECRET ?? randomSecret(),
    sandbox: sandboxEnabled(env),
    provider:
      env.BOOKING_PROVIDER_URL && env.BOOKING_PROVIDER_KEY
        ? { url: env.BOOKING_PROVIDER_URL, key: env.BOOKING_PROVIDER_KEY, returnOrigin: env.BOOKING_RETURN_ORIGIN }
        : undefined,
  };
}
