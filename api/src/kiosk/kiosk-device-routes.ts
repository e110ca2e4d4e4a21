// Kiosk devices (issue 18, decision 0119): staff register, list and revoke a store's kiosks
// (requireStaff, under /staff/), and a kiosk's server asks who its credential names
// (GET kiosk/device; the gateway remembers the answer 30 s).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  kioskDeviceCreateSchema,
  kioskDeviceIdParamsSchema,
  kioskDeviceIssuedSchema,
  kioskDeviceListQuerySchema,
  kioskDeviceListSchema,
  kioskDeviceSchema,
  noBodySchema,
} from '@beauty/contracts/kiosk';
import type { AuthConfig } from '../account/auth-config.ts';
import { requireStaff } from '../account/authenticate.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { kioskDeviceHeadersSchema, requireKioskDevice } from './device-auth.ts';
import { listDevices, registerDevice, revokeDevice } from './kiosk-devices.ts';
import { routeDocs } from '../platform/route-docs.ts';
import { errorAnswers } from '../platform/error-answers.ts';

const staffErrors = errorAnswers(400, 401, 403);

const kioskDoc = routeDocs('kiosk');
const staffDoc = routeDocs('staff');
const staffCreatedDoc = routeDocs('staff', 201);

export const kioskDeviceRoutes: FastifyPluginAsyncZod<{ db: Db; auth: AuthConfig }> = async (app, { db, auth }) => {
  app.post(
    '/staff/kiosk-devices',
    staffCreatedDoc(
      "Staff: register a store's kiosk; the answer holds its credential, shown this once",
      kioskDeviceIssuedSchema,
      { ...errorAnswers(404), ...staffErrors },
      {
        body: kioskDeviceCreateSchema,
      },
    ),
    async (request, reply) => {
      const staff = await requireStaff(db, auth, request);
      const issued = await registerDevice(db, request.body.storeId, request.body.label, staff.sub);
      if (!issued) throw new ApiError(404, 'STORE_NOT_FOUND', 'Store not found.', { storeId: request.body.storeId });
      request.log.info({ kioskDevice: issued.id, storeId: issued.storeId }, 'kiosk device registered');
      return reply.status(201).send(issued);
    },
  );

  app.get(
    '/staff/kiosk-devices',
    staffDoc("Staff: a store's kiosks (every store's without storeId), revoked ones included, newest first", kioskDeviceListSchema, staffErrors, {
      querystring: kioskDeviceListQuerySchema,
    }),
    async (request) => {
      await requireStaff(db, auth, request);
      return { devices: await listDevices(db, request.query.storeId) };
    },
  );

  app.post(
    '/staff/kiosk-devices/:id/revoke',
    staffDoc(
      'Staff: end a kiosk device for good (the gateway notices within 30 s)',
      kioskDeviceSchema,
      { ...errorAnswers(404), ...staffErrors },
      {
        params: kioskDeviceIdParamsSchema,
        body: noBodySchema,
      },
    ),
    async (request) => {
      await requireStaff(db, auth, request);
      const device = await revokeDevice(db, request.params.id);
      if (!device) throw new ApiError(404, 'NOT_FOUND', 'No kiosk device with this id.');
      request.log.info({ kioskDevice: device.id }, 'kiosk device revoked');
      return device;
    },
  );

  app.get(
    '/kiosk/device',
    kioskDoc('The kiosk device the x-kiosk-device credential names (401 KIOSK_DEVICE_UNKNOWN when unknown or revoked)', kioskDeviceSchema, errorAnswers(401), {
      headers: kioskDeviceHeadersSchema,
    }),
    async (request) => requireKioskDevice(db, request),
  );
};
