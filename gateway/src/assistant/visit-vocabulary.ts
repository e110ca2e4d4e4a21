// What the embedded assistant recognises about visiting a store (issue 17, decision 0113):
// places as shoppers name them in any of the four languages, mapped to the Latin word the
// store locator matches (its city, name or address: api/src/store/store-repository.ts);
// the activities of the booking offer (api/src/booking/seed/activity-list.ts, by slug);
// "today"/"tomorrow"; "open now". Words in any language count on every site (a Thai
// shopper types กรุงเทพ, a Chinese one on the Malaysian site 吉隆坡), so they are plain
// lists. More specific entries come first.
import type { Language } from '@beauty/contracts/locale';

export interface Place {
  /** What the locator is asked for (its `place`): a city, district or mall in Latin letters. */
  term: string;
  words: readonly string[];
}

export const PLACES: readonly Place[] = [
  { term: 'Chiang Mai', words: ['chiang mai', 'เชียงใหม่', '清邁', '清迈'] },
  { term: 'Bangkok', words: ['bangkok', 'bkk', 'กรุงเทพ', 'กทม', '曼谷'] },
  { term: 'Kuala Lumpur', words: ['kuala lumpur', 'kl', '吉隆坡'] },
  { term: 'Subang Jaya', words: ['subang', '梳邦'] },
  { term: 'Kota Kinabalu', words: ['kota kinabalu', '亞庇', '亚庇'] },
  { term: 'Surabaya', words: ['surabaya', '泗水'] },
  { term: 'Bali', words: ['bali', 'kuta', '峇里', '巴厘'] },
  { term: 'Jakarta', words: ['jakarta', '雅加達', '雅加达'] },
  { term: 'Kowloon', words: ['kowloon', 'tsim sha tsui', '九龍', '九龙', '尖沙咀'] },
  { term: 'Causeway Bay', words: ['causeway bay', '銅鑼灣', '铜锣湾'] },
  { term: 'Sydney', words: ['sydney', '悉尼', '雪梨'] },
  { term: 'Melbourne', words: ['melbourne', '墨爾本', '墨尔本'] },
  { term: 'Brisbane', words: ['brisbane', '布里斯班'] },
  { term: 'Perth', words: ['perth', '珀斯'] },
  { term: 'Adelaide', words: ['adelaide', '阿德萊德', '阿德莱德'] },
  { term: 'Auckland', words: ['auckland', '奧克蘭', '奥克兰'] },
  { term: 'Makati', words: ['makati'] },
  { term: 'Mandaluyong', words: ['mandaluyong', 'ortigas'] },
  { term: 'Orchard', words: ['orchard', '烏節', '乌节'] },
];

/**
 * The stores' cities (and the places the locator is asked for) as Thai and Chinese answers
 * write them, so an answer is in the page's language throughout. The store list has only
 * the Latin name; a city missing here is shown as the list has it.
 */
export const CITY_NAMES: Readonly<Record<string, { th: string; zh: string }>> = {
  singapore: { th: 'สิงคโปร์', zh: '新加坡' },
  orchard: { th: 'ออร์ชาร์ด', zh: '烏節' },
  sydney: { th: 'ซิดนีย์', zh: '悉尼' },
  melbourne: { th: 'เมลเบิร์น', zh: '墨爾本' },
  brisbane: { th: 'บริสเบน', zh: '布里斯班' },
  chermside: { th: 'เชิร์มไซด์', zh: '車士活' },
  perth: { th: 'เพิร์ท', zh: '珀斯' },
  adelaide: { th: 'แอดิเลด', zh: '阿德萊德' },
  bangkok: { th: 'กรุงเทพฯ', zh: '曼谷' },
  'chiang mai': { th: 'เชียงใหม่', zh: '清邁' },
  'kuala lumpur': { th: 'กัวลาลัมเปอร์', zh: '吉隆坡' },
  'subang jaya': { th: 'ซูบังจายา', zh: '梳邦再也' },
  'kota kinabalu': { th: 'โกตากินาบาลู', zh: '亞庇' },
  jakarta: { th: 'จาการ์ตา', zh: '雅加達' },
  surabaya: { th: 'สุราบายา', zh: '泗水' },
  'kuta, bali': { th: 'กูตา บาหลี', zh: '峇里庫塔' },
  bali: { th: 'บาหลี', zh: '峇里' },
  'hong kong': { th: 'ฮ่องกง', zh: '香港' },
  kowloon: { th: 'เกาลูน', zh: '九龍' },
  'causeway bay': { th: 'คอสเวย์เบย์', zh: '銅鑼灣' },
  auckland: { th: 'โอ๊คแลนด์', zh: '奧克蘭' },
  makati: { th: 'มากาติ', zh: '馬卡蒂' },
  mandaluyong: { th: 'มันดาลูยอง', zh: '文打雅' },
};

/** A city or place in the page's language ("Sydney NSW" → 悉尼 on a Chinese page). */
export function cityName(city: string, language: Language): string {
  if (language === 'en' || language === 'id') return city;
  const key = city
    .replace(/\s+[A-Z]{2,3}$/u, '')
    .trim()
    .toLowerCase();
  return CITY_NAMES[key]?.[language] ?? city;
}

export type ActivityKindWord = 'SERVICE' | 'CLASS';

export interface ActivityWord {
  /** The activity's slug: its id is AC-<country>-<slug>. */
  slug: string;
  kind: ActivityKindWord;
  words: readonly string[];
}

export const ACTIVITIES: readonly ActivityWord[] = [
  {
    slug: 'express-makeup',
    kind: 'SERVICE',
    words: ['express makeup', 'quick makeup', 'express make-up', 'rias kilat', 'makeup kilat', 'แต่งหน้าด่วน', '快速妝容', '快速妆容'],
  },
  { slug: 'contour-class', kind: 'CLASS', words: ['contour', 'kontur', 'คอนทัวร์', '修容'] },
  {
    slug: 'skincare-101',
    kind: 'CLASS',
    words: ['skincare 101', 'skincare class', 'kelas skincare', 'dasar perawatan kulit', 'คลาสสกินแคร์', 'สกินแคร์ 101', '護膚入門', '护肤入门'],
  },
  { slug: 'brow-shaping', kind: 'SERVICE', words: ['brow shaping', 'eyebrow', 'brow', 'pembentukan alis', 'alis', 'จัดทรงคิ้ว', 'คิ้ว', '修眉', '眉'] },
  {
    slug: 'skin-consultation',
    kind: 'SERVICE',
    words: ['skin consultation', 'consultation', 'skin analysis', 'konsultasi', 'ปรึกษาเรื่องผิว', 'ปรึกษา', '肌膚諮詢', '肌肤咨询', '諮詢', '咨询'],
  },
  {
    slug: 'full-makeover',
    kind: 'SERVICE',
    words: [
      'full makeover',
      'makeover',
      'make-over',
      'makeup session',
      'makeover lengkap',
      'rias wajah',
      'เมคโอเวอร์',
      'แต่งหน้าเต็มรูปแบบ',
      'แต่งหน้า',
      '全妝',
      '全妆',
      '化妝',
      '化妆',
    ],
  },
];

/** "A class" without naming one: the classes are listed. */
export const KIND_WORDS: ReadonlyArray<{ kind: ActivityKindWord; words: readonly string[] }> = [
  { kind: 'CLASS', words: ['class', 'workshop', 'kelas', 'คลาส', '課程', '课程', '工作坊'] },
  { kind: 'SERVICE', words: ['service', 'layanan', 'บริการ', '服務', '服务'] },
];

export const DAY_WORDS: ReadonlyArray<{ day: 'today' | 'tomorrow'; words: readonly string[] }> = [
  { day: 'tomorrow', words: ['tomorrow', 'besok', 'พรุ่งนี้', '明天', '明日', '聽日'] },
  { day: 'today', words: ['today', 'tonight', 'hari ini', 'วันนี้', '今天', '今日'] },
];

/** Days of the week (0 = Sunday, as Date.getUTCDay), for "this Saturday": the store's next such day. */
export const WEEKDAY_WORDS: ReadonlyArray<{ weekday: number; words: readonly string[] }> = [
  { weekday: 0, words: ['sunday', 'hari minggu', 'วันอาทิตย์', '星期日', '星期天', '週日', '周日', '禮拜日', '礼拜天'] },
  { weekday: 1, words: ['monday', 'senin', 'วันจันทร์', '星期一', '週一', '周一', '禮拜一'] },
  { weekday: 2, words: ['tuesday', 'selasa', 'วันอังคาร', 'อังคาร', '星期二', '週二', '周二', '禮拜二'] },
  { weekday: 3, words: ['wednesday', 'rabu', 'วันพุธ', '星期三', '週三', '周三', '禮拜三'] },
  { weekday: 4, words: ['thursday', 'kamis', 'วันพฤหัส', 'พฤหัส', '星期四', '週四', '周四', '禮拜四'] },
  { weekday: 5, words: ['friday', 'jumat', "jum'at", 'วันศุกร์', 'ศุกร์', '星期五', '週五', '周五', '禮拜五'] },
  { weekday: 6, words: ['saturday', 'sabtu', 'วันเสาร์', 'เสาร์', '星期六', '週六', '周六', '禮拜六', '礼拜六'] },
];

export const OPEN_NOW_WORDS: readonly string[] = [
  'open now',
  'opened now',
  'still open',
  'open right now',
  'masih buka',
  'buka sekarang',
  'เปิดอยู่',
  'ตอนนี้เปิด',
  '現在營業',
  '现在营业',
  '而家開',
  '營業中',
  '营业中',
];
