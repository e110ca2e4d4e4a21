// The lists' one secret: LISTS_LINK_SECRET signs the confirm and unsubscribe links of the
// waitlist and reminder mails (alert-links.ts), so they work without signing in and
// nobody can forge one for another shopper's address. Required in production (env.ts,
// platform/secrets.ts); a process without it gets a random one of its own (decision 0051).
import { z } from 'zod';
import { sandboxEnabled, secret, type EnvironmentSource } from '../platform/env-fields.ts';
import { randomSecret } from '../platform/secrets.ts';

export const listsEnvShape = {
  LISTS_LINK_SECRET: secret(32),
};
export type ListsEnv = z.infer<z.ZodObject<typeof listsEnvShape>> & EnvironmentSource;

export interface ListsConfig {
  linkSecret: string;
  /** Sandbox calls answer (restock now, the outbox of a test address): never in production. */
  sandbox: boolean;
}

export function listsConfig(env: ListsEnv): ListsConfig {
  return { linkSecret: env.LISTS_LINK_SECRET ?? randomSecret(), sandbox: sandboxEnabled(env) };
}
