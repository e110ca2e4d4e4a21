// A member signs in at a kiosk with their Beauty Pass card and a one-time code mailed to
// them (issue 18, decision 0119). Starting always answers the same for a well-formed card
// number, member or not, in about the same time, so card numbers cannot be tried out; the
// code is six digits from crypto.randomInt, kept as an HMAC under the server's key (a copy
// of the table gives no code back), works once, for ten minutes, only at the kiosk that asked
// for it, and five wrong tries burn it. A new code replaces the member's previous one. Wrong
// codes also lock the card at every kiosk for a while (card-lock.ts, decision 0140).
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { KioskDevice } from '@beauty/contracts/kiosk';
import type { Country, Language } from '@beauty/contracts/locale';
import type { Db } from '../db/db.ts';
import type { AuthConfig } from '../account/auth-config.ts';
import { noSoonerThan, STEADY_ANSWER_MS } from '../account/steady-answer.ts';
import { ApiError } from '../platform/http-errors.ts';
import { hitAll, hitKey, refundKey } from '../platform/limits/attempt-counter.ts';
import { TooManyAttempts } from '../platform/limits/too-many-attempts.ts';
import { queueMail } from '../platform/mail/outbox.ts';
import { kioskSignInCode } from './mail/kiosk-sign-in-code.ts';
import { attemptCardCode, clearCardLock } from './card-lock.ts';
import {
  CODE_TTL_SECONDS,
  CODES_PER_CARD,
  CODES_PER_CARD_DAY,
  CODES_PER_CARD_HOUR,
  MAX_CODE_ATTEMPTS,
  STARTS_PER_DEVICE,
  WRONG_CODES_PER_DEVICE,
} from './kiosk-limits.ts';

const codeHash = (config: AuthConfig, userId: string, code: string) =>
  createHmac('sha256', config.jwtSecret).update(`kiosk-sign-in-code:${userId}:${code}`).digest('base64url');

export const codeInvalid = () => new ApiError(400, 'CODE_INVALID', 'This code is not valid. Ask for a new code and try again.');

interface Member {
  user_id: string;
  email: string;
  first_name: string | null;
}

async function memberOfCard(db: Pick<Db, 'query'>, cardNumber: string): Promise<Member | undefined> {
  const { rows } = await db.query<Member>(
    `select m.user_id, u.email, u.first_name from loyalty_member m join account_user u on u.id = m.user_id where m.card_number = $1`,
    [cardNumber],
  );
  return rows[0];
}

/**
 * Mails a new code to the card's member, if the card is a member's; counts the start either
 * way (429 TOO_MANY_ATTEMPTS past the card's or the device's limit).
 */
export async function startKioskSignIn(
  db: Db,
  config: AuthConfig,
  device: KioskDevice,
  cardNumber: string,
  locale: { country: Country; language: Language },
): Promise<{ sent: true; expiresIn: number }> {
  const limits = await hitAll(db, [
    { key: `kiosk-start:device:${device.id}`, policy: STARTS_PER_DEVICE },
    { key: `kiosk-start:card:${cardNumber}`, policy: CODES_PER_CARD },
    { key: `kiosk-start:card-hour:${cardNumber}`, policy: CODES_PER_CARD_HOUR },
    { key: `kiosk-start:card-day:${cardNumber}`, policy: CODES_PER_CARD_DAY },
  ]);
  if (!limits.admitted) throw new TooManyAttempts(limits.retryAfterSeconds);
  // A member's start writes a code and a mail, a stranger's nothing: a floor on the answer's
  // time hides the difference (account/steady-answer.ts).
  await noSoonerThan(STEADY_ANSWER_MS, () =>
    db.transaction(async (tx) => {
      const member = await memberOfCard(tx, cardNumber);
      if (!member) return;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await tx.query(
        `insert into kiosk_sign_in_code (user_id, device_id, code_hash, expires_at)
         values ($1, $2, $3, now() + make_interval(secs => $4))
         on conflict (user_id) do update set device_id = excluded.device_id, code_hash = excluded.code_hash,
           created_at = now(), expires_at = excluded.expires_at, attempts = 0, used_at = null`,
        [member.user_id, device.id, codeHash(config, member.user_id, code), CODE_TTL_SECONDS],
      );
      const { rows } = await tx.query<{ name: string }>(`select name from store where id = $1`, [device.storeId]);
      await queueMail(tx, kioskSignInCode, member.email, {
        code,
        storeName: rows[0]?.name ?? device.storeId,
        ...(member.first_name ? { firstName: member.first_name.slice(0, 100) } : {}),
        minutes: CODE_TTL_SECONDS / 60,
        country: locale.country,
        language: locale.language,
      });
    }),
  );
  return { sent: true, expiresIn: CODE_TTL_SECONDS };
}

type CheckOutcome = { ok: true; userId: string } | { ok: false };

/**
 * The member whose live code this is, the code now used; 400 CODE_INVALID for a wrong,
 * expired, used, burnt or another kiosk's code, or a card without one. A wrong guess counts
 * against the code (five burn it) and against the device (429 past its limit).
 */
export async function verifyKioskCode(db: Db, config: AuthConfig, device: KioskDevice, cardNumber: string, code: string): Promise<string> {
  const deviceKey = `kiosk-verify:device:${device.id}`;
  const hit = await hitKey(db, deviceKey, WRONG_CODES_PER_DEVICE);
  if (!hit.admitted) throw new TooManyAttempts(hit.retryAfterSeconds);
  // The card's lock, whichever kiosk asks (card-lock.ts): checked before the code is.
  const card = await attemptCardCode(db, cardNumber);
  if (!card.admitted) {
    await refundKey(db, deviceKey, WRONG_CODES_PER_DEVICE);
    throw new TooManyAttempts(card.retryAfterSeconds);
  }
  // Decided and written in one transaction with the row locked: two guesses at once count twice.
  const outcome = await db.transaction(async (tx): Promise<CheckOutcome> => {
    const { rows } = await tx.query<{ user_id: string; device_id: string; code_hash: string; live: boolean; attempts: number }>(
      `select c.user_id, c.device_id, c.code_hash, c.attempts,
         (c.used_at is null and c.expires_at > now() and c.attempts < $2) as live
       from loyalty_member m join kiosk_sign_in_code c on c.user_id = m.user_id
       where m.card_number = $1
       for update of c`,
      [cardNumber, MAX_CODE_ATTEMPTS],
    );
    const row = rows[0];
    // Compared whatever the row says, in constant time, so a live code and a dead one cost the same.
    const presented = Buffer.from(codeHash(config, row?.user_id ?? '-', code));
    const stored = Buffer.from(row?.code_hash ?? '');
    const matches = stored.length === presented.length && timingSafeEqual(presented, stored);
    if (!row || !row.live || row.device_id !== device.id) return { ok: false };
    if (!matches) {
      await tx.query(`update kiosk_sign_in_code set attempts = attempts + 1 where user_id = $1`, [row.user_id]);
      return { ok: false };
    }
    await tx.query(`update kiosk_sign_in_code set used_at = now() where user_id = $1`, [row.user_id]);
    return { ok: true, userId: row.user_id };
  });
  if (!outcome.ok) throw codeInvalid();
  await refundKey(db, deviceKey, WRONG_CODES_PER_DEVICE);
  await clearCardLock(db, cardNumber);
  return outcome.userId;
}
