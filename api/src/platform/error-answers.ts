// The error statuses a route documents: each answers the one error body (error-handler.ts),
// so a route's response schema names only which statuses it may send.
import { errorBodySchema } from '@beauty/contracts/platform';

/** `{ 400: errorBodySchema, 404: errorBodySchema, … }` for the statuses given. */
export function errorAnswers<const Status extends readonly number[]>(...statuses: Status): Record<Status[number], typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<Status[number], typeof errorBodySchema>;
}
