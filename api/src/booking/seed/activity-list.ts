// What the stores offer (decision 0091): beauty services (one artist, a duration, a price),
// classes (a group, a capacity, dated sessions) and events (dated, some by invitation for a
// tier), each named and described in the four languages. The same offer in every country,
// priced in its currency; which store offers what follows the store's `services`.
import type { Country, Language } from '@beauty/contracts/locale';
import type { ActivityKind } from '@beauty/contracts/booking';

type Text = Record<Language, string>;

export interface SeedGroup {
  id: string;
  names: Text;
  descriptions: Text;
}

export interface SeedQuestion {
  slug: string;
  kind: 'text' | 'single' | 'multi';
  required: boolean;
  maxLength: number | null;
  labels: Text;
  options: { value: string; labels: Text }[];
}

export interface SeedActivity {
  slug: string;
  kind: ActivityKind;
  groupId: string;
  durationMinutes: number;
  /** Price in "steps" of the country (PRICE_STEP); null = free. */
  priceSteps: number | null;
  capacity: number;
  invitationOnly: boolean;
  requiredTier: string | null;
  names: Text;
  descriptions: Text;
  questions: SeedQuestion[];
  /** Classes and events: the weekday (0 = Sunday) and wall time of the weekly session. */
  weekly?: { weekday: number; time: string };
}

/** A price step in minor units: about 10 Singapore dollars' worth in each currency. */
export const PRICE_STEP: Record<Country, number> = {
  AU: 1_000,
  NZ: 1_000,
  SG: 1_000,
  MY: 3_000,
  HK: 6_000,
  PH: 40_000,
  TH: 25_000,
  ID: 10_000_000,
};

export const GROUPS: SeedGroup[] = [
  {
    id: 'makeup',
    names: { en: 'Makeup', id: 'Tata Rias', th: 'เมคอัพ', zh: '彩妝' },
    descriptions: {
      en: 'Makeovers and quick touch-ups by our artists.',
      id: 'Makeover dan sentuhan cepat oleh artis kami.',
      th: 'แต่งหน้าเต็มรูปแบบและเติมลุคด่วนโดยช่างแต่งหน้าของเรา',
      zh: '由我們的化妝師為您打造全妝或快速補妝。',
    },
  },
  {
    id: 'brows-skin',
    names: { en: 'Brows and skin', id: 'Alis dan kulit', th: 'คิ้วและผิว', zh: '眉型與肌膚' },
    descriptions: {
      en: 'Brow shaping and a skin consultation.',
      id: 'Pembentukan alis dan konsultasi kulit.',
      th: 'จัดทรงคิ้วและปรึกษาเรื่องผิว',
      zh: '修眉與肌膚諮詢。',
    },
  },
  {
    id: 'classes',
    names: { en: 'Classes', id: 'Kelas', th: 'คลาสเรียน', zh: '課程' },
    descriptions: {
      en: 'Learn with a small group, hands on.',
      id: 'Belajar langsung dalam kelompok kecil.',
      th: 'เรียนรู้แบบลงมือทำในกลุ่มเล็ก',
      zh: '小班親手實作學習。',
    },
  },
  {
    id: 'events',
    names: { en: 'Events', id: 'Acara', th: 'อีเวนต์', zh: '活動' },
    descriptions: {
      en: 'Launches and member evenings in store.',
      id: 'Peluncuran dan malam anggota di toko.',
      th: 'งานเปิดตัวสินค้าและค่ำคืนสำหรับสมาชิกที่ร้าน',
      zh: '門市新品發佈及會員之夜。',
    },
  },
];

const SKIN_CONCERNS: SeedQuestion = {
  slug: 'skin-concerns',
  kind: 'multi',
  required: true,
  maxLength: null,
  labels: { en: 'Your skin concerns', id: 'Masalah kulit Anda', th: 'ปัญหาผิวของคุณ', zh: '您的肌膚困擾' },
  options: [
    { value: 'dryness', labels: { en: 'Dryness', id: 'Kering', th: 'ผิวแห้ง', zh: '乾燥' } },
    { value: 'oiliness', labels: { en: 'Oiliness', id: 'Berminyak', th: 'ผิวมัน', zh: '油光' } },
    { value: 'sensitivity', labels: { en: 'Sensitivity', id: 'Sensitif', th: 'ผิวแพ้ง่าย', zh: '敏感' } },
    { value: 'dark-spots', labels: { en: 'Dark spots', id: 'Noda hitam', th: 'จุดด่างดำ', zh: '暗沉斑點' } },
    { value: 'fine-lines', labels: { en: 'Fine lines', id: 'Garis halus', th: 'ริ้วรอย', zh: '細紋' } },
  ],
};

const OCCASION: SeedQuestion = {
  slug: 'occasion',
  kind: 'single',
  required: false,
  maxLength: null,
  labels: { en: 'What is the occasion?', id: 'Untuk acara apa?', th: 'โอกาสพิเศษอะไร', zh: '是甚麼場合？' },
  options: [
    { value: 'everyday', labels: { en: 'Everyday', id: 'Sehari-hari', th: 'ลุคประจำวัน', zh: '日常' } },
    { value: 'party', labels: { en: 'Party', id: 'Pesta', th: 'ปาร์ตี้', zh: '派對' } },
    { value: 'wedding', labels: { en: 'Wedding', id: 'Pernikahan', th: 'งานแต่งงาน', zh: '婚禮' } },
  ],
};

const NOTES: SeedQuestion = {
  slug: 'notes',
  kind: 'text',
  required: false,
  maxLength: 500,
  labels: {
    en: 'Anything your artist should know (allergies, preferences)',
    id: 'Hal yang perlu diketahui artis Anda (alergi, preferensi)',
    th: 'สิ่งที่ช่างควรทราบ (อาการแพ้ ความชอบ)',
    zh: '需要化妝師知道的事項（過敏、偏好）',
  },
  options: [],
};

export const ACTIVITIES: SeedActivity[] = [
  {
    slug: 'full-makeover',
    kind: 'service',
    groupId: 'makeup',
    durationMinutes: 60,
    priceSteps: 6,
    capacity: 1,
    invitationOnly: false,
    requiredTier: null,
    names: { en: 'Full makeover', id: 'Makeover lengkap', th: 'แต่งหน้าเต็มรูปแบบ', zh: '全妝造型' },
    descriptions: {
      en: 'A complete look for your occasion, from skin prep to lashes, with one of our artists.',
      id: 'Tampilan lengkap untuk acara Anda, dari persiapan kulit hingga bulu mata, bersama artis kami.',
      th: 'ลุคครบสำหรับโอกาสของคุณ ตั้งแต่เตรียมผิวจนถึงขนตา โดยช่างแต่งหน้าของเรา',
      zh: '由我們的化妝師為您的場合打造完整妝容，從肌膚打底到睫毛。',
    },
    questions: [OCCASION, NOTES],
  },
  {
    slug: 'express-makeup',
    kind: 'service',
    groupId: 'makeup',
    durationMinutes: 30,
    priceSteps: 3,
    capacity: 1,
    invitationOnly: false,
    requiredTier: null,
    names: { en: 'Express makeup', id: 'Rias kilat', th: 'แต่งหน้าด่วน', zh: '快速妝容' },
    descriptions: {
      en: 'Thirty minutes for a fresh everyday look or a quick evening touch-up.',
      id: 'Tiga puluh menit untuk tampilan segar sehari-hari atau sentuhan cepat untuk malam hari.',
      th: 'สามสิบนาทีสำหรับลุคสดใสประจำวันหรือเติมลุคด่วนยามค่ำ',
      zh: '三十分鐘打造清新日常妝或晚間快速補妝。',
    },
    questions: [NOTES],
  },
  {
    slug: 'brow-shaping',
    kind: 'service',
    groupId: 'brows-skin',
    durationMinutes: 30,
    priceSteps: 2,
    capacity: 1,
    invitationOnly: false,
    requiredTier: null,
    names: { en: 'Brow shaping', id: 'Pembentukan alis', th: 'จัดทรงคิ้ว', zh: '修眉造型' },
    descriptions: {
      en: 'Shape, trim and fill, matched to your face.',
      id: 'Bentuk, rapikan, dan isi alis sesuai wajah Anda.',
      th: 'จัดทรง เล็ม และเติมคิ้วให้เข้ากับใบหน้าของคุณ',
      zh: '依您的臉型修整、修剪及填補眉毛。',
    },
    questions: [NOTES],
  },
  {
    slug: 'skin-consultation',
    kind: 'service',
    groupId: 'brows-skin',
    durationMinutes: 45,
    priceSteps: null,
    capacity: 1,
    invitationOnly: false,
    requiredTier: null,
    names: { en: 'Skin consultation', id: 'Konsultasi kulit', th: 'ปรึกษาเรื่องผิว', zh: '肌膚諮詢' },
    descriptions: {
      en: 'A free skin analysis and a routine that fits your concerns.',
      id: 'Analisis kulit gratis dan rutinitas yang sesuai dengan masalah kulit Anda.',
      th: 'วิเคราะห์ผิวฟรีพร้อมขั้นตอนการดูแลที่ตรงกับปัญหาผิวของคุณ',
      zh: '免費肌膚分析，並為您的肌膚困擾訂製護膚步驟。',
    },
    questions: [SKIN_CONCERNS, NOTES],
  },
  {
    slug: 'contour-class',
    kind: 'class',
    groupId: 'classes',
    durationMinutes: 90,
    priceSteps: 4,
    capacity: 8,
    invitationOnly: false,
    requiredTier: null,
    names: { en: 'Contour and highlight class', id: 'Kelas kontur dan highlight', th: 'คลาสคอนทัวร์และไฮไลต์', zh: '修容與打亮課程' },
    descriptions: {
      en: 'Ninety minutes, eight seats: sculpt and light your face with an artist beside you.',
      id: 'Sembilan puluh menit, delapan kursi: pahat dan terangi wajah Anda dengan artis di samping Anda.',
      th: 'เก้าสิบนาที แปดที่นั่ง: เรียนคอนทัวร์และไฮไลต์ใบหน้าโดยมีช่างคอยแนะนำ',
      zh: '九十分鐘、八個座位：在化妝師指導下學習修容與打亮。',
    },
    questions: [NOTES],
    weekly: { weekday: 6, time: '14:00' },
  },
  {
    slug: 'skincare-101',
    kind: 'class',
    groupId: 'classes',
    durationMinutes: 60,
    priceSteps: null,
    capacity: 10,
    invitationOnly: false,
    requiredTier: null,
    names: { en: 'Skincare 101', id: 'Dasar perawatan kulit', th: 'สกินแคร์ 101', zh: '護膚入門課' },
    descriptions: {
      en: 'A free hour on cleansing, serums and sunscreen, in the right order.',
      id: 'Satu jam gratis tentang pembersih, serum, dan tabir surya, dengan urutan yang benar.',
      th: 'หนึ่งชั่วโมงฟรี เรียนรู้การล้างหน้า เซรั่ม และกันแดดตามลำดับที่ถูกต้อง',
      zh: '免費一小時，學習潔面、精華與防曬的正確順序。',
    },
    questions: [SKIN_CONCERNS],
    weekly: { weekday: 3, time: '18:30' },
  },
  {
    slug: 'fragrance-launch',
    kind: 'event',
    groupId: 'events',
    durationMinutes: 120,
    priceSteps: null,
    capacity: 30,
    invitationOnly: false,
    requiredTier: null,
    names: { en: 'Fragrance launch evening', id: 'Malam peluncuran parfum', th: 'ค่ำคืนเปิดตัวน้ำหอม', zh: '香水新品發佈之夜' },
    descriptions: {
      en: "Discover the season's new fragrances with the brands' own experts.",
      id: 'Temukan parfum baru musim ini bersama para ahli dari merek-mereknya.',
      th: 'พบกับน้ำหอมใหม่ประจำฤดูกาลกับผู้เชี่ยวชาญจากแบรนด์',
      zh: '與品牌專家一起探索本季新香水。',
    },
    questions: [],
    weekly: { weekday: 5, time: '18:00' },
  },
  {
    slug: 'gold-night',
    kind: 'event',
    groupId: 'events',
    durationMinutes: 150,
    priceSteps: null,
    capacity: 20,
    invitationOnly: true,
    requiredTier: 'gold',
    names: { en: 'Gold member night', id: 'Malam anggota Gold', th: 'ค่ำคืนสมาชิก Gold', zh: 'Gold 會員之夜' },
    descriptions: {
      en: 'By invitation for Beauty Pass Gold members: custom makeovers and early access.',
      id: 'Khusus undangan untuk anggota Beauty Pass Gold: makeover khusus dan akses lebih awal.',
      th: 'สำหรับสมาชิก Beauty Pass Gold ที่ได้รับเชิญ: แต่งหน้าเฉพาะบุคคลและสิทธิ์เข้าถึงก่อนใคร',
      zh: '僅限受邀的 Beauty Pass Gold 會員：專屬造型及搶先選購。',
    },
    questions: [],
    weekly: { weekday: 4, time: '19:00' },
  },
];

/** Artists' first names per country (two or three per store that offers services). */
export const ARTIST_NAMES: Record<Country, string[]> = {
  AU: ['Chloe', 'Jack', 'Priya'],
  HK: ['Ka Yan', 'Wing', 'Hoi Ling'],
  ID: ['Putri', 'Rizky', 'Sari'],
  MY: ['Aisyah', 'Mei Ling', 'Kavitha'],
  NZ: ['Aroha', 'Olivia', 'Sam'],
  PH: ['Bea', 'Migs', 'Andrea'],
  SG: ['Mei', 'Nur', 'Arjun'],
  TH: ['Ploy', 'Nok', 'Beam'],
};

/**
 * Weekly shifts as store wall times: the first artist works weekdays, the second
 * midweek to Sunday afternoons and evenings, the third (flagships only) weekends. A shift
 * is cut to the store's hours when slots are computed.
 */
export const SHIFT_PATTERNS: { weekday: number; starts: string; ends: string }[][] = [
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, starts: '10:00', ends: '18:00' })),
  [0, 3, 4, 5, 6].map((weekday) => ({ weekday, starts: '12:00', ends: '21:00' })),
  [0, 6].map((weekday) => ({ weekday, starts: '10:00', ends: '18:00' })),
];
