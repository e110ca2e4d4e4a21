// The kiosk's REST calls (decision 0119): the device a credential names, the pack a barcode
// names, and a shopper's sign-in at the kiosk with their Beauty Pass card and a mailed code.
import { z } from 'zod';
import { KIOSK_DEVICE_HEADER, barcodeMatchSchema, kioskDeviceSchema, kioskSessionSchema, kioskSignInStartedSchema } from '@beauty/contracts/kiosk';
import type { RequestScope, RestClient } from '../platform/rest-client.ts';

const device = (credential: string) => ({ [KIOSK_DEVICE_HEADER]: credential });

export const kioskApi = (rest: RestClient, scope: RequestScope) => ({
  device: (credential: string) => rest.request(scope, { path: 'kiosk/device', headers: device(credential), schema: kioskDeviceSchema }),
  barcode: (code: string) => rest.request(scope, { path: `catalog/barcodes/${encodeURIComponent(code)}`, schema: barcodeMatchSchema }),
  signInStart: (credential: string, cardNumber: string) =>
    rest.request(scope, { method: 'POST', path: 'kiosk/sign-in/start', headers: device(credential), body: { cardNumber }, schema: kioskSignInStartedSchema }),
  signInVerify: (credential: string, cardNumber: string, code: string) =>
    rest.request(scope, { method: 'POST', path: 'kiosk/sign-in/verify', headers: device(credential), body: { cardNumber, code }, schema: kioskSessionSchema }),
  /** Ends the bearer's kiosk session (only a session this kiosk started: the api checks). */
  signOut: (credential: string) => rest.request(scope, { method: 'POST', path: 'kiosk/sign-out', headers: device(credential), body: {}, schema: z.unknown() }),
});
