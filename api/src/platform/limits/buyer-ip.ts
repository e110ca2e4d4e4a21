// Which address a request is for, as the per-address limits see it (decision 0052): the
// address our own hop vouches for with the shared secret, else the socket's peer. The rule
// is server-kit's (trust/hop-trust.ts); this is its Fastify face.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buyerIpFrom } from '@beauty/server-kit/trust';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shopper's address: vouched for by our own hop, else the socket's peer. */
    buyerIp: string;
  }
}

export { hopVouches } from '@beauty/server-kit/trust';

export function readBuyerIp(request: FastifyRequest, secret: string): string {
  return buyerIpFrom(request.headers, request.socket.remoteAddress, secret) ?? request.ip;
}

export function installBuyerIp(app: FastifyInstance, secret: string): void {
  app.decorateRequest('buyerIp', '');
  app.addHook('onRequest', async (request) => {
    request.buyerIp = readBuyerIp(request, secret);
  });
}
