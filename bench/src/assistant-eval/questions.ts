// The assistant's evaluation set (issue 17 item 5): shopper questions in the four
// languages across the eight country sites, each with the constraints its answer must
// satisfy. Written by hand from how shoppers ask, independent of the parser's tables:
// a product answer must show in-stock products of the named category, within the budget
// (in the site's currency) and, where a concern is named, listing a highlight for it. A
// store answer names the site's stores (of the city asked about) with their real hours; a
// booking answer names the activity, links its page and gives real free times; a points
// answer is the member's own figures, or only a sign-in prompt for a guest (decision 0113).
export interface EvalQuestion {
  country: 'AU' | 'HK' | 'ID' | 'MY' | 'NZ' | 'PH' | 'SG' | 'TH';
  language: 'en' | 'id' | 'th' | 'zh';
  question: string;
  expect:
    | { kind: 'products'; category?: string; maxMinor?: number; minMinor?: number; highlights?: string[] }
    | { kind: 'link'; href: string }
    /** Names at least one of the site's stores (of `city`, or each of `names`), links the locator. */
    | { kind: 'stores'; city?: string; names?: string[] }
    /** The activity (its slug) named and linked, times from its real slots or sessions. */
    | { kind: 'slots'; activity: string }
    /** What can be booked, listed and linked. */
    | { kind: 'services' }
    /** A member's own figures, or a guest's sign-in prompt. */
    | { kind: 'points'; member: boolean };
}

const DRY = ['Good for: Dryness', 'Hydrating', 'Best for Dry, Combo, Normal Skin', 'Hyaluronic Acid'];
const OILY = ['Best for Oily, Combo, Normal Skin', 'Oil Free', 'Good for: Pores', 'Matte Finish'];
const ACNE = ['Good for: Acne/Blemishes', 'Salicylic Acid'];
const AGEING = ['Good for: Anti-Aging', 'Good for: Loss of firmness', 'Retinol', 'Plumping'];
const DULL = ['Good for: Dullness/Uneven Texture', 'Vitamin C', 'Good for: Dark spots', 'AHA/Glycolic Acid'];
const SENSITIVE = ['Good for: Redness', 'Fragrance Free', 'Hypoallergenic', 'Alcohol Free'];
const FRIZZ = ['Good for: Frizz', 'Curl-Enhancing'];
const VEGAN = ['Vegan'];

const p = (category: string | undefined, extra: { maxMinor?: number; minMinor?: number; highlights?: string[] } = {}) =>
  ({ kind: 'products', ...(category ? { category } : {}), ...extra }) as const;
const link = (href: string) => ({ kind: 'link', href }) as const;
const stores = (place: { city?: string; names?: string[] } = {}) => ({ kind: 'stores', ...place }) as const;
const slots = (activity: string) => ({ kind: 'slots', activity }) as const;
const services = { kind: 'services' } as const;
const points = (member: boolean) => ({ kind: 'points', member }) as const;

type Row = [country: EvalQuestion['country'], language: EvalQuestion['language'], question: string, expect: EvalQuestion['expect']];

/** One question a row: the site (country, language), what the shopper types, what the answer must satisfy. */
const ROWS: Row[] = [
  // Singapore, English (and Chinese typed on it)
  ['SG', 'en', 'cleanser under $30', p('skincare/cleansers', { maxMinor: 3_000 })],
  ['SG', 'en', 'Best moisturiser for dry skin under $80', p('skincare/moisturizers', { maxMinor: 8_000, highlights: DRY })],
  ['SG', 'en', 'a serum for acne', p('skincare/treatments', { highlights: ACNE })],
  ['SG', 'en', 'cheapest sunscreen', p('skincare/sunscreen')],
  ['SG', 'en', 'vegan lipstick below $40', p('makeup/lip', { maxMinor: 4_000, highlights: VEGAN })],
  ['SG', 'en', 'perfume between $50 and $150', p('fragrance', { minMinor: 5_000, maxMinor: 15_000 })],
  ['SG', 'en', 'Where is my order?', link('/sign_in?return_to=%2Faccount%2Forders')],
  ['SG', 'en', 'I want to book a makeover', slots('full-makeover')],
  ['SG', 'en', 'which stores are open now', stores()],
  ['SG', 'en', 'I need to talk to customer service', link('/pages/help')],
  // Chinese typed on the English-only Singapore site: understood, answered in English.
  ['SG', 'en', '50元以下的面霜', p('skincare/moisturizers', { maxMinor: 5_000 })],
  ['SG', 'en', '推薦適合油性肌膚的潔面', p('skincare/cleansers', { highlights: OILY })],
  ['HK', 'zh', '我的訂單狀態？', link('/sign_in?return_to=%2Faccount%2Forders')],
  // Thailand, Thai and English
  ['TH', 'th', 'ขอคลีนเซอร์ราคาไม่เกิน 500 บาท', p('skincare/cleansers', { maxMinor: 50_000 })],
  ['TH', 'th', 'มอยส์เจอไรเซอร์สำหรับผิวแห้ง ไม่เกิน 2,000 บาท', p('skincare/moisturizers', { maxMinor: 200_000, highlights: DRY })],
  ['TH', 'th', 'เซรั่มสำหรับผิวเป็นสิว', p('skincare/treatments', { highlights: ACNE })],
  ['TH', 'th', 'ครีมกันแดดราคาถูกที่สุด', p('skincare/sunscreen')],
  ['TH', 'th', 'ลิปสติกต่ำกว่า 1000 บาท', p('makeup/lip', { maxMinor: 100_000 })],
  ['TH', 'th', 'น้ำหอมยอดนิยม', p('fragrance')],
  ['TH', 'th', 'มาสคาร่าไม่เกิน 900 บาท', p('makeup/eye', { maxMinor: 90_000 })],
  ['TH', 'th', 'แชมพูสำหรับผมชี้ฟู', p('hair/shampoo-conditioner', { highlights: FRIZZ })],
  ['TH', 'th', 'คำสั่งซื้อของฉันอยู่ไหน', link('/sign_in?return_to=%2Faccount%2Forders')],
  ['TH', 'th', 'อยากจองเมคโอเวอร์', slots('full-makeover')],
  ['TH', 'th', 'สาขาใกล้ฉันเปิดกี่โมง', stores()],
  ['TH', 'en', 'toner under 800 baht', p('skincare/cleansers/toners', { maxMinor: 80_000 })],
  ['TH', 'en', 'eye cream for dark circles', p('skincare/eye-care')],
  // Indonesia, Indonesian and English
  ['ID', 'id', 'pembersih wajah di bawah Rp 300.000', p('skincare/cleansers', { maxMinor: 30_000_000 })],
  ['ID', 'id', 'pelembap untuk kulit kering di bawah 500rb', p('skincare/moisturizers', { maxMinor: 50_000_000, highlights: DRY })],
  ['ID', 'id', 'serum untuk kulit berjerawat', p('skincare/treatments', { highlights: ACNE })],
  ['ID', 'id', 'tabir surya termurah', p('skincare/sunscreen')],
  ['ID', 'id', 'lipstik maksimal 400 ribu', p('makeup/lip', { maxMinor: 40_000_000 })],
  ['ID', 'id', 'parfum terbaik', p('fragrance')],
  ['ID', 'id', 'masker untuk kulit kusam', p('skincare/masks', { highlights: DULL })],
  ['ID', 'id', 'sampo untuk rambut mengembang', p('hair/shampoo-conditioner', { highlights: FRIZZ })],
  ['ID', 'id', 'Di mana pesanan saya?', link('/sign_in?return_to=%2Faccount%2Forders')],
  ['ID', 'id', 'Saya mau booking makeover', slots('full-makeover')],
  ['ID', 'id', 'jam buka toko terdekat', stores()],
  ['ID', 'id', 'saya ingin bicara dengan layanan pelanggan', link('/pages/help')],
  ['ID', 'en', 'foundation under Rp 700.000', p('makeup/face/foundation', { maxMinor: 70_000_000 })],
  // Hong Kong, Chinese and English
  ['HK', 'zh', 'HK$200 以下的潔面', p('skincare/cleansers', { maxMinor: 20_000 })],
  ['HK', 'zh', '適合乾性肌膚的保濕霜', p('skincare/moisturizers', { highlights: DRY })],
  ['HK', 'zh', '抗老精華', p('skincare/treatments', { highlights: AGEING })],
  ['HK', 'zh', '最便宜的防曬', p('skincare/sunscreen')],
  ['HK', 'zh', '500元以下的口紅', p('makeup/lip', { maxMinor: 50_000 })],
  ['HK', 'zh', '香水 HK$300 到 1000', p('fragrance', { minMinor: 30_000, maxMinor: 100_000 })],
  ['HK', 'zh', '適合敏感肌膚的面膜', p('skincare/masks', { highlights: SENSITIVE })],
  ['HK', 'zh', '人氣睫毛膏', p('makeup/eye')],
  ['HK', 'zh', '我的訂單', link('/sign_in?return_to=%2Faccount%2Forders')],
  ['HK', 'zh', '我想預約化妝服務', slots('full-makeover')],
  ['HK', 'zh', '門市營業時間', stores()],
  ['HK', 'zh', '我要投訴，請找客服', link('/pages/help')],
  ['HK', 'en', 'blush under HK$350', p('makeup/cheek', { maxMinor: 35_000 })],
  // Malaysia, English
  ['MY', 'en', 'cleanser under RM 100', p('skincare/cleansers', { maxMinor: 10_000 })],
  ['MY', 'en', 'moisturizer for oily skin', p('skincare/moisturizers', { highlights: OILY })],
  ['MY', 'en', 'anti-aging eye cream', p('skincare/eye-care', { highlights: AGEING })],
  ['MY', 'en', 'sunscreen below RM150', p('skincare/sunscreen', { maxMinor: 15_000 })],
  ['MY', 'en', 'best concealer', p('makeup/face/concealer')],
  ['MY', 'en', 'primer under RM 200', p('makeup/face/face-primer', { maxMinor: 20_000 })],
  ['MY', 'en', 'brightening serum for dull skin', p('skincare/treatments', { highlights: DULL })],
  ['MY', 'en', 'shampoo for frizzy hair under RM 120', p('hair/shampoo-conditioner', { maxMinor: 12_000, highlights: FRIZZ })],
  ['MY', 'en', 'track my order', link('/sign_in?return_to=%2Faccount%2Forders')],
  ['MY', 'en', 'book a class', services],
  ['MY', 'en', 'nearest store opening hours', stores()],
  ['MY', 'en', 'highlighter between RM 50 and RM 150', p('makeup/face/highlighter', { minMinor: 5_000, maxMinor: 15_000 })],
  ['MY', 'en', 'vegan cleanser', p('skincare/cleansers', { highlights: VEGAN })],
  // Australia, English
  ['AU', 'en', 'face wash under $40', p('skincare/cleansers', { maxMinor: 4_000 })],
  ['AU', 'en', 'moisturiser for sensitive skin', p('skincare/moisturizers', { highlights: SENSITIVE })],
  ['AU', 'en', 'retinol serum for wrinkles', p('skincare/treatments', { highlights: AGEING })],
  ['AU', 'en', 'spf under $60', p('skincare/sunscreen', { maxMinor: 6_000 })],
  ['AU', 'en', 'newest lip gloss', p('makeup/lip')],
  ['AU', 'en', 'foundation over $50', p('makeup/face/foundation', { minMinor: 5_000 })],
  ['AU', 'en', 'body lotion under $50', p('bath-body/body-moisturizers', { maxMinor: 5_000 })],
  ['AU', 'en', 'conditioner for curly hair', p('hair/shampoo-conditioner', { highlights: FRIZZ })],
  ['AU', 'en', 'my order status', link('/sign_in?return_to=%2Faccount%2Forders')],
  ['AU', 'en', 'book an appointment', services],
  ['AU', 'en', 'store near me', stores()],
  ['AU', 'en', 'refund please, talk to a human', link('/pages/help')],
  ['AU', 'en', 'affordable face mask', p('skincare/masks')],
  // New Zealand, English
  ['NZ', 'en', 'cleanser for acne under $50', p('skincare/cleansers', { maxMinor: 5_000, highlights: ACNE })],
  ['NZ', 'en', 'hydrating moisturizer for dry skin', p('skincare/moisturizers', { highlights: DRY })],
  ['NZ', 'en', 'vitamin c serum for dull skin under $100', p('skincare/treatments', { maxMinor: 10_000, highlights: DULL })],
  ['NZ', 'en', 'sunscreen', p('skincare/sunscreen')],
  ['NZ', 'en', 'eyeliner under $40', p('makeup/eye', { maxMinor: 4_000 })],
  ['NZ', 'en', 'perfume under $120', p('fragrance', { maxMinor: 12_000 })],
  ['NZ', 'en', 'toner for oily skin', p('skincare/cleansers/toners', { highlights: OILY })],
  ['NZ', 'en', 'where is my parcel, track my order', link('/sign_in?return_to=%2Faccount%2Forders')],
  ['NZ', 'en', 'book a brow service', slots('brow-shaping')],
  ['NZ', 'en', 'opening hours of the store', stores()],
  ['NZ', 'en', 'hair mask under $60', p('hair', { maxMinor: 6_000 })],
  ['NZ', 'en', 'eye cream under $90', p('skincare/eye-care', { maxMinor: 9_000 })],
  ['NZ', 'en', 'customer service', link('/pages/help')],
  // Philippines, English
  ['PH', 'en', 'cleanser under ₱1,500', p('skincare/cleansers', { maxMinor: 150_000 })],
  ['PH', 'en', 'moisturizer for oily skin under PHP 3000', p('skincare/moisturizers', { maxMinor: 300_000, highlights: OILY })],
  ['PH', 'en', 'acne treatment', p('skincare/treatments', { highlights: ACNE })],
  ['PH', 'en', 'sunblock under 2000 pesos', p('skincare/sunscreen', { maxMinor: 200_000 })],
  ['PH', 'en', 'lipstick under ₱1,200', p('makeup/lip', { maxMinor: 120_000 })],
  ['PH', 'en', 'best mascara', p('makeup/eye')],
  ['PH', 'en', 'fragrance-free moisturiser', p('skincare/moisturizers', { highlights: ['Fragrance Free'] })],
  ['PH', 'en', 'where is my order', link('/sign_in?return_to=%2Faccount%2Forders')],
  ['PH', 'en', 'book a makeover session', slots('full-makeover')],
  ['PH', 'en', 'nearest store', stores()],
  ['PH', 'en', 'I want to speak to customer service', link('/pages/help')],
  ['PH', 'en', 'cheap dry shampoo', p('hair')],
  ['PH', 'en', 'serum for anti-aging under ₱5,000', p('skincare/treatments', { maxMinor: 500_000, highlights: AGEING })],
  // Stores and opening hours (decision 0113), in the four languages
  ['TH', 'th', 'สาขาไหนเปิดบ้าง', stores()],
  ['TH', 'th', 'สาขาในกรุงเทพเปิดกี่โมง', stores({ city: 'Bangkok' })],
  ['TH', 'en', 'which stores are open in Bangkok', stores({ city: 'Bangkok' })],
  ['TH', 'th', 'สาขาเชียงใหม่ปิดกี่โมง', stores({ city: 'Chiang Mai' })],
  ['SG', 'en', 'is VivoCity open today', stores({ names: ['VivoCity'] })],
  ['SG', 'en', 'stores near 238801', stores({ names: ['ION Orchard (flagship)'] })],
  ['AU', 'en', 'opening hours of the Perth store', stores({ city: 'Perth' })],
  ['AU', 'en', 'which stores are open in Melbourne', stores({ city: 'Melbourne' })],
  ['MY', 'en', 'stores in Kuala Lumpur', stores({ city: 'Kuala Lumpur' })],
  ['MY', 'en', '吉隆坡的门店几点开门', stores({ city: 'Kuala Lumpur' })],
  ['ID', 'id', 'toko mana yang masih buka di Jakarta', stores({ city: 'Jakarta' })],
  ['ID', 'id', 'jam buka toko di Bali', stores({ city: 'Kuta' })],
  ['HK', 'zh', '銅鑼灣門市營業時間', stores({ names: ['Times Square Causeway Bay'] })],
  ['HK', 'zh', '九龍有門市嗎', stores({ city: 'Kowloon' })],
  ['NZ', 'en', 'stores in Auckland', stores({ city: 'Auckland' })],
  ['PH', 'en', 'is the Makati store open now', stores({ city: 'Makati' })],
  // Services, classes and their free times
  ['TH', 'th', 'อยากจองเมคโอเวอร์พรุ่งนี้', slots('full-makeover')],
  ['TH', 'th', 'จองจัดทรงคิ้วที่ Siam Paragon', slots('brow-shaping')],
  ['SG', 'en', 'free slots for brow shaping at VivoCity', slots('brow-shaping')],
  ['SG', 'en', 'book a skin consultation tomorrow', slots('skin-consultation')],
  ['AU', 'en', 'book an express makeup in Perth', slots('express-makeup')],
  ['MY', 'en', 'when is the next contour class', slots('contour-class')],
  ['ID', 'id', 'jadwal kelas skincare', slots('skincare-101')],
  ['ID', 'id', 'booking konsultasi kulit besok', slots('skin-consultation')],
  ['HK', 'zh', '預約修眉明天有時段嗎', slots('brow-shaping')],
  ['HK', 'zh', '有什麼課程可以報名', services],
  ['NZ', 'en', 'what services can I book', services],
  ['PH', 'en', 'book a full makeover at Greenbelt 5', slots('full-makeover')],
  // Beauty Pass points: a guest is asked to sign in; a member sees their own
  ['SG', 'en', 'how many points do I have', points(false)],
  ['ID', 'id', 'berapa poin saya', points(false)],
  ['MY', 'en', '我的积分', points(false)],
  ['AU', 'en', 'when do my points expire', points(false)],
  ['NZ', 'en', 'my beauty pass points', points(false)],
  ['SG', 'en', 'what is my tier', points(true)],
  ['HK', 'zh', '我的積分', points(true)],
  ['TH', 'th', 'แต้มของฉันเหลือเท่าไหร่', points(true)],
  ['ID', 'id', 'berapa poin saya dan kapan kedaluwarsa', points(true)],
];

export const QUESTIONS: EvalQuestion[] = ROWS.map(([country, language, question, expect]) => ({ country, language, question, expect }));
