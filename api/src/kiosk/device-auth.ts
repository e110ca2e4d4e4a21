// Which kiosk a request comes from: the x-kiosk-device credential its own server adds
// (decision 0119). Anything short of a live device is 401 KIOSK_DEVICE_UNKNOWN, one answer
// for a missing, malformed, unknown or revoked credential.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { KIOSK_DEVICE_HEADER, type KioskDevice } from '@beauty/contracts/kiosk';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { deviceOfCredential } from './kiosk-devices.ts';

/** For the OpenAPI document: the header every kiosk call carries. */
export const kioskDeviceHeadersSchema = z.looseObject({
  [KIOSK_DEVICE_HEADER]: z.string().max(200).optional().describe("The kiosk's device credential, kd_<id>.<secret> (from the kiosk's own server)"),
});

export const kioskDeviceUnknown = () => new ApiError(401, 'KIOSK_DEVICE_UNKNOWN', 'This kiosk is not registered, or no longer.');

export async function requireKioskDevice(db: Queryable, request: FastifyRequest): Promise<KioskDevice> {
  const header = request.headers[KIOSK_DEVICE_HEADER];
  const device = await deviceOfCredential(db, typeof header === 'string' ? header.trim() : undefined);
  if (!device) throw kioskDeviceUnknown();
  return device;
}
