// The running request's id and log for the page renderer (storefront.ts), as
// request-logging.ts decided them, and the headers that carry the id to the gateway.
import { createLogger } from '@beauty/server-kit/logger';
import { currentRequest, hopHeaders, newRequestId } from '@beauty/server-kit/request-id';
import type { Env } from './env';

export function requestContextOf(env: Env) {
  // Outside request-logging (a test mounting the storefront alone): a fresh id, no log.
  const request = currentRequest() ?? { requestId: newRequestId(), log: createLogger({ service: 'web', level: 'silent' }) };
  return { ...request, hopHeaders: hopHeaders(request.requestId, { hopSecret: env.INTERNAL_HOP_SECRET }) };
}
