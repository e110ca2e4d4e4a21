// The shopper's address, vouched for on our calls to the gateway (decision 0052): the
// socket's peer as this server sees it, with the shared INTERNAL_HOP_SECRET so the gateway
// believes it. Whatever the browser sent under these names is replaced, never passed on.
// The rule is server-kit's (trust/hop-trust.ts).
import type { IncomingMessage } from 'node:http';
import { hopSecretOr, vouchedBuyerIpHeaders } from '@beauty/server-kit/trust';

export function hopHeaders(req: IncomingMessage, hopSecret: string): Record<string, string> {
  return vouchedBuyerIpHeaders(req.socket.remoteAddress, hopSecret);
}

/** Without INTERNAL_HOP_SECRET outside production: one random secret per process (server-kit's hopSecretOr). */
export const hopSecretOf = (configured: string | undefined): string => hopSecretOr(configured);
