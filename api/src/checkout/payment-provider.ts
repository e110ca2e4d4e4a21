// The payment-provider seam: checkout charges through this interface; production plugs in
// the retailer's provider. The built-in test provider decides by card number, like the
// test cards of real providers, and signs its webhooks with a shared secret.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type ChargeStatus = 'approved' | 'declined' | 'pending' | 'blocked';

export interface ChargeRequest {
  paymentId: string;
  amount: number;
  currency: string;
  cardNumber: string;
}

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<{ status: ChargeStatus; reference: string }>;
  /** True when a webhook body really comes from the provider. */
  verifyWebhook(event: { eventId: string; reference: string; status: string; signature: string }): boolean;
}

export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  pending: '4000000000000077',
  blocked: '4100000000000019',
  /** The provider never answers: checkout's timeout decides. */
  timeout: '4000000000000408',
} as const;

export function signWebhook(secret: string, event: { eventId: string; reference: string; status: string }): string {
  return createHmac('sha256', secret).update(`${event.eventId}.${event.reference}.${event.status}`).digest('base64url');
}

export function testPaymentProvider(secret: string): PaymentProvider {
  return {
    name: 'test',
    async charge({ paymentId, cardNumber }) {
      const reference = `tp_${paymentId}`;
      if (cardNumber === TEST_CARDS.timeout) return new Promise(() => {});
      if (cardNumber === TEST_CARDS.declined) return { status: 'declined', reference };
      if (cardNumber === TEST_CARDS.pending) return { status: 'pending', reference };
      if (cardNumber === TEST_CARDS.blocked) return { status: 'blocked', reference };
      return { status: 'approved', reference };
    },
    verifyWebhook(event) {
      const expected = Buffer.from(signWebhook(secret, event));
      const given = Buffer.from(event.signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** "Visa •••• 4242": what an order shows of the card. */
export function paymentMethodLabel(cardNumber: string): string {
  const brand = cardNumber.startsWith('4') ? 'Visa' : /^5[1-5]/.test(cardNumber) ? 'Mastercard' : /^3[47]/.test(cardNumber) ? 'American Express' : 'Card';
  return `${brand} •••• ${cardNumber.slice(-4)}`;
}
