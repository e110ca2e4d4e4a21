// Job: the reminder the day before (10:00 on the store's clock, reservations.ts
// reminderAt). Claims due bookings with FOR UPDATE SKIP LOCKED and marks them reminded in
// the same transaction that writes the booking_reminder outbox row, so across any number of
// replicas each booking is reminded once. A booking cancelled, or already begun, by the
// time its reminder is due gets none; a reschedule sets a new remind_at and clears
// reminded_at, so the new time is reminded too. Decides by the injectable clock.
import type { Job } from '../platform/jobs/job-runner.ts';
import { transactionJob } from '../platform/jobs/transaction-job.ts';
import { writeBookingMail } from './booking-mail.ts';
import { manageToken } from './manage-link.ts';
import { reservationRow } from './reservation-repository.ts';

export function bookingReminderJob(linkSecret: string, batchSize = 50): Job {
  return transactionJob('booking-reminders', batchSize, async (tx, now) => {
    const { rows } = await tx.query<{ id: string; changes: number }>(
      `update reservation r set reminded_at = $1
           where r.id in (
             select r2.id from reservation r2
             where r2.reminded_at is null and r2.remind_at <= $1 and r2.status <> 'cancelled' and r2.starts_at > $1
             order by r2.remind_at limit $2
             for update skip locked)
           returning r.id, r.changes`,
      [now, batchSize],
    );
    for (const claimed of rows) {
      const row = (await reservationRow(tx, claimed.id))!;
      await writeBookingMail(tx, 'booking_reminder', row, manageToken(linkSecret, row.id), now, claimed.changes);
    }
    return rows.length;
  });
}
