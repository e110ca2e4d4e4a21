// What the embedded assistant recognises, in the four languages (issue 17 item 3): product
// types mapped to category paths of our catalogue, skin concerns mapped to the highlights
// our products carry (the catalogue data's own words, e.g. "Good for: Dryness"), and the
// intents. Lower-case; Thai and Chinese are matched as substrings (no spaces between
// words), Latin words on word boundaries. More specific entries come first ("eye cream"
// before "cream").
import type { Language } from '@beauty/contracts/locale';

type Words = Record<Language, readonly string[]>;

export interface ProductType {
  key: string;
  /** Category slug path in our catalogue. */
  category: string;
  words: Words;
}

export const PRODUCT_TYPES: readonly ProductType[] = [
  {
    key: 'eye-cream',
    category: 'skincare/eye-care',
    words: { en: ['eye cream', 'eye care', 'dark circles'], id: ['krim mata'], th: ['ครีมรอบดวงตา', 'อายครีม', 'ครีมทาใต้ตา'], zh: ['眼霜', '眼部護理'] },
  },
  {
    key: 'body-lotion',
    category: 'bath-body/body-moisturizers',
    words: {
      en: ['body lotion', 'body cream', 'body oil'],
      id: ['losion badan', 'lotion badan', 'body lotion'],
      th: ['โลชั่นทาผิวกาย', 'โลชั่น', 'บอดี้โลชั่น'],
      zh: ['身體乳', '潤膚露'],
    },
  },
  {
    key: 'hair-mask',
    category: 'hair/hair-styling-treatments',
    words: {
      en: ['hair mask', 'hair oil', 'hair treatment'],
      id: ['masker rambut', 'minyak rambut'],
      th: ['มาสก์ผม', 'ทรีตเมนต์ผม', 'น้ำมันใส่ผม'],
      zh: ['髮膜', '護髮油'],
    },
  },
  { key: 'dry-shampoo', category: 'hair/hair-styling-treatments', words: { en: ['dry shampoo'], id: ['sampo kering'], th: ['ดรายแชมพู'], zh: ['乾洗髮'] } },
  {
    key: 'sunscreen',
    category: 'skincare/sunscreen',
    words: {
      en: ['sunscreen', 'sun cream', 'spf', 'sunblock'],
      id: ['tabir surya', 'sunscreen', 'sunblock'],
      th: ['กันแดด', 'ครีมกันแดด', 'โลชั่นกันแดด', 'สเปรย์กันแดด'],
      zh: ['防曬'],
    },
  },
  { key: 'toner', category: 'skincare/cleansers/toners', words: { en: ['toner'], id: ['toner'], th: ['โทนเนอร์'], zh: ['爽膚水', '化妝水'] } },
  {
    key: 'cleanser',
    category: 'skincare/cleansers',
    words: {
      en: ['cleanser', 'face wash', 'cleansing', 'facial wash'],
      id: ['pembersih', 'sabun muka', 'pencuci muka', 'cleanser'],
      th: ['คลีนเซอร์', 'โฟมล้างหน้า', 'ล้างหน้า', 'ทำความสะอาดผิวหน้า'],
      zh: ['潔面', '洗面', '洗面乳', '潔顏'],
    },
  },
  {
    key: 'serum',
    category: 'skincare/treatments',
    words: { en: ['serum', 'treatment', 'essence'], id: ['serum', 'esens'], th: ['เซรั่ม', 'เอสเซนส์'], zh: ['精華'] },
  },
  {
    key: 'mask',
    category: 'skincare/masks',
    words: { en: ['face mask', 'sheet mask', 'mask'], id: ['masker'], th: ['มาสก์', 'มาส์ก', 'แผ่นมาสก์'], zh: ['面膜'] },
  },
  {
    key: 'moisturiser',
    category: 'skincare/moisturizers',
    words: {
      en: ['moisturiser', 'moisturizer', 'face cream', 'night cream', 'cream'],
      id: ['pelembap', 'pelembab', 'krim wajah', 'moisturizer'],
      th: ['มอยส์เจอไรเซอร์', 'ครีมบำรุงผิวหน้า', 'ครีมบำรุง', 'มอยส์เจอร์ไรเซอร์'],
      zh: ['保濕霜', '面霜', '乳霜', '保濕乳'],
    },
  },
  { key: 'foundation', category: 'makeup/face/foundation', words: { en: ['foundation'], id: ['alas bedak', 'foundation'], th: ['รองพื้น'], zh: ['粉底'] } },
  { key: 'concealer', category: 'makeup/face/concealer', words: { en: ['concealer'], id: ['concealer', 'penyamar'], th: ['คอนซีลเลอร์'], zh: ['遮瑕'] } },
  { key: 'primer', category: 'makeup/face/face-primer', words: { en: ['primer'], id: ['primer'], th: ['ไพรเมอร์'], zh: ['妝前乳', '妝前'] } },
  {
    key: 'highlighter',
    category: 'makeup/face/highlighter',
    words: { en: ['highlighter'], id: ['highlighter'], th: ['ไฮไลท์', 'ไฮไลเตอร์'], zh: ['打亮', '高光'] },
  },
  {
    key: 'blush',
    category: 'makeup/cheek',
    words: { en: ['blush', 'bronzer', 'cheek'], id: ['perona pipi', 'blush'], th: ['บลัช', 'ปัดแก้ม'], zh: ['腮紅', '胭脂'] },
  },
  {
    key: 'mascara',
    category: 'makeup/eye',
    words: {
      en: ['mascara', 'eyeliner', 'eyeshadow', 'eye shadow', 'brow', 'lashes'],
      id: ['maskara', 'eyeliner', 'eyeshadow', 'pensil alis', 'bulu mata'],
      th: ['มาสคาร่า', 'อายไลเนอร์', 'อายแชโดว์', 'ดินสอเขียนคิ้ว', 'ขนตา'],
      zh: ['睫毛膏', '眼線', '眼影', '眉筆'],
    },
  },
  {
    key: 'lipstick',
    category: 'makeup/lip',
    words: {
      en: ['lipstick', 'lip gloss', 'lip balm', 'lip'],
      id: ['lipstik', 'lip gloss', 'bibir'],
      th: ['ลิปสติก', 'ลิปกลอส', 'ลิปบาล์ม', 'ลิป'],
      zh: ['唇膏', '口紅', '唇彩', '潤唇'],
    },
  },
  {
    key: 'shampoo',
    category: 'hair/shampoo-conditioner',
    words: { en: ['shampoo', 'conditioner'], id: ['sampo', 'shampo', 'kondisioner'], th: ['แชมพู', 'ครีมนวด'], zh: ['洗髮', '護髮素'] },
  },
  { key: 'hair', category: 'hair', words: { en: ['hair'], id: ['rambut'], th: ['เส้นผม', 'บำรุงผม', 'ทำผม'], zh: ['頭髮', '護髮', '髮'] } },
  {
    key: 'perfume',
    category: 'fragrance',
    words: { en: ['perfume', 'fragrance', 'cologne', 'scent'], id: ['parfum', 'wewangian', 'minyak wangi'], th: ['น้ำหอม'], zh: ['香水', '香氛'] },
  },
  {
    key: 'makeup',
    category: 'makeup',
    words: { en: ['makeup', 'make-up', 'make up'], id: ['riasan', 'makeup', 'kosmetik'], th: ['เมคอัพ', 'เครื่องสำอาง', 'แต่งหน้า'], zh: ['化妝品', '彩妝'] },
  },
  {
    key: 'skincare',
    category: 'skincare',
    words: { en: ['skincare', 'skin care'], id: ['perawatan kulit', 'skincare'], th: ['สกินแคร์', 'บำรุงผิว'], zh: ['護膚'] },
  },
];

export interface Concern {
  key: string;
  /** Product highlights (catalogue data) that answer it; any one is enough. */
  highlights: readonly string[];
  words: Words;
}

export const CONCERNS: readonly Concern[] = [
  {
    key: 'dry',
    highlights: ['Good for: Dryness', 'Hydrating', 'Best for Dry, Combo, Normal Skin', 'Hyaluronic Acid'],
    words: {
      en: ['dry skin', 'dryness', 'dry', 'dehydrated', 'hydrating'],
      id: ['kulit kering', 'kering', 'dehidrasi'],
      th: ['ผิวแห้ง', 'แห้ง', 'ขาดน้ำ'],
      zh: ['乾性', '乾燥', '乾肌', '保濕'],
    },
  },
  {
    key: 'oily',
    highlights: ['Best for Oily, Combo, Normal Skin', 'Oil Free', 'Good for: Pores', 'Matte Finish'],
    words: {
      en: ['oily skin', 'oily', 'shine', 'pores'],
      id: ['kulit berminyak', 'berminyak', 'pori'],
      th: ['ผิวมัน', 'หน้ามัน', 'รูขุมขน'],
      zh: ['油性', '油肌', '毛孔', '控油'],
    },
  },
  {
    key: 'acne',
    highlights: ['Good for: Acne/Blemishes', 'Salicylic Acid'],
    words: { en: ['acne', 'blemish', 'breakout', 'pimple'], id: ['jerawat', 'berjerawat'], th: ['สิว'], zh: ['暗瘡', '痘', '粉刺'] },
  },
  {
    key: 'ageing',
    highlights: ['Good for: Anti-Aging', 'Good for: Loss of firmness', 'Retinol', 'Plumping'],
    words: {
      en: ['anti-aging', 'anti-ageing', 'ageing', 'aging', 'wrinkle', 'fine lines', 'firming'],
      id: ['anti penuaan', 'penuaan', 'kerutan', 'keriput'],
      th: ['ริ้วรอย', 'ชะลอวัย', 'ต่อต้านริ้วรอย'],
      zh: ['抗老', '抗衰老', '皺紋', '細紋'],
    },
  },
  {
    key: 'dullness',
    highlights: ['Good for: Dullness/Uneven Texture', 'Vitamin C', 'Good for: Dark spots', 'AHA/Glycolic Acid'],
    words: {
      en: ['dull', 'brighten', 'glow', 'dark spot', 'uneven'],
      id: ['kusam', 'mencerahkan', 'cerah', 'noda hitam'],
      th: ['หมองคล้ำ', 'กระจ่างใส', 'จุดด่างดำ', 'ผิวใส'],
      zh: ['暗沉', '美白', '亮白', '提亮', '色斑'],
    },
  },
  {
    key: 'sensitive',
    highlights: ['Good for: Redness', 'Fragrance Free', 'Hypoallergenic', 'Alcohol Free'],
    words: { en: ['sensitive', 'redness', 'irritat'], id: ['sensitif', 'kemerahan'], th: ['แพ้ง่าย', 'ผิวบอบบาง', 'ผิวแพ้ง่าย', 'รอยแดง'], zh: ['敏感', '泛紅'] },
  },
  {
    key: 'frizz',
    highlights: ['Good for: Frizz', 'Curl-Enhancing'],
    words: { en: ['frizz', 'frizzy', 'curly'], id: ['kusut', 'mengembang', 'keriting'], th: ['ชี้ฟู', 'ผมฟู', 'ผมหยิก'], zh: ['毛躁', '捲髮'] },
  },
  { key: 'vegan', highlights: ['Vegan'], words: { en: ['vegan'], id: ['vegan'], th: ['วีแกน', 'มังสวิรัติ'], zh: ['純素', '素食'] } },
  {
    key: 'fragrance-free',
    highlights: ['Fragrance Free'],
    words: { en: ['fragrance-free', 'fragrance free', 'unscented'], id: ['tanpa pewangi', 'bebas pewangi'], th: ['ไม่มีน้ำหอม', 'ปราศจากน้ำหอม'], zh: ['無香'] },
  },
];

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
