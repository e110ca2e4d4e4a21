// The one rule for what our own hops vouch for (decisions 0052 and 0061). A shopper can type
// any header; only a call that carries INTERNAL_HOP_SECRET, which our web server, gateway and
// api share, is one of ours, and only then are its request id and the shopper's address
// believed. Each service adapts these to its framework (api: platform/limits/buyer-ip.ts,
// gateway: platform/limits/buyer-ip.ts, web: server/buyer-ip.ts, request ids:
// request-id/request-id.ts); none compares the secret or picks the address its own way.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { BUYER_IP_HEADER, INTERNAL_HOP_HEADER as HOP_SECRET_HEADER, isPlausibleIp } from '@beauty/contracts/platform';

export { BUYER_IP_HEADER, HOP_SECRET_HEADER };

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether a header carries the secret: compared in constant time over digests (lengths never leak). */
export function hopVouches(header: unknown, secret: string | undefined): boolean {
  return typeof secret === 'string' && secret.length > 0 && typeof header === 'string' && timingSafeEqual(digest(header), digest(secret));
}

type Headers = Record<string, string | string[] | undefined>;

/**
 * The shopper's address: what our hop vouches for, else the socket's peer (a header a
 * shopper typed, X-Forwarded-For included, never counts).
 */
export function buyerIpFrom(headers: Headers, peer: string | undefined, secret: string | undefined): string | undefined {
  const claimed = headers[BUYER_IP_HEADER];
  return isPlausibleIp(claimed) && hopVouches(headers[HOP_SECRET_HEADER], secret) ? claimed : peer;
}

/** What a hop of ours sends the next one about the shopper: their address, vouched for by the secret. */
export function vouchedBuyerIpHeaders(address: string | undefined, secret: string): Record<string, string> {
  // No address (a closed socket): no secret either, so nothing the browser sent is vouched for.
  return address ? { [BUYER_IP_HEADER]: address, [HOP_SECRET_HEADER]: secret } : {};
}

/**
 * INTERNAL_HOP_SECRET, or outside production (whose config refuses to start without it) one
 * random secret for this process, written where the services it runs or starts read it:
 * the tests start an api and a gateway in one process, or an api as a child process; pnpm
 * start passes the install's own to all three. The one place that writes the environment.
 */
export function hopSecretOr(configured: string | undefined): string {
  if (configured) return configured;
  process.env.INTERNAL_HOP_SECRET ||= randomBytes(32).toString('base64url');
  return process.env.INTERNAL_HOP_SECRET;
}
