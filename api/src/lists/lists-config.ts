// The lists' one secret: LISTS_LINK_SECRET signs the confirm and unsubscribe links of the
// waitlist and reminder mails (alert-links.ts), so they work without signing in and
// nobody can forge one for another shopper's address. Required in production (env.ts,
// platform/secrets.ts); a process without it gets a random one of its own (decision 0051).
import { z } from 'zod';
import { randomSecret } from '../platform/secrets.ts';

const envSchema = z.object({ LISTS_LINK_SECRET: z.string().min(32).optional() });

export interface ListsConfig {
  linkSecret: string;
  /** Sandbox calls answer (restock now, the outbox of a test address): never in production. */
  sandbox: boolean;
}

export function listsConfig(env: NodeJS.ProcessEnv = process.env): ListsConfig {
  const parsed = envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  return { linkSecret: parsed.LISTS_LINK_SECRET ?? randomSecret(), sandbox: env.NODE_ENV !== 'production' };
}
