// The date of birth's rules, one place for sign-up and the profile:
// - minimum age 14 (MINIMUM_AGE) on the site country's today, no date before 1900;
// - once set, the member may change it once; every change is written to
//   account_dob_change (decision 0132). It doubles a month's points, so an unlimited
//   change would be double points on demand.
import { localDay } from '@beauty/contracts/calendar';
import type { Country } from '@beauty/contracts/locale';
import { MINIMUM_AGE } from '@beauty/contracts/account/profile';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { dayPlusYears } from '../platform/calendar-maths.ts';

/** How many changes of a set date of birth a member makes themselves. */
export const MEMBER_DATE_OF_BIRTH_CHANGES = 1;

/** Throws 400 DATE_OF_BIRTH (field dateOfBirth) when the date breaks the age rule. */
export function checkDateOfBirth(dateOfBirth: string, country: Country, now: Date): void {
  if (dateOfBirth < '1900-01-01') throw new ApiError(400, 'DATE_OF_BIRTH', 'Check the date of birth.', { field: 'dateOfBirth' });
  // A 29 February birthday is reached on 28 February of a common year.
  if (dayPlusYears(dateOfBirth, MINIMUM_AGE) > localDay(country, now)) {
    throw new ApiError(400, 'DATE_OF_BIRTH', `You must be at least ${MINIMUM_AGE} years old.`, { field: 'dateOfBirth', minimumAge: MINIMUM_AGE });
  }
}

/**
 * A member's change of their own date of birth, inside the transaction that saves it: the
 * first setting is free; a set date may be changed (or removed) once; after that 422
 * DATE_OF_BIRTH_LOCKED. The same value again is no change.
 */
export async function recordMemberDateOfBirthChange(tx: Queryable, userId: string, next: string | null): Promise<void> {
  const { rows } = await tx.query<{ current: string | null; changes: string }>(
    `select to_char(u.date_of_birth, 'YYYY-MM-DD') as current,
       (select count(*) from account_dob_change c where c.user_id = u.id and c.changed_by = 'member' and c.previous is not null) as changes
     from account_user u where u.id = $1 for update`,
    [userId],
  );
  const row = rows[0];
  if (!row || row.current === next) return;
  if (row.current !== null && Number(row.changes) >= MEMBER_DATE_OF_BIRTH_CHANGES) {
    throw new ApiError(422, 'DATE_OF_BIRTH_LOCKED', 'Your date of birth has already been changed once. Please contact customer care to correct it.', {
      field: 'dateOfBirth',
    });
  }
  await tx.query(`insert into account_dob_change (user_id, previous, next, changed_by) values ($1, $2, $3, 'member')`, [userId, row.current, next]);
}
