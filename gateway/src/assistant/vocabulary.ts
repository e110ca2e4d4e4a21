// What the embedded assistant recognises, in the four languages (issue 17 item 3): product
// types mapped to category paths of our catalogue, skin concerns mapped to the highlights
// our products carry (the catalogue data's own words, e.g. "Good for: Dryness"), and the
// intents. Lower-case; Thai and Chinese are matched as substrings (no spaces between
// words), Latin words on word boundaries. More specific entries come first ("eye cream"
// before "cream"). Product types and concerns are data, in vocabulary.json.
import type { Language } from '@beauty/contracts/locale';
import vocabulary from './vocabulary.json' with { type: 'json' };

type Words = Record<Language, readonly string[]>;

export interface ProductType {
  key: string;
  /** Category slug path in our catalogue. */
  category: string;
  words: Words;
}

export const PRODUCT_TYPES: readonly ProductType[] = vocabulary.productTypes;

export interface Concern {
  key: string;
  /** Product highlights (catalogue data) that answer it; any one is enough. */
  highlights: readonly string[];
  words: Words;
}

export const CONCERNS: readonly Concern[] = vocabulary.concerns;

export type Intent = 'find_products' | 'about_product' | 'compare' | 'stores' | 'booking' | 'orders' | 'points' | 'help' | 'greeting';

/** Intents other than finding products, first match wins. Product words decide find_products. */
export const INTENT_WORDS: ReadonlyArray<{ intent: Intent; words: Words }> = [
  {
    intent: 'help',
    words: {
      en: ['customer service', 'speak to', 'talk to a person', 'human', 'complain', 'refund', 'return policy'],
      id: ['layanan pelanggan', 'bicara dengan', 'keluhan', 'pengembalian dana'],
      th: ['ฝ่ายบริการลูกค้า', 'คุยกับพนักงาน', 'ร้องเรียน', 'คืนเงิน'],
      zh: ['客戶服務', '客服', '真人', '投訴', '退款'],
    },
  },
  {
    intent: 'orders',
    words: {
      en: ['my order', 'my orders', 'where is my', 'order status', 'delivery status', 'track'],
      id: ['pesanan saya', 'status pesanan', 'lacak'],
      th: ['คำสั่งซื้อของฉัน', 'สถานะคำสั่งซื้อ', 'ติดตามพัสดุ', 'ออเดอร์'],
      zh: ['我的訂單', '訂單狀態', '追蹤'],
    },
  },
  // Simplified Chinese beside Traditional: Chinese shoppers on the MY and SG sites type it.
  {
    intent: 'points',
    words: {
      en: ['my points', 'points', 'beauty pass', 'tier', 'loyalty', 'rewards balance'],
      id: ['poin saya', 'poin', 'beauty pass', 'tingkat', 'level member'],
      th: ['คะแนน', 'แต้ม', 'บิวตี้พาส', 'ระดับสมาชิก'],
      zh: ['積分', '积分', '會員等級', '会员等级', '點數', 'beauty pass'],
    },
  },
  {
    intent: 'booking',
    words: {
      en: ['book', 'booking', 'appointment', 'makeover', 'class', 'service', 'slot', 'available time', 'free time', 'consultation', 'brow shaping', 'workshop'],
      id: ['pesan layanan', 'booking', 'janji temu', 'kelas', 'layanan', 'jadwal', 'reservasi', 'konsultasi'],
      th: ['จอง', 'นัดหมาย', 'คลาส', 'บริการ', 'คิวว่าง', 'เวลาว่าง'],
      zh: ['預約', '预约', '預訂', '预订', '課程', '课程', '服務', '服务', '時段', '时段', '名額', '名额'],
    },
  },
  {
    intent: 'stores',
    words: {
      en: ['store', 'shop near', 'opening hours', 'open now', 'open today', 'nearest', 'branch', 'outlet', 'closing time'],
      id: ['toko', 'jam buka', 'terdekat', 'cabang', 'gerai', 'jam operasional', 'masih buka'],
      th: ['สาขา', 'ร้าน', 'เวลาเปิด', 'ใกล้ฉัน', 'เปิดกี่โมง', 'ปิดกี่โมง', 'เปิดอยู่', 'เวลาทำการ'],
      zh: ['門市', '门市', '门店', '分店', '營業', '营业', '附近', '開門', '开门', '店舖', '店铺'],
    },
  },
  {
    intent: 'compare',
    words: {
      en: ['compare', ' vs ', 'versus', 'difference between'],
      id: ['bandingkan', 'perbedaan'],
      th: ['เปรียบเทียบ', 'ต่างกัน'],
      zh: ['比較', '分別', '差別'],
    },
  },
  {
    intent: 'about_product',
    words: {
      en: ['is this', 'is it', 'this product', 'which shade', 'good for', 'does it'],
      id: ['apakah ini', 'produk ini', 'shade mana', 'cocok untuk'],
      th: ['อันนี้', 'ตัวนี้', 'สินค้านี้', 'เฉดไหน', 'เหมาะกับ'],
      zh: ['這款', '這個', '哪個色號', '適合'],
    },
  },
  {
    intent: 'greeting',
    words: { en: ['hello', 'hi', 'hey', 'good morning'], id: ['halo', 'hai', 'selamat pagi'], th: ['สวัสดี', 'หวัดดี'], zh: ['你好', '您好', '哈囉'] },
  },
];

/** "In stock" / "cheapest" / "best rated" modifiers. */
export const SORT_WORDS: ReadonlyArray<{ sort: 'PRICE_LOW_TO_HIGH' | 'TOP_RATED' | 'NEWEST'; words: Words }> = [
  {
    sort: 'PRICE_LOW_TO_HIGH',
    words: {
      en: ['cheapest', 'cheap', 'affordable', 'budget'],
      id: ['termurah', 'murah', 'terjangkau'],
      th: ['ถูกที่สุด', 'ราคาถูก', 'ประหยัด'],
      zh: ['最便宜', '便宜', '平價'],
    },
  },
  {
    sort: 'TOP_RATED',
    words: {
      en: ['best', 'top rated', 'highest rated', 'popular', 'recommend'],
      id: ['terbaik', 'rating tertinggi', 'populer', 'rekomendasi'],
      th: ['ดีที่สุด', 'ยอดนิยม', 'แนะนำ', 'รีวิวดี'],
      zh: ['最好', '評分最高', '人氣', '推薦'],
    },
  },
  { sort: 'NEWEST', words: { en: ['new', 'newest', 'latest'], id: ['terbaru', 'baru'], th: ['ใหม่ล่าสุด', 'มาใหม่'], zh: ['最新', '新品'] } },
];
