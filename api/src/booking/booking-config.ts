// Bookings' settings, validated once when the app is built (like checkout-config.ts):
// BOOKING_LINK_SECRET signs the guests' manage links (required in production: env.ts; a
// process without it gets a random one of its own, decision 0051); the external hosted
// booking provider (decision 0093) is on when BOOKING_PROVIDER_URL and its key are set.
import { z } from 'zod';
import { randomSecret } from '../platform/secrets.ts';

const envSchema = z.object({
  BOOKING_LINK_SECRET: z.string().min(32).optional(),
  BOOKING_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  BOOKING_PROVIDER_KEY: z.string().min(16).optional(),
  /** Where the provider sends the shopper back (our web origin); the return pages are /happening/services/booxi/{success,cancel}. */
  BOOKING_RETURN_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3000'),
});

export interface BookingConfig {
  linkSecret: string;
  /** The sandbox calls for tests (sandbox-routes.ts): on outside production only. */
  sandbox: boolean;
  provider: { url: string; key: string; returnOrigin: string } | undefined;
}

export function bookingConfig(env: NodeJS.ProcessEnv = process.env): BookingConfig {
  const parsed = envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  return {
    linkSecret: parsed.BOOKING_LINK_SECRET ?? randomSecret(),
    sandbox: env.NODE_ENV !== 'production',
    provider: parsed.BOOKING_PROVIDER_URL && parsed.BOOKING_PROVIDER_KEY ? { url: parsed.BOOKING_PROVIDER_URL, key: parsed.BOOKING_PROVIDER_KEY, returnOrigin: parsed.BOOKING_RETURN_ORIGIN } : undefined,
  };
}
