// What the embedded assistant says, in the four languages (Indonesian with Anda, Chinese
// in Traditional characters with 您). Templates only hold words: every product, price,
// rating, shade and order in an answer is filled in from a tool's result.
import type { Language } from '@beauty/contracts/locale';

type Template = (vars: Record<string, string | number>) => string;
export const fill =
  (text: string): Template =>
  (vars) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? ''));

/** The lookup of a table of templates (each in the four languages): the entry in the language, its {placeholders} filled. */
export const templatesOf =
  <Key extends string>(table: Record<Key, Record<Language, string>>) =>
  (key: Key, language: Language, vars: Record<string, string | number> = {}) =>
    fill(table[key][language])(vars);
/** The lookup of a table of words, used as they are. */
export const wordsOf =
  <Key extends string>(table: Record<Key, Record<Language, string>>) =>
  (key: Key, language: Language) =>
    table[key][language];

const TEXT = {
  intro: {
    en: "Hi! I'm Lumi's beauty assistant. I can help with products, stores, bookings, orders and points.",
    id: 'Halo! Saya asisten kecantikan Lumi. Saya dapat membantu Anda soal produk, toko, booking, pesanan, dan poin.',
    th: 'สวัสดีค่ะ ฉันคือผู้ช่วยด้านความงามของ Lumi ช่วยคุณได้เรื่องสินค้า สาขา การจอง คำสั่งซื้อ และคะแนน',
    zh: '您好！我是 Lumi 美容助理，可以協助您查詢產品、門市、預約、訂單及積分。',
  },
  found: {
    en: 'Here are {count} in-stock picks for {constraints}:',
    id: 'Berikut {count} pilihan yang tersedia untuk {constraints}:',
    th: 'นี่คือ {count} รายการที่มีสินค้าพร้อมส่งสำหรับ {constraints}:',
    zh: '以下是 {count} 款有貨的推薦（{constraints}）：',
  },
  none: {
    en: "I couldn't find an in-stock product for {constraints}. You could raise the budget or browse the full range.",
    id: 'Saya tidak menemukan produk yang tersedia untuk {constraints}. Anda dapat menaikkan anggaran atau melihat semua produk.',
    th: 'ไม่พบสินค้าที่มีพร้อมส่งสำหรับ {constraints} ลองเพิ่มงบประมาณหรือดูสินค้าทั้งหมดได้ค่ะ',
    zh: '找不到符合「{constraints}」而有貨的產品。您可以提高預算，或瀏覽全部產品。',
  },
  searchFound: {
    en: 'Here is what I found for "{query}":',
    id: 'Ini yang saya temukan untuk "{query}":',
    th: 'ผลการค้นหาสำหรับ "{query}":',
    zh: '「{query}」的搜尋結果：',
  },
  fallback: {
    en: 'I can help with products, stores, bookings, orders and points. Try asking for a product type, a skin concern or a budget.',
    id: 'Saya dapat membantu soal produk, toko, booking, pesanan, dan poin. Coba sebutkan jenis produk, masalah kulit, atau anggaran Anda.',
    th: 'ฉันช่วยได้เรื่องสินค้า สาขา การจอง คำสั่งซื้อ และคะแนน ลองบอกประเภทสินค้า ปัญหาผิว หรืองบประมาณดูนะคะ',
    zh: '我可以協助您查詢產品、門市、預約、訂單及積分。請告訴我產品類型、肌膚困擾或預算。',
  },
  suits: {
    en: '{name} lists "{highlight}", so it is a good match for {concern}.',
    id: '{name} mencantumkan "{highlight}", jadi cocok untuk {concern}.',
    th: '{name} ระบุว่า "{highlight}" จึงเหมาะกับ{concern}',
    zh: '{name} 標明「{highlight}」，適合{concern}。',
  },
  notListed: {
    en: "{name} doesn't list anything for {concern}. These do:",
    id: '{name} tidak mencantumkan manfaat untuk {concern}. Produk berikut mencantumkannya:',
    th: '{name} ไม่ได้ระบุว่าเหมาะกับ{concern} สินค้าเหล่านี้ระบุไว้:',
    zh: '{name} 沒有標明適合{concern}。以下產品有標明：',
  },
  aboutProduct: {
    en: '{name} by {brand}: rated {rating} from {reviews} reviews. Highlights: {highlights}.',
    id: '{name} dari {brand}: rating {rating} dari {reviews} ulasan. Keunggulan: {highlights}.',
    th: '{name} จาก {brand}: คะแนน {rating} จาก {reviews} รีวิว จุดเด่น: {highlights}',
    zh: '{brand} 的 {name}：{reviews} 則評價，平均 {rating} 分。特點：{highlights}。',
  },
  shades: {
    en: '{name} has {count} shades in stock: {list}. Tell me your skin tone (fair, medium, deep) and undertone and I can narrow it down, or try them in store.',
    id: '{name} memiliki {count} shade yang tersedia: {list}. Beri tahu warna dan undertone kulit Anda, atau coba langsung di toko.',
    th: '{name} มี {count} เฉดที่มีสินค้า: {list} บอกสีผิวและอันเดอร์โทนของคุณ หรือทดลองได้ที่สาขาค่ะ',
    zh: '{name} 有 {count} 個有貨色號：{list}。告訴我您的膚色和膚調，或到門市試用。',
  },
  noShades: {
    en: '{name} comes in one version, and it is {stock}.',
    id: '{name} hanya tersedia dalam satu varian, dan saat ini {stock}.',
    th: '{name} มีแบบเดียว และขณะนี้{stock}',
    zh: '{name} 只有一款，目前{stock}。',
  },
  needProduct: {
    en: 'Open a product page and ask me again, or tell me which product you mean.',
    id: 'Buka halaman produk lalu tanyakan lagi, atau sebutkan produk yang Anda maksud.',
    th: 'เปิดหน้าสินค้าแล้วถามอีกครั้ง หรือบอกชื่อสินค้าที่ต้องการค่ะ',
    zh: '請打開產品頁面再問我，或告訴我您指的是哪款產品。',
  },
  compare: {
    en: 'Side by side: {a} ({ratingA}, {reviewsA} reviews) and {b} ({ratingB}, {reviewsB} reviews). Prices are on the cards.',
    id: 'Perbandingan: {a} ({ratingA}, {reviewsA} ulasan) dan {b} ({ratingB}, {reviewsB} ulasan). Harga ada di kartu produk.',
    th: 'เปรียบเทียบ: {a} ({ratingA}, {reviewsA} รีวิว) และ {b} ({ratingB}, {reviewsB} รีวิว) ราคาแสดงบนการ์ดสินค้า',
    zh: '比較：{a}（{ratingA}，{reviewsA} 則評價）與 {b}（{ratingB}，{reviewsB} 則評價）。價錢見產品卡。',
  },
  compareNeedTwo: {
    en: 'Tell me the two products to compare, e.g. "compare Glow Serum vs Dew Drops".',
    id: 'Sebutkan dua produk yang ingin dibandingkan, misalnya "bandingkan Glow Serum vs Dew Drops".',
    th: 'บอกสินค้าสองรายการที่ต้องการเปรียบเทียบ เช่น "เปรียบเทียบ Glow Serum vs Dew Drops"',
    zh: '請告訴我要比較的兩款產品，例如「比較 Glow Serum vs Dew Drops」。',
  },
  ordersGuest: {
    en: 'Sign in to see your orders, or open the link in your confirmation e-mail.',
    id: 'Masuk untuk melihat pesanan Anda, atau buka tautan di e-mail konfirmasi Anda.',
    th: 'เข้าสู่ระบบเพื่อดูคำสั่งซื้อ หรือเปิดลิงก์ในอีเมลยืนยันค่ะ',
    zh: '請登入查看您的訂單，或打開確認電郵中的連結。',
  },
  ordersNone: {
    en: 'You have no orders on this site yet.',
    id: 'Anda belum memiliki pesanan di situs ini.',
    th: 'คุณยังไม่มีคำสั่งซื้อในเว็บไซต์นี้',
    zh: '您在本網站尚未有訂單。',
  },
  ordersList: {
    en: 'Your latest orders: {list}.',
    id: 'Pesanan terbaru Anda: {list}.',
    th: 'คำสั่งซื้อล่าสุดของคุณ: {list}',
    zh: '您最近的訂單：{list}。',
  },
  points: {
    en: 'Your points, tier and expiring points are on your account page.',
    id: 'Poin, tingkat, dan poin yang akan kedaluwarsa ada di halaman akun Anda.',
    th: 'ดูคะแนน ระดับสมาชิก และคะแนนที่ใกล้หมดอายุได้ที่หน้าบัญชีของคุณ',
    zh: '您的積分、會員等級及即將到期的積分，可在帳戶頁面查看。',
  },
  pointsGuest: {
    en: 'Sign in to see your Beauty Pass points and tier.',
    id: 'Masuk untuk melihat poin dan tingkat Beauty Pass Anda.',
    th: 'เข้าสู่ระบบเพื่อดูคะแนนและระดับ Beauty Pass ของคุณ',
    zh: '請登入查看您的 Beauty Pass 積分及等級。',
  },
  stores: {
    en: 'Our stores, with their opening hours and directions:',
    id: 'Toko kami, lengkap dengan jam buka dan petunjuk arah:',
    th: 'สาขาของเรา พร้อมเวลาเปิดและเส้นทาง:',
    zh: '我們的門市、營業時間及路線：',
  },
  booking: {
    en: 'You can book a makeover, a service or a class at a store here:',
    id: 'Anda dapat memesan makeover, layanan, atau kelas di toko di sini:',
    th: 'จองเมคโอเวอร์ บริการ หรือคลาสที่สาขาได้ที่นี่:',
    zh: '您可在此預約門市化妝、服務或課程：',
  },
  help: {
    en: 'Our customer service team can help you with that:',
    id: 'Tim layanan pelanggan kami dapat membantu Anda:',
    th: 'ฝ่ายบริการลูกค้าของเรายินดีช่วยเหลือค่ะ:',
    zh: '我們的客戶服務團隊可以協助您：',
  },
  busy: {
    en: 'You are asking faster than I can answer. Please try again in {seconds} seconds.',
    id: 'Anda bertanya terlalu cepat. Silakan coba lagi dalam {seconds} detik.',
    th: 'คุณถามเร็วเกินไป โปรดลองอีกครั้งใน {seconds} วินาที',
    zh: '您的提問太頻繁，請於 {seconds} 秒後再試。',
  },
} satisfies Record<string, Record<Language, string>>;

export type ReplyKey = keyof typeof TEXT;
export const reply = templatesOf(TEXT);

const LABELS = {
  seeAll: { en: 'See all', id: 'Lihat semua', th: 'ดูทั้งหมด', zh: '查看全部' },
  signIn: { en: 'Sign in', id: 'Masuk', th: 'เข้าสู่ระบบ', zh: '登入' },
  account: { en: 'My account', id: 'Akun saya', th: 'บัญชีของฉัน', zh: '我的帳戶' },
  stores: { en: 'Find a store', id: 'Cari toko', th: 'ค้นหาสาขา', zh: '尋找門市' },
  booking: { en: 'Book a service', id: 'Pesan layanan', th: 'จองบริการ', zh: '預約服務' },
  help: { en: 'Contact customer service', id: 'Hubungi layanan pelanggan', th: 'ติดต่อฝ่ายบริการลูกค้า', zh: '聯絡客戶服務' },
  orders: { en: 'Your orders', id: 'Pesanan Anda', th: 'คำสั่งซื้อของคุณ', zh: '您的訂單' },
  inStock: { en: 'in stock', id: 'tersedia', th: 'มีสินค้า', zh: '有貨' },
  outOfStock: { en: 'out of stock', id: 'stok habis', th: 'สินค้าหมด', zh: '缺貨' },
  noRating: { en: 'not yet rated', id: 'belum ada rating', th: 'ยังไม่มีคะแนน', zh: '尚未有評分' },
} satisfies Record<string, Record<Language, string>>;
export const label = wordsOf(LABELS);

/** How a concern reads in a sentence ("dry skin", "kulit kering"). */
export const CONCERN_LABELS: Record<string, Record<Language, string>> = {
  dry: { en: 'dry skin', id: 'kulit kering', th: 'ผิวแห้ง', zh: '乾性肌膚' },
  oily: { en: 'oily skin', id: 'kulit berminyak', th: 'ผิวมัน', zh: '油性肌膚' },
  acne: { en: 'acne-prone skin', id: 'kulit berjerawat', th: 'ผิวเป็นสิวง่าย', zh: '易生暗瘡肌膚' },
  ageing: { en: 'signs of ageing', id: 'tanda penuaan', th: 'ริ้วรอยแห่งวัย', zh: '抗老需要' },
  dullness: { en: 'dull skin', id: 'kulit kusam', th: 'ผิวหมองคล้ำ', zh: '暗沉肌膚' },
  sensitive: { en: 'sensitive skin', id: 'kulit sensitif', th: 'ผิวแพ้ง่าย', zh: '敏感肌膚' },
  frizz: { en: 'frizzy hair', id: 'rambut mengembang', th: 'ผมชี้ฟู', zh: '毛躁髮質' },
  vegan: { en: 'vegan', id: 'vegan', th: 'วีแกน', zh: '純素' },
  'fragrance-free': { en: 'fragrance-free', id: 'tanpa pewangi', th: 'ไม่มีน้ำหอม', zh: '無香' },
};

export const PRICE_WORDS = {
  under: { en: 'under {price}', id: 'di bawah {price}', th: 'ไม่เกิน {price}', zh: '{price}以下' },
  over: { en: 'over {price}', id: 'di atas {price}', th: 'ตั้งแต่ {price}', zh: '{price}以上' },
  between: { en: '{min}–{max}', id: '{min}–{max}', th: '{min}–{max}', zh: '{min}至{max}' },
} satisfies Record<string, Record<Language, string>>;
export const priceWords = templatesOf(PRICE_WORDS);

/** Order states as the order page names them. */
export const ORDER_STATUS_LABELS: Record<string, Record<Language, string>> = {
  PAYMENT_PENDING: { en: 'awaiting payment', id: 'menunggu pembayaran', th: 'รอชำระเงิน', zh: '等待付款' },
  CONFIRMED: { en: 'confirmed', id: 'dikonfirmasi', th: 'ยืนยันแล้ว', zh: '已確認' },
  PAYMENT_FAILED: { en: 'payment failed', id: 'pembayaran gagal', th: 'ชำระเงินไม่สำเร็จ', zh: '付款失敗' },
  PAYMENT_BLOCKED: { en: 'payment declined', id: 'pembayaran ditolak', th: 'การชำระเงินถูกปฏิเสธ', zh: '付款被拒' },
};
