// The error answers of pages (decision 0148). notFound: an unknown product, category or
// entry answers like an unmatched route, a real 404 page. routeNotFound: a route whose
// parameters fail its own check (a booking kind, a country, a slug that cannot be one)
// raises "Page Not Found: {path}" with the 404. pageError is the one status helper
// under both: a status outside 100–999 falls back to 200.
import { data } from 'react-router';

const FALLBACK_STATUS = 200;

/** `status` when it is an HTTP status code (100–999, a number or its digits), else 200. */
export function responseStatus(status: unknown): number {
  const code = typeof status === 'string' && /^\d+$/.test(status) ? Number(status) : status;
  return typeof code === 'number' && Number.isInteger(code) && code >= 100 && code <= 999 ? code : FALLBACK_STATUS;
}

/** An error for a loader to throw: the route's error boundary gets `message` as its data. */
export function pageError(status: unknown, message: string | null = null) {
  return data(message, { status: responseStatus(status) });
}

export function notFound() {
  return pageError(404);
}

/** The message a failed route check raises. */
export const pageNotFoundMessage = (path: string) => `Page Not Found: ${path}`;

export function routeNotFound(url: string) {
  return pageError(404, pageNotFoundMessage(new URL(url, 'http://localhost').pathname));
}

/** A route's check of its parameters: when `valid` is false, "Page Not Found: {path}" with a 404. */
export function validateRoute(valid: unknown, request: { url: string }): asserts valid {
  if (!valid) throw routeNotFound(request.url);
}
