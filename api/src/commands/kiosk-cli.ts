// The operator's way to register and revoke kiosks (decision 0119), on the api's own database
// (DATABASE_URL, or the PGlite folder under DATA_DIR: stop the server first, one process per
// folder):
//   kiosk-cli register <storeId> <label>   prints the credential, and only it, on stdout
//   kiosk-cli revoke <deviceId>
// Messages go to stderr, so `KIOSK_DEVICE_CREDENTIAL=$(… register …)` captures the credential
// alone. It brings the schema up to date first, so it works on an empty folder before the
// server's first start (scripts/start.mjs registers the development kiosk that way); the
// catalogue itself is seeded when the server starts.
import { kioskDeviceCreateSchema } from '@beauty/contracts/kiosk';
import { loadEnv } from '../env.ts';
import type { Db } from '../db/db.ts';
import { migrate, SCHEMA_LOCK_KEY } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';
import { seedStores } from '../store/seed/seed-stores.ts';
import { STORE_LIST } from '../store/seed/store-list.ts';
import { registerDevice, revokeDevice } from '../kiosk/kiosk-devices.ts';

const USAGE = 'usage: kiosk-cli register <storeId> <label> | kiosk-cli revoke <deviceId>';

/**
 * Before the server's first start, the store table holds only the first two stores of each
 * country (migration 0030): a listed store is written now, as the server would write it.
 */
async function ensureListedStore(db: Db, storeId: string): Promise<void> {
  const { rows } = await db.query(`select 1 from store where id = $1`, [storeId]);
  if (rows.length || !STORE_LIST.some((store) => store.id === storeId)) return;
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await seedStores(tx);
  });
}

async function run(db: Db, [action, ...args]: string[]): Promise<number> {
  if (action === 'register' && args.length === 2) {
    const input = kioskDeviceCreateSchema.safeParse({ storeId: args[0], label: args[1] });
    if (!input.success) {
      console.error(`kiosk-cli: ${input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
      return 2;
    }
    await ensureListedStore(db, input.data.storeId);
    const issued = await registerDevice(db, input.data.storeId, input.data.label, null);
    if (!issued) {
      console.error(`kiosk-cli: no store ${input.data.storeId}`);
      return 1;
    }
    console.error(`kiosk-cli: registered ${issued.id} (${issued.label}) for store ${issued.storeId}`);
    process.stdout.write(`${issued.credential}\n`);
    return 0;
  }
  if (action === 'revoke' && args.length === 1) {
    const device = await revokeDevice(db, args[0]!);
    console.error(device ? `kiosk-cli: ${device.id} revoked at ${device.revokedAt}` : `kiosk-cli: no kiosk device ${args[0]}`);
    return device ? 0 : 1;
  }
  console.error(USAGE);
  return 2;
}

try {
  const db = await openDb(loadEnv(process.env));
  try {
    const applied = await migrate(db);
    if (applied.length) console.error(`kiosk-cli: applied migrations ${applied.join(', ')}`);
    process.exitCode = await run(db, process.argv.slice(2));
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(`kiosk-cli: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
