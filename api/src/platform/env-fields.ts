// The building blocks of the api's environment schema (env.ts), shared by the domains that
// own a part of it (checkout-config.ts, booking-config.ts, ...): one rule each for "blank"
// and for a secret, whichever file declares the variable.
import { z } from 'zod';

/** Compose files and scripts often pass VAR= : a blank value counts as unset (its default applies). */
export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A variable whose blank value is unset, so that the schema's own default or optional applies. */
export const blankIsUnset = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema);

/** A secret: unset, or long enough not to be guessed (platform/secrets.ts). */
export const secret = (min: number) => blankIsUnset(z.string().min(min, `must be at least ${min} characters`).optional());

/** APP_ENV (decision 0154): whom this api serves; unset, production when NODE_ENV=production. */
export const appEnvField = blankIsUnset(z.enum(['local', 'production']).optional());

export interface EnvironmentSource {
  NODE_ENV?: string | undefined;
  APP_ENV?: 'local' | 'production' | undefined;
  SANDBOX_ENABLED?: 'true' | 'false' | undefined;
}

/** `local` or `production`: the environment decides trust (secrets, sandbox, test payments), NODE_ENV only the build. */
export const environmentOf = (env: EnvironmentSource): 'local' | 'production' => env.APP_ENV ?? (env.NODE_ENV === 'production' ? 'production' : 'local');

/** Is the sandbox on? In a local environment unless turned off; in production only when turned on. */
export const sandboxEnabled = (env: EnvironmentSource): boolean =>
  env.SANDBOX_ENABLED === undefined ? environmentOf(env) !== 'production' : env.SANDBOX_ENABLED === 'true';
