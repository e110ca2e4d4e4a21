// The shopper's address, for the api's per-address limits (decision 0052). Believed only
// from a hop of ours: our web server (SSR and its /graphql proxy) sends it with the shared
// INTERNAL_HOP_SECRET. Otherwise it is the socket's peer: X-Forwarded-For or any header a
// shopper can type is ignored. The rule is server-kit's (trust/hop-trust.ts); this is its
// express face.
import type { Request } from 'express';
import { BUYER_IP_HEADER, buyerIpFrom, hopSecretOr } from '@beauty/server-kit/trust';

export function buyerIpOf(req: Request, hopSecret: string): string | undefined {
  return buyerIpFrom(req.headers, req.socket.remoteAddress, hopSecret);
}

/** The address on the call to the api; the hop secret beside it (server-kit hopHeaders) vouches for it. */
export function buyerIpHeader(buyerIp: string | undefined): Record<string, string> {
  return buyerIp ? { [BUYER_IP_HEADER]: buyerIp } : {};
}

/** Without INTERNAL_HOP_SECRET (development, tests): one random secret per process (server-kit's hopSecretOr). */
export const defaultHopSecret = (): string => hopSecretOr(undefined);
