// Giving and taking the staff role (decision 0070). There is no screen for it on purpose:
// an operator runs `pnpm --filter @beauty/api staff:grant <email>` (or staff:revoke) on
// the server, and tests call these directly. The account must exist (staff sign up like
// anyone); the role shows in access tokens issued after the change, and requireStaff
// checks the database on every call, so a revocation works at once.
import type { Queryable } from '../db/db.ts';

export async function setStaffRole(db: Queryable, email: string, staff: boolean): Promise<boolean> {
  const { rowCount } = await db.query(`update account_user set role = $2 where email_key = lower(trim($1))`, [email, staff ? 'staff' : 'shopper']);
  return rowCount > 0;
}
