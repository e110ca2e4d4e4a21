// Districts and cities a shopper may type in the locator (decision 0090's `near`), in the
// site's languages, with the point the nearest stores are measured from. Only real,
// well-known names (the districts' own Chinese and Thai names) near our stores; the
// coordinates are each district's centre, rounded.
import type { Country, Language } from '@beauty/contracts/locale';

export interface Place {
  country: Country;
  names: Partial<Record<Language, string>> & { en: string };
  /** Other spellings a shopper types (no language of their own to show). */
  aliases?: string[];
  lat: number;
  lng: number;
}

export const PLACES: readonly Place[] = [
  { country: 'HK', names: { en: 'Causeway Bay', zh: '銅鑼灣' }, lat: 22.2801, lng: 114.1843 },
  { country: 'HK', names: { en: 'Tsim Sha Tsui', zh: '尖沙咀' }, aliases: ['TST'], lat: 22.2988, lng: 114.1722 },
  { country: 'HK', names: { en: 'Kowloon', zh: '九龍' }, lat: 22.3167, lng: 114.1833 },
  { country: 'HK', names: { en: 'Mong Kok', zh: '旺角' }, aliases: ['Mongkok'], lat: 22.3193, lng: 114.1694 },
  { country: 'HK', names: { en: 'Central', zh: '中環' }, lat: 22.282, lng: 114.1588 },
  { country: 'HK', names: { en: 'Hong Kong Island', zh: '香港島' }, lat: 22.27, lng: 114.18 },
  { country: 'TH', names: { en: 'Siam', th: 'สยาม' }, lat: 13.7456, lng: 100.5341 },
  { country: 'TH', names: { en: 'Chit Lom', th: 'ชิดลม' }, aliases: ['Chidlom'], lat: 13.7441, lng: 100.543 },
  { country: 'TH', names: { en: 'Ratchaprasong', th: 'ราชประสงค์' }, lat: 13.7466, lng: 100.5393 },
  { country: 'TH', names: { en: 'Pathum Wan', th: 'ปทุมวัน' }, aliases: ['Pathumwan'], lat: 13.744, lng: 100.53 },
  { country: 'TH', names: { en: 'Phrom Phong', th: 'พร้อมพงษ์' }, lat: 13.7305, lng: 100.5697 },
  { country: 'TH', names: { en: 'Sukhumvit', th: 'สุขุมวิท' }, lat: 13.737, lng: 100.56 },
  { country: 'TH', names: { en: 'Bangkok', th: 'กรุงเทพมหานคร' }, aliases: ['กรุงเทพ', 'กรุงเทพฯ'], lat: 13.7563, lng: 100.5018 },
  { country: 'TH', names: { en: 'Chiang Mai', th: 'เชียงใหม่' }, lat: 18.7883, lng: 98.9853 },
];

const fold = (text: string) => text.normalize('NFKC').trim().toLowerCase();

/** The country's place a typed text names (exactly, in any of its languages or spellings). */
export function findPlace(country: Country, text: string): Place | undefined {
  const q = fold(text);
  return PLACES.find((p) => p.country === country && [...Object.values(p.names), ...(p.aliases ?? [])].some((name) => fold(name) === q));
}
