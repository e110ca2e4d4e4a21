// JSON bodies for /graphql, bounded in size, with GraphQL-shaped errors when unreadable.
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';

export function jsonBody(maxBytes: number): RequestHandler[] {
  return [
    express.json({ limit: maxBytes }),
    // Express 5 leaves req.body unset for other content types, and Apollo's express
    // integration answers that with a 500. Set it, so Apollo's CSRF prevention can answer
    // a form post (application/x-www-form-urlencoded, text/plain) with its 400.
    (req, _res, next) => {
      req.body ??= {};
      next();
    },
  ];
}

/** A malformed or oversized body: 400 / 413 in the GraphQL error shape, never an HTML page. */
export const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const status = typeof error?.status === 'number' ? error.status : undefined;
  if (status === undefined || status >= 500 || res.headersSent) return next(error);
  const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
  const message = status === 413 ? 'Request body is too large' : 'Request body is not valid JSON';
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
};
