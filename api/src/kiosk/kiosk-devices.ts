// The kiosk devices staff register (issue 18, decision 0119). A device's credential is
// "kd_<device id>.<secret>", shown once when it is issued; the api keeps sha256(secret) only,
// so a copy of the database opens no kiosk. Checking one compares hashes in constant time,
// and an unknown id costs the same comparison, so timing tells nothing about which ids exist.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { kioskCredentialSchema, type KioskDevice, type KioskDeviceIssued } from '@beauty/contracts/kiosk';
import type { Queryable } from '../db/db.ts';

interface DeviceRow {
  id: string;
  store_id: string;
  country: string;
  label: string;
  secret_hash: string;
  created_at: Date | string;
  revoked_at: Date | string | null;
}

const COLUMNS = `d.id, d.store_id, s.country, d.label, d.secret_hash, d.created_at, d.revoked_at`;
const FROM = `kiosk_device d join store s on s.id = d.store_id`;

const secretHash = (secret: string) => createHash('sha256').update(secret).digest('base64url');
// What an unknown id is compared with: the same work as a known one.
const NO_DEVICE_HASH = secretHash('no such device');

const toDevice = (row: DeviceRow): KioskDevice => ({
  id: row.id,
  storeId: row.store_id,
  country: row.country,
  label: row.label,
  createdAt: new Date(row.created_at).toISOString(),
  revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at).toISOString(),
});

/** Registers a kiosk of `storeId` (any country's); null when there is no such store. */
export async function registerDevice(db: Queryable, storeId: string, label: string, createdBy: string | null): Promise<KioskDeviceIssued | null> {
  const id = `KD${randomBytes(8).toString('hex').toUpperCase()}`;
  const secret = randomBytes(32).toString('base64url');
  const { rows } = await db.query<{ id: string }>(
    `insert into kiosk_device (id, store_id, label, secret_hash, created_by)
     select $1, s.id, $3, $4, $5 from store s where s.id = $2
     returning id`,
    [id, storeId, label, secretHash(secret), createdBy],
  );
  if (!rows[0]) return null;
  const device = await deviceById(db, id);
  return { ...device!, credential: `kd_${id}.${secret}` };
}

export async function deviceById(db: Queryable, id: string): Promise<KioskDevice | null> {
  const { rows } = await db.query<DeviceRow>(`select ${COLUMNS} from ${FROM} where d.id = $1`, [id]);
  return rows[0] ? toDevice(rows[0]) : null;
}

/** A store's devices (every store's without one), newest first. */
export async function listDevices(db: Queryable, storeId: string | undefined): Promise<KioskDevice[]> {
  const { rows } = await db.query<DeviceRow>(
    `select ${COLUMNS} from ${FROM} where ($1::text is null or d.store_id = $1) order by d.created_at desc, d.id limit 500`,
    [storeId ?? null],
  );
  return rows.map(toDevice);
}

/** Ends a device for good (a second revoke keeps the first time); null when there is no such device. */
export async function revokeDevice(db: Queryable, id: string): Promise<KioskDevice | null> {
  await db.query(`update kiosk_device set revoked_at = now() where id = $1 and revoked_at is null`, [id]);
  return deviceById(db, id);
}

/** The live device a credential names; null when it is malformed, unknown, wrong or revoked. */
export async function deviceOfCredential(db: Queryable, credential: string | undefined): Promise<KioskDevice | null> {
  const parsed = kioskCredentialSchema.safeParse(credential);
  if (!parsed.success) return null;
  const [id, secret] = parsed.data.slice('kd_'.length).split('.') as [string, string];
  const { rows } = await db.query<DeviceRow>(`select ${COLUMNS} from ${FROM} where d.id = $1`, [id]);
  const row = rows[0];
  const matches = timingSafeEqual(Buffer.from(secretHash(secret)), Buffer.from(row?.secret_hash ?? NO_DEVICE_HASH));
  if (!row || !matches || row.revoked_at !== null) return null;
  return toDevice(row);
}
