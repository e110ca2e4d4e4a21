// The shapes requests, responses and errors take in every service's log: the same field
// names in the api (Fastify passes its request and reply), the gateway and the web server
// (Node's IncomingMessage and ServerResponse). No headers at all: they hold cookies and
// bearer tokens, and nothing in them is worth that risk.
import { stdSerializers } from 'pino';
import { redactText } from './redact.ts';

interface RequestLike {
  method?: string | undefined;
  url?: string | undefined;
  originalUrl?: string | undefined;
}

function req(request: RequestLike) {
  // express rewrites url under a mount point; originalUrl is what the client asked for.
  const url = request.originalUrl ?? request.url ?? '';
  return { method: request.method, url: redactText(url) };
}

function res(response: { statusCode?: number | undefined }) {
  return { statusCode: response.statusCode };
}

/** An Error, or the stack text some callers log: messages and stacks can quote URLs. */
function err(error: unknown) {
  if (typeof error === 'string') return redactText(error);
  if (!(error instanceof Error)) return error;
  const serialized = stdSerializers.err(error);
  return {
    ...serialized,
    message: redactText(serialized.message),
    ...(serialized.stack ? { stack: redactText(serialized.stack) } : {}),
  };
}

/** Paths and URLs logged as plain fields (the gateway's REST calls). */
const text = (value: unknown) => (typeof value === 'string' ? redactText(value) : value);

export const serializers = { req, res, err, error: err, url: text, path: text };
