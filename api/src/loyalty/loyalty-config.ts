// LOYALTY_EVENTS_KEY: the service key other channels (the mobile app, surveys, stores)
// send as `x-loyalty-key` to post loyalty events (decision 0074). Unset: only staff
// tokens may post them. At least 32 characters: it is a bearer secret. Part of the api's
// environment (env.ts parses it once at boot).
import { secret } from '../platform/env-fields.ts';

export const loyaltyEnvShape = {
  LOYALTY_EVENTS_KEY: secret(32),
};
