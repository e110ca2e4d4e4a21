// Refuses text no shopper can type and no UTF-8 system can store, before any route's own
// validation (issue 10 item 5): a lone UTF-16 surrogate anywhere in the body, query or
// route parameters is 400 VALIDATION_FAILED. Without it, such a value passes a zod max
// length and reaches the database, which fails with a 500 (the REST fuzz found it in the
// sign-in email). NUL characters are the routes' own business: their id and slug screens
// answer "not found", and the error handler turns Postgres' refusal into a 400.
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@beauty/contracts/platform';

const UNSTORABLE = /\p{Cs}/u;

/** The path of the first unstorable string in a parsed JSON value, or null. */
function unstorableAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  // Depth is bounded by the body limit; 64 levels is past any contract's shape.
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return path;
    const found = unstorableAt(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    for (const [location, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const field = unstorableAt(value, '');
      if (field === null) continue;
      const body: ErrorBody = {
        code: 'VALIDATION_FAILED',
        message: `Invalid ${location} field "${field || location}": is not valid Unicode text`,
        details: { location, field: field || location },
      };
      return reply.status(400).send(body);
    }
  });
}
