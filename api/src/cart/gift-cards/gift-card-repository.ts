// E-gift cards: buying one (paid through the payment provider, then written with its
// e-mail to the outbox in one transaction), putting one on a bag, and taking from and
// giving back to a balance. Taking is one conditional UPDATE (balance >= amount, CHECKed
// too), so two orders racing for one card never spend more than it holds; a partial use
// keeps the rest on the card. The code is a bearer value: the database keeps only its
// hash (and last four characters); the code itself is written once, in the e-mail that
// delivers it (migration 0055).
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.ts';
import { COUNTRY_CURRENCY, type Country, type Language } from '@beauty/contracts/locale';
import { queueMail } from '../../platform/mail/outbox.ts';
import { giftCardDelivery } from './mail/gift-card-delivery.ts';
import { ApiError } from '../../platform/http-errors.ts';
import type { PaymentProvider } from '../../platform/payment-provider.ts';
import { readCart, type BagKey } from '../cart-repository.ts';
import type { Cart } from '@beauty/contracts/cart';
import { GIFT_CARD_RANGE } from '../../locale/country-rules.ts';

/** How a code is looked up: SHA-256 (hex) of the code as printed; Postgres computes the same in migration 0055. */
export function giftCardCodeHash(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** 16 characters from an alphabet without look-alikes (0/O, 1/I), grouped by 4. */
export function newGiftCardCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

export async function buyGiftCard(
  db: Db,
  payments: PaymentProvider,
  { country, language }: { country: Country; language: Language },
  input: { amount: number; recipientName: string; recipientEmail: string; senderName: string; message: string; cardNumber: string },
) {
  const range = GIFT_CARD_RANGE[country];
  const currency = COUNTRY_CURRENCY[country];
  if (input.amount < range.min || input.amount > range.max) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'This amount is not available.', { location: 'body', field: 'amount', min: range.min, max: range.max });
  }
  const charge = await payments.charge({ paymentId: `gc_${newGiftCardCode()}`, amount: input.amount, currency, cardNumber: input.cardNumber });
  if (charge.status !== 'approved')
    throw new ApiError(422, 'GIFT_CARD_PAYMENT_FAILED', 'The payment for this gift card did not go through.', { status: charge.status });
  const code = newGiftCardCode();
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into gift_card (code_hash, last4, country, currency, initial_amount, balance, recipient_name, recipient_email, sender_name, message)
       values ($1, $9, $2, $3, $4, $4, $5, $6, $7, $8)`,
      [giftCardCodeHash(code), country, currency, input.amount, input.recipientName, input.recipientEmail, input.senderName, input.message, code.slice(-4)],
    );
    // The one place the code is kept in clear: the message that delivers it.
    await queueMail(tx, giftCardDelivery, input.recipientEmail, {
      code,
      recipientName: input.recipientName,
      senderName: input.senderName,
      message: input.message,
      amount: input.amount,
      currency,
      country,
      language,
    });
  });
  return { amount: { amount: input.amount, currency }, recipientEmail: input.recipientEmail, delivered: 'by_email' as const };
}

export async function applyGiftCard(db: Db, key: BagKey, code: string): Promise<Cart> {
  const codeHash = giftCardCodeHash(code);
  const { rows } = await db.query<{ balance: number }>('select balance from gift_card where code_hash = $1 and country = $2', [codeHash, key.country]);
  const card = rows[0];
  if (!card) throw new ApiError(422, 'GIFT_CARD_NOT_FOUND', 'Check the gift card code.');
  if (Number(card.balance) === 0) throw new ApiError(422, 'GIFT_CARD_EMPTY', 'This gift card has been used up.');
  const updated = await db.query('update cart set gift_card_hash = $3, updated_at = now() where device_id = $1 and country = $2', [
    key.deviceId,
    key.country,
    codeHash,
  ]);
  if (updated.rowCount === 0) throw new ApiError(422, 'CART_EMPTY', 'Your bag is empty.');
  return readCart(db, key);
}

export async function removeGiftCard(db: Db, key: BagKey): Promise<Cart> {
  await db.query('update cart set gift_card_hash = null, updated_at = now() where device_id = $1 and country = $2', [key.deviceId, key.country]);
  return readCart(db, key);
}

/** Takes amount from the card; false when it no longer holds that much. */
export async function takeFromGiftCard(db: Queryable, codeHash: string, amount: number): Promise<boolean> {
  if (amount === 0) return true;
  const { rowCount } = await db.query('update gift_card set balance = balance - $2 where code_hash = $1 and balance >= $2', [codeHash, amount]);
  return rowCount === 1;
}

export async function giveBackToGiftCard(db: Queryable, codeHash: string, amount: number): Promise<void> {
  if (amount > 0) await db.query('update gift_card set balance = balance + $2 where code_hash = $1', [codeHash, amount]);
}
