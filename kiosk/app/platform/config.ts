// The screen's settings, from its own server (/kiosk-config.json): which store it stands
// in, that store's country and languages, where the website is, and the idle time.
import { COUNTRIES, LANGUAGES } from '@beauty/contracts/locale';
import { z } from 'zod';

export const kioskConfigSchema = z.object({
  storeId: z.string().min(1),
  storeName: z.string().min(1),
  country: z.enum(COUNTRIES),
  languages: z.array(z.enum(LANGUAGES)).min(1),
  webPublicUrl: z.url(),
  idleSeconds: z.number().int().min(3),
});
export type KioskConfig = z.infer<typeof kioskConfigSchema>;

export async function loadKioskConfig(): Promise<KioskConfig> {
  const response = await fetch('/kiosk-config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`kiosk-config.json: HTTP ${response.status}`);
  return kioskConfigSchema.parse(await response.json());
}
