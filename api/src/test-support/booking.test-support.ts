// The booking suites' app: started on the job clock they move, with the classes' and
// events' sessions seeded as of that clock (seed/seed-bookings.ts), for one describe block.
import type { MovableClock } from '../platform/jobs/clock.ts';
import { seedSessions } from '../booking/seed/seed-bookings.ts';
import { appForSuite, startTestApp, type TestApp, type TestDatabase } from './app.test-support.ts';

/** A fresh seeded database on a shared machine: the start may take minutes. */
const START_TIMEOUT_MS = 300_000;

export function startBookingAppForSuite(database: TestDatabase, clock: MovableClock): TestApp {
  return appForSuite(async () => {
    const app = await startTestApp(database, { clock });
    await seedSessions(app.db, clock.now());
    return app;
  }, START_TIMEOUT_MS);
}
