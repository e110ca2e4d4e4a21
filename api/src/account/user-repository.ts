// Accounts in SQL. Emails are unique case-insensitively through email_key.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import type { Account, SignUpBody } from '@beauty/contracts/account';

export const emailKey = (email: string) => email.trim().toLowerCase();

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  mobile_calling_code: string | null;
  mobile_number: string | null;
  date_of_birth: string | null;
  password_hash: string;
  previous_password_hashes: string[];
  consent_privacy_collection: boolean;
  consent_privacy_disclosure: boolean;
  consent_marketing: boolean;
  consent_policy_agreement: boolean;
  consent_over_14: boolean;
  is_employee: boolean;
  created_at: Date | string;
  returning: boolean;
}

const COLUMNS = `id, email, first_name, last_name, mobile_calling_code, mobile_number,
  to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth, password_hash, previous_password_hashes,
  consent_privacy_collection, consent_privacy_disclosure, consent_marketing, consent_policy_agreement,
  consent_over_14, is_employee, created_at,
  -- A member who has signed in again since the session their sign-up opened (issue 15 item 4).
  (select count(*) from auth_session s where s.user_id = account_user.id) > 1 as returning`;

export interface StoredUser {
  id: string;
  email: string;
  passwordHash: string;
  previousPasswordHashes: string[];
  isEmployee: boolean;
  account: Account;
}

function toUser(row: UserRow): StoredUser {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    previousPasswordHashes: row.previous_password_hashes,
    isEmployee: row.is_employee,
    account: {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      mobile: row.mobile_number && row.mobile_calling_code ? { callingCode: row.mobile_calling_code, number: row.mobile_number } : null,
      dateOfBirth: row.date_of_birth,
      isEmployee: row.is_employee,
      consents: {
        privacyCollection: row.consent_privacy_collection,
        privacyDisclosure: row.consent_privacy_disclosure,
        marketing: row.consent_marketing,
        policyAgreement: row.consent_policy_agreement,
        over14: row.consent_over_14,
      },
      createdAt: new Date(row.created_at).toISOString(),
      returning: row.returning,
    },
  };
}

export async function findUserByEmail(db: Queryable, email: string): Promise<StoredUser | undefined> {
  const { rows } = await db.query<UserRow>(`select ${COLUMNS} from account_user where email_key = $1`, [emailKey(email)]);
  return rows[0] && toUser(rows[0]);
}

export async function findUserById(db: Queryable, id: string): Promise<StoredUser | undefined> {
  const { rows } = await db.query<UserRow>(`select ${COLUMNS} from account_user where id = $1`, [id]);
  return rows[0] && toUser(rows[0]);
}

/** Inserts the account; undefined when the email is taken (the unique index decides, not a read). */
export async function insertUser(db: Queryable, body: SignUpBody, passwordHash: string): Promise<StoredUser | undefined> {
  const { rows } = await db.query<UserRow>(
    `insert into account_user (id, email, email_key, first_name, last_name, mobile_calling_code, mobile_number, date_of_birth,
       password_hash, consent_privacy_collection, consent_privacy_disclosure, consent_marketing, consent_policy_agreement, consent_over_14)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     on conflict (email_key) do nothing
     returning ${COLUMNS}`,
    [
      `U${randomUUID().replace(/-/g, '').slice(0, 20)}`,
      body.email.trim(),
      emailKey(body.email),
      body.firstName,
      body.lastName,
      body.mobile?.callingCode ?? null,
      body.mobile?.number ?? null,
      body.dateOfBirth ?? null,
      passwordHash,
      body.consents.privacyCollection,
      body.consents.privacyDisclosure,
      body.consents.marketing,
      body.consents.policyAgreement,
      body.consents.over14,
    ],
  );
  return rows[0] && toUser(rows[0]);
}

/** Sets a new password and keeps the two before it (AUTH_MS_PV_006). */
export async function replacePassword(db: Queryable, user: StoredUser, passwordHash: string): Promise<void> {
  const previous = [user.passwordHash, ...user.previousPasswordHashes].slice(0, 2);
  await db.query(`update account_user set password_hash = $2, previous_password_hashes = $3 where id = $1`, [user.id, passwordHash, previous]);
}
