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
