// staff:grant <email> / staff:revoke <email>: the operator's way to make an account staff
// (decision 0070). Uses the same DATABASE_URL / data folder as the api.
import { loadEnv } from '../env.ts';
import { openDb } from '../db/open-db.ts';
import { setStaffRole } from '../account/staff.ts';

const [action, email] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !email) {
  console.error('usage: staff-cli grant|revoke <email>');
  process.exit(2);
}
const db = await openDb(loadEnv(process.env));
try {
  const changed = await setStaffRole(db, email, action === 'grant');
  console.log(changed ? `${email}: ${action === 'grant' ? 'now staff' : 'no longer staff'}` : `${email}: no such account`);
  process.exitCode = changed ? 0 : 1;
} finally {
  await db.close();
}
