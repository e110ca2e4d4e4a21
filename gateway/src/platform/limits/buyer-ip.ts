// The shopper's address, for the api's per-address limits (decision 0052). Believed only
// from a hop of ours: our web server (SSR and its /graphql proxy) sends it with the shared
// INTERNAL_HOP_SECRET. Otherwise it is the socket's peer: X-Forwarded-For or any header a
// shopper can type is ignored, so nobody picks the address their guesses count against.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { BUYER_IP_HEADER, INTERNAL_HOP_HEADER, isPlausibleIp } from '@beauty/contracts/platform';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function buyerIpOf(req: Request, hopSecret: string): string | undefined {
  const claimed = req.headers[BUYER_IP_HEADER];
  const hop = req.headers[INTERNAL_HOP_HEADER];
  if (isPlausibleIp(claimed) && typeof hop === 'string' && timingSafeEqual(digest(hop), digest(hopSecret))) return claimed;
  return req.socket.remoteAddress;
}

/** The address on the call to the api; the hop secret beside it (server-kit hopHeaders) vouches for it. */
export function buyerIpHeader(buyerIp: string | undefined): Record<string, string> {
  return buyerIp ? { [BUYER_IP_HEADER]: buyerIp } : {};
}

/**
 * Without INTERNAL_HOP_SECRET (development, tests): one random secret per process, kept in
 * the environment so an api in the same process, or one it starts, shares it. Production
 * must set it (the env checks refuse to boot without it).
 */
export function defaultHopSecret(): string {
  process.env.INTERNAL_HOP_SECRET ||= randomBytes(32).toString('base64url');
  return process.env.INTERNAL_HOP_SECRET;
}
