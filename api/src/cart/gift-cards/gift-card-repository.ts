// E-gift cards: buying one (paid through the payment provider, then written with its
// e-mail to the outbox in one transaction), putting one on a bag, and taking from and
// giving back to a balance. Taking is one conditional UPDATE (balance >= amount, CHECKed
// too), so two orders racing for one card never spend more than it holds; a partial use
// keeps the rest on the card.
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.ts';
import { COUNTRY_CURRENCY, type Country } from '@beauty/contracts/locale';
import { ApiError } from '../../platform/http-errors.ts';
import type { PaymentProvider } from '../../checkout/payment-provider.ts';
import { readCart, type BagKey } from '../cart-repository.ts';
import type { Cart } from '@beauty/contracts/cart';
import { GIFT_CARD_RANGE } from '../country-rules.ts';

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
  country: Country,
  input: { amount: number; recipientName: string; recipientEmail: string; senderName: string; message: string; cardNumber: string },
) {
  const range = GIFT_CARD_RANGE[country];
  const currency = COUNTRY_CURRENCY[country];
  if (input.amount < range.min || input.amount > range.max) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'This amount is not available.', { location: 'body', field: 'amount', min: range.min, max: range.max });
  }
  const charge = await payments.charge({ paymentId: `gc_${newGiftCardCode()}`, amount: input.amount, currency, cardNumber: input.cardNumber });
  if (charge.status !== 'approved') throw new ApiError(422, 'GIFT_CARD_PAYMENT_FAILED', 'The payment for this gift card did not go through.', { status: charge.status });
  const code = newGiftCardCode();
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into gift_card (code, country, currency, initial_amount, balance, recipient_name, recipient_email, sender_name, message)
       values ($1, $2, $3, $4, $4, $5, $6, $7, $8)`,
      [code, country, currency, input.amount, input.recipientName, input.recipientEmail, input.senderName, input.message],
    );
    await tx.query(`insert into outbox (kind, payload) values ('gift_card_delivery', $1)`, [
      JSON.stringify({ code, to: input.recipientEmail, recipientName: input.recipientName, senderName: input.senderName, message: input.message, amount: input.amount, currency }),
    ]);
  });
  return { amount: { amount: input.amount, currency }, recipientEmail: input.recipientEmail, delivered: 'by_email' as const };
}

export async function applyGiftCard(db: Db, key: BagKey, code: string): Promise<Cart> {
  const { rows } = await db.query<{ balance: number }>('select balance from gift_card where code = $1 and country = $2', [code, key.country]);
  const card = rows[0];
  if (!card) throw new ApiError(422, 'GIFT_CARD_NOT_FOUND', 'Check the gift card code.');
  if (Number(card.balance) === 0) throw new ApiError(422, 'GIFT_CARD_EMPTY', 'This gift card has been used up.');
  const updated = await db.query('update cart set gift_card_code = $3, updated_at = now() where device_id = $1 and country = $2', [key.deviceId, key.country, code]);
  if (updated.rowCount === 0) throw new ApiError(422, 'CART_EMPTY', 'Your bag is empty.');
  return readCart(db, key);
}

export async function removeGiftCard(db: Db, key: BagKey): Promise<Cart> {
  await db.query('update cart set gift_card_code = null, updated_at = now() where device_id = $1 and country = $2', [key.deviceId, key.country]);
  return readCart(db, key);
}

/** Takes amount from the card; false when it no longer holds that much. */
export async function takeFromGiftCard(db: Queryable, code: string, amount: number): Promise<boolean> {
  if (amount === 0) return true;
  const { rowCount } = await db.query('update gift_card set balance = balance - $2 where code = $1 and balance >= $2', [code, amount]);
  return rowCount === 1;
}

export async function giveBackToGiftCard(db: Queryable, code: string, amount: number): Promise<void> {
  if (amount > 0) await db.query('update gift_card set balance = balance + $2 where code = $1', [code, amount]);
}
