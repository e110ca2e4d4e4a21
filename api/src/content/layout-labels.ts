// The words of the footer in the four interface languages (docs/product.md#locale: en, id, th, zh). zh
// is served only in Hong Kong (docs/product.md#locale), so it is written in traditional characters as
// Hong Kong reads them. The header's category names are catalog/category-labels.ts.
import type { Language } from '@beauty/contracts/locale';

export const FOOTER_LABELS = {
  shop: { en: 'Shop', id: 'Belanja', th: 'ช้อปปิ้ง', zh: '購物' },
  allBrands: { en: 'All brands', id: 'Semua merek', th: 'แบรนด์ทั้งหมด', zh: '所有品牌' },
  bag: { en: 'Shopping bag', id: 'Tas belanja', th: 'ถุงช้อปปิ้ง', zh: '購物袋' },
  services: { en: 'Beauty services', id: 'Layanan kecantikan', th: 'บริการความงาม', zh: '美容服務' },
  stores: { en: 'Find a store', id: 'Cari toko', th: 'ค้นหาสาขา', zh: '尋找門市' },
  happening: { en: "What's happening", id: 'Ada apa di toko', th: 'กิจกรรมในร้าน', zh: '門市活動' },
  help: { en: 'My account', id: 'Akun saya', th: 'บัญชีของฉัน', zh: '我的帳戶' },
  signIn: { en: 'Sign in', id: 'Masuk', th: 'เข้าสู่ระบบ', zh: '登入' },
  about: { en: 'About', id: 'Tentang', th: 'เกี่ยวกับเรา', zh: '關於我們' },
  aboutUs: { en: 'About us', id: 'Tentang kami', th: 'เกี่ยวกับเรา', zh: '關於我們' },
  privacy: { en: 'Privacy policy', id: 'Kebijakan privasi', th: 'นโยบายความเป็นส่วนตัว', zh: '私隱政策' },
  terms: { en: 'Terms & conditions', id: 'Syarat & ketentuan', th: 'ข้อกำหนดและเงื่อนไข', zh: '條款及細則' },
} satisfies Record<string, Record<Language, string>>;
