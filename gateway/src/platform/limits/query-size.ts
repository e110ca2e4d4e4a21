// Refuses a GraphQL document longer than a limit before Apollo parses it (parsing is the
// first cost an attacker can make us pay). The token limit (parseOptions.maxTokens) bounds
// the parse itself; this bounds what reaches it, and answers 413 like an oversized body.
import type { RequestHandler } from 'express';
import { QueryLimitError } from './query-limit-error.ts';

function documentOf(body: unknown, search: unknown): unknown {
  if (body && typeof body === 'object' && 'query' in body) return body.query;
  if (search && typeof search === 'object' && 'query' in search) return search.query;
  return undefined;
}

export function queryLengthError(query: unknown, maxLength: number): QueryLimitError | null {
  if (typeof query !== 'string' || query.length <= maxLength) return null;
  return new QueryLimitError(`Query is ${query.length} characters long; the limit is ${maxLength}`, 'QUERY_TOO_LARGE');
}

export function querySizeLimit(maxLength: number): RequestHandler {
  return (req, res, next) => {
    const error = queryLengthError(documentOf(req.body, req.query), maxLength);
    if (!error) return next();
    res.status(413).json({ errors: [{ message: error.message, extensions: { code: error.extensions.code } }] });
  };
}
