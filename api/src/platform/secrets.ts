// Secrets are never in the source (issue 10 item 2). Production must set each one (env.ts
// refuses to start and names what is missing); `pnpm start` creates random ones once per
// install in .data/secrets.env (scripts/start.mjs); a process started any other way
// without them, and every test, gets random values of its own, so no string in the
// repository ever signs anything.
import { randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 256 bits, printable, fits an env file. */
export const randomSecret = () => randomBytes(32).toString('base64url');

/**
 * What production must set, and what scripts/start.mjs writes to .data/secrets.env (the
 * same list is written there; start-secrets.test.ts keeps the two equal).
 * INTERNAL_HOP_SECRET: the SSR server and the gateway send it with the shopper's address,
 * so the gateway and the api believe that header from our own hops only (throttle work).
 */
export const PRODUCTION_SECRETS = [
  'AUTH_JWT_SECRET',
  'ORDER_LINK_SECRET',
  'PAYMENT_WEBHOOK_SECRET',
  'CONTENT_PREVIEW_TOKEN',
  'INTERNAL_HOP_SECRET',
  'BOOKING_LINK_SECRET',
  'LISTS_LINK_SECRET',
  'EMAIL_HASH_SECRET',
] as const;
