// LOYALTY_EVENTS_KEY: the service key other channels (the mobile app, surveys, stores)
// send as `x-loyalty-key` to post loyalty events (decision 0074). Unset: only staff
// tokens may post them. At least 32 characters: it is a bearer secret.
import { z } from 'zod';

const envSchema = z.object({ LOYALTY_EVENTS_KEY: z.string().min(32).optional() });

export function loyaltyEventsKey(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''))).LOYALTY_EVENTS_KEY;
}
