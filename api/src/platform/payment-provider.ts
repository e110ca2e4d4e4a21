// The payment-provider seam: checkout charges through this interface; production plugs in
// the retailer's provider as an adapter (decision 0138: named by PAYMENT_PROVIDER in
// payment-config.ts). The built-in test provider decides by card number, like the test
// cards of real providers, and signs its webhooks with a shared secret; production refuses
// it unless explicitly allowed. The payment id is the provider's idempotency key: a charge,
// a lookup and a cancel all name it, so asking again (the reconciler, a retry) never
// charges twice.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type ChargeStatus = 'approved' | 'declined' | 'pending' | 'blocked';

export interface ChargeRequest {
  paymentId: string;
  amount: number;
  currency: string;
  cardNumber: string;
}

/** What the provider knows of a payment id: an outcome, still pending, or nothing (the charge never reached it). */
export type LookupStatus = ChargeStatus | 'not_found';

/**
 * What a real provider's adapter implements (decision 0138). Each call is safe to repeat
 * with the same paymentId (the provider's idempotency key). An adapter must:
 * - charge: authorise and capture `amount` minor units of `currency` on the card, answering
 *   approved / declined / blocked (the provider's fraud screen) / pending (3-D Secure or a
 *   late answer, settled later by webhook or lookup). amount 0 is a card check (a zero-amount
 *   authorisation, as providers offer for saving a card): an order the voucher or gift card
 *   covers still never confirms on a card the bank declines. Throw, or never answer, when
 *   the outcome is unknown: checkout then leaves the order pending for the reconciler.
 * - lookup: the outcome the provider holds for a paymentId, 'not_found' when it has none.
 * - cancel: void a payment still pending; 'approved' when it was too late.
 * - verifyWebhook: check the provider's signature on a webhook (constant-time compare).
 * The card number goes to the provider and nowhere else (not stored, not logged).
 */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<{ status: ChargeStatus; reference: string }>;
  /** The reconciler's question after a charge went unanswered. */
  lookup(paymentId: string): Promise<LookupStatus>;
  /**
   * Voids a payment that is still pending (or never arrived), so an expired reservation can
   * give its stock back without the money being taken later. Answers the final state:
   * 'approved' when it was too late to void (the order is then confirmed, not released).
   */
  cancel(paymentId: string): Promise<'cancelled' | 'approved'>;
  /** True when a webhook body really comes from the provider. */
  verifyWebhook(event: { eventId: string; reference: string; status: string; signature: string }): boolean;
}

export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  pending: '4000000000000077',
  blocked: '4100000000000019',
  /** The provider takes the money but its answer never arrives: checkout's timeout decides, the reconciler finds out. */
  timeout: '4000000000000408',
  /** The provider fails (a 500) before recording anything: the reconciler finds no payment. */
  providerError: '4000000000000500',
} as const;

/** The test provider, with what tests need to watch and steer it. */
export interface TestPaymentProvider extends PaymentProvider {
  /** Charges created (one per payment id, however often it was asked): the plan's psp_create_calls_total. */
  creates(): number;
  /** The provider decides a pending payment later (as a bank does after 3-D Secure). */
  decide(paymentId: string, status: 'approved' | 'declined' | 'blocked'): void;
}

export function signWebhook(secret: string, event: { eventId: string; reference: string; status: string }): string {
  return createHmac('sha256', secret).update(`${event.eventId}.${event.reference}.${event.status}`).digest('base64url');
}

function outcomeOf(cardNumber: string): ChargeStatus {
  if (cardNumber === TEST_CARDS.declined) return 'declined';
  if (cardNumber === TEST_CARDS.pending) return 'pending';
  if (cardNumber === TEST_CARDS.blocked) return 'blocked';
  return 'approved';
}

export function testPaymentProvider(secret: string): TestPaymentProvider {
  // In memory, like a sandbox account: what this provider has been asked to charge.
  const payments = new Map<string, ChargeStatus | 'cancelled'>();
  return {
    name: 'test',
    async charge({ paymentId, cardNumber }) {
      const reference = `tp_${paymentId}`;
      if (cardNumber === TEST_CARDS.providerError) throw new Error('test provider: 500 Internal Server Error');
      // Idempotent on the payment id, as real providers are on their idempotency key.
      if (!payments.has(paymentId)) payments.set(paymentId, outcomeOf(cardNumber));
      if (cardNumber === TEST_CARDS.timeout) return new Promise(() => {});
      const status = payments.get(paymentId)!;
      return { status: status === 'cancelled' ? 'declined' : status, reference };
    },
    async lookup(paymentId) {
      const status = payments.get(paymentId);
      if (status === undefined) return 'not_found';
      return status === 'cancelled' ? 'declined' : status;
    },
    async cancel(paymentId) {
      if (payments.get(paymentId) === 'approved') return 'approved';
      payments.set(paymentId, 'cancelled');
      return 'cancelled';
    },
    creates: () => payments.size,
    decide(paymentId, status) {
      if (payments.get(paymentId) === 'pending') payments.set(paymentId, status);
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
