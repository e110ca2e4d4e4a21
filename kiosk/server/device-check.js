// @ts-check
// The boot check (decision 0119): the credential must name a registered kiosk of the store
// KIOSK_STORE names, or the server refuses to start: a screen moved to another shop, or
// given another shop's credential, must not show the wrong shelf. The answer also names the
// store's country, whose site the kiosk shows (the gateway serves a kiosk no other).
import { parseCountry } from '@beauty/contracts/locale';
import { z } from 'zod';
import { askGateway } from './gateway-client.js';

const bootSchema = z.object({
  kioskDevice: z.object({ id: z.string(), label: z.string(), country: z.string(), store: z.object({ id: z.string(), name: z.string() }) }).nullable(),
});

export class BootRefused extends Error {}

/**
 * @param {{ gatewayUrl: string; credential: string; storeId: string; hash: string; ask?: typeof askGateway }} input
 * @returns {Promise<{ deviceId: string; label: string; country: import('@beauty/contracts/locale').Country; storeName: string }>}
 */
export async function checkDevice({ gatewayUrl, credential, storeId, hash, ask = askGateway }) {
  // Any country will do for the question: the gateway answers a kiosk in its store's.
  const { status, body } = await ask({ gatewayUrl, credential, country: 'SG', hash, operationName: 'KioskBoot', variables: {} });
  const code = body.errors?.[0]?.extensions?.code;
  if (status === 401 || code === 'KIOSK_DEVICE_UNKNOWN')
    throw new BootRefused("The gateway does not know this kiosk's device credential (KIOSK_DEVICE_CREDENTIAL): it was never issued or has been revoked.");
  if (code === 'PERSISTED_QUERY_NOT_FOUND')
    throw new BootRefused(
      "The gateway does not hold this kiosk build's trusted documents (run codegen and restart the gateway with kiosk/app/__generated__/persisted-documents.json).",
    );
  const parsed = bootSchema.safeParse(body.data);
  if (!parsed.success)
    throw new Error(`The gateway's answer to the boot check was not understood (HTTP ${status}): ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
  const { kioskDevice } = parsed.data;
  if (!kioskDevice) throw new BootRefused('The gateway did not recognise this server as a kiosk.');
  if (kioskDevice.store.id !== storeId) {
    throw new BootRefused(`This device credential belongs to store ${kioskDevice.store.id}, not to KIOSK_STORE=${storeId}: refusing to start.`);
  }
  const country = parseCountry(kioskDevice.country);
  if (!country) throw new Error(`The gateway named an unknown country for this kiosk: ${kioskDevice.country}`);
  return { deviceId: kioskDevice.id, label: kioskDevice.label, country, storeName: kioskDevice.store.name };
}
