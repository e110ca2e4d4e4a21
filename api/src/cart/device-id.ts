// The guest bag's key: the x-device-id header (the gateway forwards the device-id cookie).
import { z } from 'zod';
import { REST_HEADERS } from '@beauty/contracts/locale';
import { localeHeadersSchema } from '../locale/request-locale.ts';

/** A UUID in practice; any short token of safe characters is accepted. */
export const deviceIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9._:-]+$/, 'must be letters, digits, ".", "_", ":" or "-"');

/** Route header schema: the device id is optional here so that its absence gets its own code. */
export const bagHeadersSchema = localeHeadersSchema.extend({
  [REST_HEADERS.deviceId]: deviceIdSchema.optional().describe('The guest bag key (the device-id cookie)'),
});
