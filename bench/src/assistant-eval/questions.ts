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
const VEGAN = ['Vegan'];

const p = (category: string | undefined, extra: { maxMinor?: number; minMinor?: number; highlights?: string[] } = {}) =>
  ({ kind: 'products', ...(category ? { category } : {}), ...extra }) as const;
const link = (href: string) => ({ kind: 'link', href }) as const;
const stores = (place: { city?: string; names?: string[] } = {}) => ({ kind: 'stores', ...place }) as const;
const slots = (activity: string) => ({ kind: 'slots', activity }) as const;
const services = { kind: 'services' } as const;
const points = (member: boolean) => ({ kind: 'points', member }) as const;

export const QUESTIONS: EvalQuestion[] = [
  // Singapore, English (and Chinese typed on it)
  { country: 'SG', language: 'en', question: 'cleanser under $30', expect: p('skincare/cleansers', { maxMinor: 3_000 }) },
  {
    country: 'SG',
    language: 'en',
    question: 'Best moisturiser for dry skin under $80',
    expect: p('skincare/moisturizers', { maxMinor: 8_000, highlights: DRY }),
  },
  { country: 'SG', language: 'en', question: 'a serum for acne', expect: p('skincare/treatments', { highlights: ACNE }) },
  { country: 'SG', language: 'en', question: 'cheapest sunscreen', expect: p('skincare/sunscreen') },
  { country: 'SG', language: 'en', question: 'vegan lipstick below $40', expect: p('makeup/lip', { maxMinor: 4_000, highlights: VEGAN }) },
  { country: 'SG', language: 'en', question: 'perfume between $50 and $150', expect: p('fragrance', { minMinor: 5_000, maxMinor: 15_000 }) },
  { country: 'SG', language: 'en', question: 'Where is my order?', expect: link('/sign_in?return_to=%2Faccount%2Forders') },
  { country: 'SG', language: 'en', question: 'I want to book a makeover', expect: slots('full-makeover') },
  { country: 'SG', language: 'en', question: 'which stores are open now', expect: stores() },
  { country: 'SG', language: 'en', question: 'I need to talk to customer service', expect: link('/pages/help') },
  // Chinese typed on the English-only Singapore site: understood, answered in English.
  { country: 'SG', language: 'en', question: '50元以下的面霜', expect: p('skincare/moisturizers', { maxMinor: 5_000 }) },
  { country: 'SG', language: 'en', question: '推薦適合油性肌膚的潔面', expect: p('skincare/cleansers', { highlights: OILY }) },
  { country: 'HK', language: 'zh', question: '我的訂單狀態？', expect: link('/sign_in?return_to=%2Faccount%2Forders') },
  // Thailand, Thai and English
  { country: 'TH', language: 'th', question: 'ขอคลีนเซอร์ราคาไม่เกิน 500 บาท', expect: p('skincare/cleansers', { maxMinor: 50_000 }) },
  {
    country: 'TH',
    language: 'th',
    question: 'มอยส์เจอไรเซอร์สำหรับผิวแห้ง ไม่เกิน 2,000 บาท',
    expect: p('skincare/moisturizers', { maxMinor: 200_000, highlights: DRY }),
  },
  { country: 'TH', language: 'th', question: 'เซรั่มสำหรับผิวเป็นสิว', expect: p('skincare/treatments', { highlights: ACNE }) },
  { country: 'TH', language: 'th', question: 'ครีมกันแดดราคาถูกที่สุด', expect: p('skincare/sunscreen') },
  { country: 'TH', language: 'th', question: 'ลิปสติกต่ำกว่า 1000 บาท', expect: p('makeup/lip', { maxMinor: 100_000 }) },
  { country: 'TH', language: 'th', question: 'น้ำหอมยอดนิยม', expect: p('fragrance') },
  { country: 'TH', language: 'th', question: 'มาสคาร่าไม่เกิน 900 บาท', expect: p('makeup/eye', { maxMinor: 90_000 }) },
  { country: 'TH', language: 'th', question: 'แชมพูสำหรับผมชี้ฟู', expect: p('hair/shampoo-conditioner', { highlights: ['Good for: Frizz', 'Curl-Enhancing'] }) },
  { country: 'TH', language: 'th', question: 'คำสั่งซื้อของฉันอยู่ไหน', expect: link('/sign_in?return_to=%2Faccount%2Forders') },
  { country: 'TH', language: 'th', question: 'อยากจองเมคโอเวอร์', expect: slots('full-makeover') },
  { country: 'TH', language: 'th', question: 'สาขาใกล้ฉันเปิดกี่โมง', expect: stores() },
  { country: 'TH', language: 'en', question: 'toner under 800 baht', expect: p('skincare/cleansers/toners', { maxMinor: 80_000 }) },
  { country: 'TH', language: 'en', question: 'eye cream for dark circles', expect: p('skincare/eye-care') },
  // Indonesia, Indonesian and English
  { country: 'ID', language: 'id', question: 'pembersih wajah di bawah Rp 300.000', expect: p('skincare/cleansers', { maxMinor: 30_000_000 }) },
  {
    country: 'ID',
    language: 'id',
    question: 'pelembap untuk kulit kering di bawah 500rb',
    expect: p('skincare/moisturizers', { maxMinor: 50_000_000, highlights: DRY }),
  },
  { country: 'ID', language: 'id', question: 'serum untuk kulit berjerawat', expect: p('skincare/treatments', { highlights: ACNE }) },
  { country: 'ID', language: 'id', question: 'tabir surya termurah', expect: p('skincare/sunscreen') },
  { country: 'ID', language: 'id', question: 'lipstik maksimal 400 ribu', expect: p('makeup/lip', { maxMinor: 40_000_000 }) },
  { country: 'ID', language: 'id', question: 'parfum terbaik', expect: p('fragrance') },
  { country: 'ID', language: 'id', question: 'masker untuk kulit kusam', expect: p('skincare/masks', { highlights: DULL }) },
  {
    country: 'ID',
    language: 'id',
    question: 'sampo untuk rambut mengembang',
    expect: p('hair/shampoo-conditioner', { highlights: ['Good for: Frizz', 'Curl-Enhancing'] }),
  },
  { country: 'ID', language: 'id', question: 'Di mana pesanan saya?', expect: link('/sign_in?return_to=%2Faccount%2Forders') },
  { country: 'ID', language: 'id', question: 'Saya mau booking makeover', expect: slots('full-makeover') },
  { country: 'ID', language: 'id', question: 'jam buka toko terdekat', expect: stores() },
  { country: 'ID', language: 'id', question: 'saya ingin bicara dengan layanan pelanggan', expect: link('/pages/help') },
  { country: 'ID', language: 'en', question: 'foundation under Rp 700.000', expect: p('makeup/face/foundation', { maxMinor: 70_000_000 }) },
  // Hong Kong, Chinese and English
  { country: 'HK', language: 'zh', question: 'HK$200 以下的潔面', expect: p('skincare/cleansers', { maxMinor: 20_000 }) },
  { country: 'HK', language: 'zh', question: '適合乾性肌膚的保濕霜', expect: p('skincare/moisturizers', { highlights: DRY }) },
  { country: 'HK', language: 'zh', question: '抗老精華', expect: p('skincare/treatments', { highlights: AGEING }) },
  { country: 'HK', language: 'zh', question: '最便宜的防曬', expect: p('skincare/sunscreen') },
  { country: 'HK', language: 'zh', question: '500元以下的口紅', expect: p('makeup/lip', { maxMinor: 50_000 }) },
  { country: 'HK', language: 'zh', question: '香水 HK$300 到 1000', expect: p('fragrance', { minMinor: 30_000, maxMinor: 100_000 }) },
  { country: 'HK', language: 'zh', question: '適合敏感肌膚的面膜', expect: p('skincare/masks', { highlights: SENSITIVE }) },
  { country: 'HK', language: 'zh', question: '人氣睫毛膏', expect: p('makeup/eye') },
  { country: 'HK', language: 'zh', question: '我的訂單', expect: link('/sign_in?return_to=%2Faccount%2Forders') },
  { country: 'HK', language: 'zh', question: '我想預約化妝服務', expect: slots('full-makeover') },
  { country: 'HK', language: 'zh', question: '門市營業時間', expect: stores() },
  { country: 'HK', language: 'zh', question: '我要投訴，請找客服', expect: link('/pages/help') },
  { country: 'HK', language: 'en', question: 'blush under HK$350', expect: p('makeup/cheek', { maxMinor: 35_000 }) },
  // Malaysia, English
  { country: 'MY', language: 'en', question: 'cleanser under RM 100', expect: p('skincare/cleansers', { maxMinor: 10_000 }) },
  { country: 'MY', language: 'en', question: 'moisturizer for oily skin', expect: p('skincare/moisturizers', { highlights: OILY }) },
  { country: 'MY', language: 'en', question: 'anti-aging eye cream', expect: p('skincare/eye-care', { highlights: AGEING }) },
  { country: 'MY', language: 'en', question: 'sunscreen below RM150', expect: p('skincare/sunscreen', { maxMinor: 15_000 }) },
  { country: 'MY', language: 'en', question: 'best concealer', expect: p('makeup/face/concealer') },
  { country: 'MY', language: 'en', question: 'primer under RM 200', expect: p('makeup/face/face-primer', { maxMinor: 20_000 }) },
  { country: 'MY', language: 'en', question: 'brightening serum for dull skin', expect: p('skincare/treatments', { highlights: DULL }) },
  {
    country: 'MY',
    language: 'en',
    question: 'shampoo for frizzy hair under RM 120',
    expect: p('hair/shampoo-conditioner', { maxMinor: 12_000, highlights: ['Good for: Frizz', 'Curl-Enhancing'] }),
  },
  { country: 'MY', language: 'en', question: 'track my order', expect: link('/sign_in?return_to=%2Faccount%2Forders') },
  { country: 'MY', language: 'en', question: 'book a class', expect: services },
  { country: 'MY', language: 'en', question: 'nearest store opening hours', expect: stores() },
  {
    country: 'MY',
    language: 'en',
    question: 'highlighter between RM 50 and RM 150',
    expect: p('makeup/face/highlighter', { minMinor: 5_000, maxMinor: 15_000 }),
  },
  { country: 'MY', language: 'en', question: 'vegan cleanser', expect: p('skincare/cleansers', { highlights: VEGAN }) },
  // Australia, English
  { country: 'AU', language: 'en', question: 'face wash under $40', expect: p('skincare/cleansers', { maxMinor: 4_000 }) },
  { country: 'AU', language: 'en', question: 'moisturiser for sensitive skin', expect: p('skincare/moisturizers', { highlights: SENSITIVE }) },
  { country: 'AU', language: 'en', question: 'retinol serum for wrinkles', expect: p('skincare/treatments', { highlights: AGEING }) },
  { country: 'AU', language: 'en', question: 'spf under $60', expect: p('skincare/sunscreen', { maxMinor: 6_000 }) },
  { country: 'AU', language: 'en', question: 'newest lip gloss', expect: p('makeup/lip') },
  { country: 'AU', language: 'en', question: 'foundation over $50', expect: p('makeup/face/foundation', { minMinor: 5_000 }) },
  { country: 'AU', language: 'en', question: 'body lotion under $50', expect: p('bath-body/body-moisturizers', { maxMinor: 5_000 }) },
  {
    country: 'AU',
    language: 'en',
    question: 'conditioner for curly hair',
    expect: p('hair/shampoo-conditioner', { highlights: ['Good for: Frizz', 'Curl-Enhancing'] }),
  },
  { country: 'AU', language: 'en', question: 'my order status', expect: link('/sign_in?return_to=%2Faccount%2Forders') },
  { country: 'AU', language: 'en', question: 'book an appointment', expect: services },
  { country: 'AU', language: 'en', question: 'store near me', expect: stores() },
  { country: 'AU', language: 'en', question: 'refund please, talk to a human', expect: link('/pages/help') },
  { country: 'AU', language: 'en', question: 'affordable face mask', expect: p('skincare/masks') },
  // New Zealand, English
  { country: 'NZ', language: 'en', question: 'cleanser for acne under $50', expect: p('skincare/cleansers', { maxMinor: 5_000, highlights: ACNE }) },
  { country: 'NZ', language: 'en', question: 'hydrating moisturizer for dry skin', expect: p('skincare/moisturizers', { highlights: DRY }) },
  {
    country: 'NZ',
    language: 'en',
    question: 'vitamin c serum for dull skin under $100',
    expect: p('skincare/treatments', { maxMinor: 10_000, highlights: DULL }),
  },
  { country: 'NZ', language: 'en', question: 'sunscreen', expect: p('skincare/sunscreen') },
  { country: 'NZ', language: 'en', question: 'eyeliner under $40', expect: p('makeup/eye', { maxMinor: 4_000 }) },
  { country: 'NZ', language: 'en', question: 'perfume under $120', expect: p('fragrance', { maxMinor: 12_000 }) },
  { country: 'NZ', language: 'en', question: 'toner for oily skin', expect: p('skincare/cleansers/toners', { highlights: OILY }) },
  { country: 'NZ', language: 'en', question: 'where is my parcel, track my order', expect: link('/sign_in?return_to=%2Faccount%2Forders') },
  { country: 'NZ', language: 'en', question: 'book a brow service', expect: slots('brow-shaping') },
  { country: 'NZ', language: 'en', question: 'opening hours of the store', expect: stores() },
  { country: 'NZ', language: 'en', question: 'hair mask under $60', expect: p('hair', { maxMinor: 6_000 }) },
  { country: 'NZ', language: 'en', question: 'eye cream under $90', expect: p('skincare/eye-care', { maxMinor: 9_000 }) },
  { country: 'NZ', language: 'en', question: 'customer service', expect: link('/pages/help') },
  // Philippines, English
  { country: 'PH', language: 'en', question: 'cleanser under ₱1,500', expect: p('skincare/cleansers', { maxMinor: 150_000 }) },
  {
    country: 'PH',
    language: 'en',
    question: 'moisturizer for oily skin under PHP 3000',
    expect: p('skincare/moisturizers', { maxMinor: 300_000, highlights: OILY }),
  },
  { country: 'PH', language: 'en', question: 'acne treatment', expect: p('skincare/treatments', { highlights: ACNE }) },
  { country: 'PH', language: 'en', question: 'sunblock under 2000 pesos', expect: p('skincare/sunscreen', { maxMinor: 200_000 }) },
  { country: 'PH', language: 'en', question: 'lipstick under ₱1,200', expect: p('makeup/lip', { maxMinor: 120_000 }) },
  { country: 'PH', language: 'en', question: 'best mascara', expect: p('makeup/eye') },
  { country: 'PH', language: 'en', question: 'fragrance-free moisturiser', expect: p('skincare/moisturizers', { highlights: ['Fragrance Free'] }) },
  { country: 'PH', language: 'en', question: 'where is my order', expect: link('/sign_in?return_to=%2Faccount%2Forders') },
  { country: 'PH', language: 'en', question: 'book a makeover session', expect: slots('full-makeover') },
  { country: 'PH', language: 'en', question: 'nearest store', expect: stores() },
  { country: 'PH', language: 'en', question: 'I want to speak to customer service', expect: link('/pages/help') },
  { country: 'PH', language: 'en', question: 'cheap dry shampoo', expect: p('hair') },
  { country: 'PH', language: 'en', question: 'serum for anti-aging under ₱5,000', expect: p('skincare/treatments', { maxMinor: 500_000, highlights: AGEING }) },
  // Stores and opening hours (decision 0113), in the four languages
  { country: 'TH', language: 'th', question: 'สาขาไหนเปิดบ้าง', expect: stores() },
  { country: 'TH', language: 'th', question: 'สาขาในกรุงเทพเปิดกี่โมง', expect: stores({ city: 'Bangkok' }) },
  { country: 'TH', language: 'en', question: 'which stores are open in Bangkok', expect: stores({ city: 'Bangkok' }) },
  { country: 'TH', language: 'th', question: 'สาขาเชียงใหม่ปิดกี่โมง', expect: stores({ city: 'Chiang Mai' }) },
  { country: 'SG', language: 'en', question: 'is VivoCity open today', expect: stores({ names: ['VivoCity'] }) },
  { country: 'SG', language: 'en', question: 'stores near 238801', expect: stores({ names: ['ION Orchard (flagship)'] }) },
  { country: 'AU', language: 'en', question: 'opening hours of the Perth store', expect: stores({ city: 'Perth' }) },
  { country: 'AU', language: 'en', question: 'which stores are open in Melbourne', expect: stores({ city: 'Melbourne' }) },
  { country: 'MY', language: 'en', question: 'stores in Kuala Lumpur', expect: stores({ city: 'Kuala Lumpur' }) },
  { country: 'MY', language: 'en', question: '吉隆坡的门店几点开门', expect: stores({ city: 'Kuala Lumpur' }) },
  { country: 'ID', language: 'id', question: 'toko mana yang masih buka di Jakarta', expect: stores({ city: 'Jakarta' }) },
  { country: 'ID', language: 'id', question: 'jam buka toko di Bali', expect: stores({ city: 'Kuta' }) },
  { country: 'HK', language: 'zh', question: '銅鑼灣門市營業時間', expect: stores({ names: ['Times Square Causeway Bay'] }) },
  { country: 'HK', language: 'zh', question: '九龍有門市嗎', expect: stores({ city: 'Kowloon' }) },
  { country: 'NZ', language: 'en', question: 'stores in Auckland', expect: stores({ city: 'Auckland' }) },
  { country: 'PH', language: 'en', question: 'is the Makati store open now', expect: stores({ city: 'Makati' }) },
  // Services, classes and their free times
  { country: 'TH', language: 'th', question: 'อยากจองเมคโอเวอร์พรุ่งนี้', expect: slots('full-makeover') },
  { country: 'TH', language: 'th', question: 'จองจัดทรงคิ้วที่ Siam Paragon', expect: slots('brow-shaping') },
  { country: 'SG', language: 'en', question: 'free slots for brow shaping at VivoCity', expect: slots('brow-shaping') },
  { country: 'SG', language: 'en', question: 'book a skin consultation tomorrow', expect: slots('skin-consultation') },
  { country: 'AU', language: 'en', question: 'book an express makeup in Perth', expect: slots('express-makeup') },
  { country: 'MY', language: 'en', question: 'when is the next contour class', expect: slots('contour-class') },
  { country: 'ID', language: 'id', question: 'jadwal kelas skincare', expect: slots('skincare-101') },
  { country: 'ID', language: 'id', question: 'booking konsultasi kulit besok', expect: slots('skin-consultation') },
  { country: 'HK', language: 'zh', question: '預約修眉明天有時段嗎', expect: slots('brow-shaping') },
  { country: 'HK', language: 'zh', question: '有什麼課程可以報名', expect: services },
  { country: 'NZ', language: 'en', question: 'what services can I book', expect: services },
  { country: 'PH', language: 'en', question: 'book a full makeover at Greenbelt 5', expect: slots('full-makeover') },
  // Beauty Pass points: a guest is asked to sign in; a member sees their own
  { country: 'SG', language: 'en', question: 'how many points do I have', expect: points(false) },
  { country: 'ID', language: 'id', question: 'berapa poin saya', expect: points(false) },
  { country: 'MY', language: 'en', question: '我的积分', expect: points(false) },
  { country: 'AU', language: 'en', question: 'when do my points expire', expect: points(false) },
  { country: 'NZ', language: 'en', question: 'my beauty pass points', expect: points(false) },
  { country: 'SG', language: 'en', question: 'what is my tier', expect: points(true) },
  { country: 'HK', language: 'zh', question: '我的積分', expect: points(true) },
  { country: 'TH', language: 'th', question: 'แต้มของฉันเหลือเท่าไหร่', expect: points(true) },
  { country: 'ID', language: 'id', question: 'berapa poin saya dan kapan kedaluwarsa', expect: points(true) },
];
