// A store's name and address in a site language other than English, where the mall
// publishes its own (SOURCE.md): the Chinese names of the Hong Kong malls, the Thai names
// of the Thai ones. A store without an entry for a language shows its English name and
// address; nothing here is a translation of ours.
import type { Language } from '@beauty/contracts/locale';

export interface LocalStoreName {
  name: string;
  address: string;
  city: string;
}

export const STORE_LOCAL_NAMES: Readonly<Record<string, Partial<Record<Language, LocalStoreName>>>> = {
  'ST-HK-1': { zh: { name: '銅鑼灣時代廣場', address: '銅鑼灣勿地臣街1號時代廣場', city: '香港' } },
  'ST-HK-2': { zh: { name: '海港城', address: '尖沙咀廣東道3-27號海港城', city: '九龍' } },
  'ST-TH-1': { th: { name: 'สยามพารากอน', address: '991 ถนนพระรามที่ 1 สยามพารากอน แขวงปทุมวัน เขตปทุมวัน', city: 'กรุงเทพมหานคร' } },
  'ST-TH-2': { th: { name: 'เซ็นทรัลเวิลด์', address: '999/9 ถนนพระรามที่ 1 เซ็นทรัลเวิลด์ แขวงปทุมวัน เขตปทุมวัน', city: 'กรุงเทพมหานคร' } },
  'ST-TH-3': { th: { name: 'ดิ เอ็มควอเทียร์', address: '693 ถนนสุขุมวิท ดิ เอ็มควอเทียร์ แขวงคลองตันเหนือ เขตวัฒนา', city: 'กรุงเทพมหานคร' } },
  'ST-TH-4': { th: { name: 'เซ็นทรัล เฟสติวัล เชียงใหม่', address: '99/3 หมู่ 4 ถนนซูเปอร์ไฮเวย์เชียงใหม่-ลำปาง', city: 'เชียงใหม่' } },
};

/** The store's own name and address in `language`, when it publishes one. */
export function localStoreName(storeId: string, language: Language): LocalStoreName | undefined {
  return STORE_LOCAL_NAMES[storeId]?.[language];
}

/** Every name and address a store goes by, in any language: what a typed place is matched against. */
export function storeNamesInAllLanguages(storeId: string): LocalStoreName[] {
  return Object.values(STORE_LOCAL_NAMES[storeId] ?? {});
}
