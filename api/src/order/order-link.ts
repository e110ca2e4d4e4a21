// The signed link of an order (the confirmation's "view your order"): an HMAC of the order
// id, so a guest gets back to their order and nobody can guess another's.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function orderToken(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`order:${orderId}`).digest('base64url');
}

export function isOrderToken(secret: string, orderId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(orderToken(secret, orderId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
