// The api is the last hop: it takes the request id the gateway sends (x-request-id, from
// our own hop only: server-kit's requestIdFor, used as Fastify's genReqId in app.ts), or
// makes one for a client that calls it directly, returns it in x-request-id, and runs the
// request inside its context so error reports carry it too.
import { REQUEST_ID_HEADER, runInRequest } from '@beauty/server-kit/request-id';
import type { FastifyInstance } from 'fastify';

export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    runInRequest({ requestId: request.id, log: request.log }, () => done());
  });
}
