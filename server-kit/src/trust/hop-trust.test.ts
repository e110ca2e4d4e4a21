// The one rule for what our hops vouch for: the secret compared whole, the address believed
// only with it, and nothing vouched for without an address.
import { describe, expect, it } from 'vitest';
import { BUYER_IP_HEADER, HOP_SECRET_HEADER, buyerIpFrom, hopSecretOr, hopVouches, vouchedBuyerIpHeaders } from './hop-trust.ts';

const secret = 's'.repeat(40);

describe('hop trust', () => {
  it('takes the secret only whole, and never an empty one', () => {
    expect(hopVouches(secret, secret)).toBe(true);
    expect(hopVouches(secret.slice(1), secret)).toBe(false);
    expect(hopVouches(`${secret}x`, secret)).toBe(false);
    expect(hopVouches([secret], secret)).toBe(false);
    expect(hopVouches('', '')).toBe(false);
    expect(hopVouches(secret, undefined)).toBe(false);
  });

  it('believes the shopper address from our hop only, else the socket', () => {
    const vouched = { [BUYER_IP_HEADER]: '203.0.113.9', [HOP_SECRET_HEADER]: secret };
    expect(buyerIpFrom(vouched, '10.0.0.2', secret)).toBe('203.0.113.9');
    expect(buyerIpFrom({ ...vouched, [HOP_SECRET_HEADER]: 'guess' }, '10.0.0.2', secret)).toBe('10.0.0.2');
    expect(buyerIpFrom({ ...vouched, [BUYER_IP_HEADER]: 'not an address' }, '10.0.0.2', secret)).toBe('10.0.0.2');
    expect(buyerIpFrom({ 'x-forwarded-for': '198.51.100.1' }, '10.0.0.2', secret)).toBe('10.0.0.2');
  });

  it('sends the address with the secret, and neither without an address', () => {
    expect(vouchedBuyerIpHeaders('203.0.113.9', secret)).toEqual({ [BUYER_IP_HEADER]: '203.0.113.9', [HOP_SECRET_HEADER]: secret });
    expect(vouchedBuyerIpHeaders(undefined, secret)).toEqual({});
  });

  it('keeps one secret per process when none is configured', () => {
    expect(hopSecretOr('configured-secret')).toBe('configured-secret');
    expect(hopSecretOr(undefined)).toBe(hopSecretOr(undefined));
    expect(hopSecretOr(undefined).length).toBeGreaterThanOrEqual(32);
  });
});
