// Which address a request is for, as the per-address limits see it (decision 0052). The
// buyer-IP header counts only when it comes with our hops' shared secret: the gateway
// (and, through it, the web server) vouch for the shopper's address. Anything else, a
// header a shopper typed included, falls back to the socket's peer.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BUYER_IP_HEADER, INTERNAL_HOP_HEADER, isPlausibleIp } from '@beauty/contracts/platform';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shopper's address: vouched for by our own hop, else the socket's peer. */
    buyerIp: string;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export function hopVouches(header: unknown, secret: string): boolean {
  return typeof header === 'string' && timingSafeEqual(digest(header), digest(secret));
}

export function readBuyerIp(request: FastifyRequest, secret: string): string {
  const claimed = request.headers[BUYER_IP_HEADER];
  return isPlausibleIp(claimed) && hopVouches(request.headers[INTERNAL_HOP_HEADER], secret) ? claimed : request.socket.remoteAddress ?? request.ip;
}

export function installBuyerIp(app: FastifyInstance, secret: string): void {
  app.decorateRequest('buyerIp', '');
  app.addHook('onRequest', async (request) => {
    request.buyerIp = readBuyerIp(request, secret);
  });
}
