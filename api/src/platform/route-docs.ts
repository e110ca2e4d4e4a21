// What a route tells Fastify and the OpenAPI document (openapi.ts): its tag, a one-line
// summary, its answer and the error statuses it may send (each answers the one error body,
// error-answers.ts), and the zod schemas of what it reads. The routes of a plugin share their
// tag, so `routeDocs(tag)` names it once and each route names only what is its own.
import type { ZodType } from 'zod';

/** The parts of a request a route reads, each with its zod schema. */
export interface RouteInputs {
  params?: ZodType;
  querystring?: ZodType;
  headers?: ZodType;
  body?: ZodType;
}

/**
 * The route options maker of one tag: `doc(summary, answer, errors, inputs)` for a route
 * answering `status` (200, or 201 for one that creates) with `answer`, or one of `errors`.
 */
export function routeDocs<const Status extends number = 200>(tag: string, status = 200 as Status) {
  return <const Answer extends ZodType, const Errors extends Record<number, ZodType>, const Inputs extends RouteInputs = Record<never, never>>(
    summary: string,
    answer: Answer,
    errors: Errors,
    inputs?: Inputs,
  ) => ({
    schema: { tags: [tag], summary, ...(inputs as Inputs), response: { [status]: answer, ...errors } as Record<Status, Answer> & Errors },
  });
}
