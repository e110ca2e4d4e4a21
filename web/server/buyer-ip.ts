// The shopper's address, vouched for on our calls to the gateway (decision 0052): the
// socket's peer as this server sees it, with the shared INTERNAL_HOP_SECRET so the gateway
// believes it. Whatever the browser sent under these names is replaced, never passed on.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BUYER_IP_HEADER, INTERNAL_HOP_HEADER } from '@beauty/contracts/platform';

export function hopHeaders(req: IncomingMessage, hopSecret: string): Record<string, string> {
  const address = req.socket.remoteAddress;
  // No address (a closed socket): no secret either, so nothing the browser sent is vouched for.
  return address ? { [BUYER_IP_HEADER]: address, [INTERNAL_HOP_HEADER]: hopSecret } : {};
}

/** Without INTERNAL_HOP_SECRET outside production: one random secret per process (kept in the environment for anything it starts). */
export function hopSecretOf(configured: string | undefined): string {
  if (configured) return configured;
  process.env.INTERNAL_HOP_SECRET ||= randomBytes(32).toString('base64url');
  return process.env.INTERNAL_HOP_SECRET;
}
