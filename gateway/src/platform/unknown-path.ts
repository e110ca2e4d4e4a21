// A path the gateway has no route for (/graphql/anything, /graphq): the failed route check
// of decision 0148, "Page Not Found: {path}" with a 404, in the shape of the gateway's
// other errors. The path is cut short: an answer never echoes a 5,000-character URL back.
import type { RequestHandler } from 'express';
import type { GatewayErrorCode } from './graphql-errors.ts';

const MAX_ECHOED_PATH = 200;
const NOT_FOUND: GatewayErrorCode = 'NOT_FOUND';

export const unknownPath: RequestHandler = (req, res) => {
  const path = req.path.length > MAX_ECHOED_PATH ? `${req.path.slice(0, MAX_ECHOED_PATH)}…` : req.path;
  res.status(404).json({ errors: [{ message: `Page Not Found: ${path}`, extensions: { code: NOT_FOUND } }] });
};
