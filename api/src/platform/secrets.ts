// Secrets are never in the source (issue 10 item 2). Production must set each one (env.ts
// refuses to start and names what is missing); `pnpm start` creates random ones once per
// install in .data/secrets.env (scripts/start.mjs); a process started any other way
// without them, and every test, gets random values of its own, so no string in the
// repository ever signs anything.
import { randomBytes } from 'node:crypto';
import productionSecrets from './production-secrets.json' with { type: 'json' };

/** 32 random bytes, base64url: 256 bits, printable, fits an env file. */
export const randomSecret = () => randomBytes(32).toString('base64url');

/**
 * What production must set, and what scripts/start.mjs writes to .data/secrets.env: one list,
 * production-secrets.json, which scripts/secrets.mjs reads too (plain node, before any build).
 * INTERNAL_HOP_SECRET: the SSR server and the gateway send it with the shopper's address,
 * so the gateway and the api believe that header from our own hops only (throttle work).
 */
export const PRODUCTION_SECRETS: readonly string[] = productionSecrets;
