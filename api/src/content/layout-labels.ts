// The words of the header and footer in the four interface languages (spec §1: en, id,
// th, zh). zh is served only in Hong Kong (spec §3), so it is written in traditional
// characters as Hong Kong reads them. Category names below the top level come from
// the catalogue in English, as the data set has them.
import type { Language } from '@beauty/contracts/locale';

/** Top-level category names by slug. */
export const TOP_CATEGORY_LABELS: Record<string, Record<Language, string>> = {
  makeup: { en: 'Makeup', id: 'Makeup', th: 'เมคอัพ', zh: '彩妝' },
  skincare: { en: 'Skincare', id: 'Perawatan Kulit', th: 'ดูแลผิว', zh: '護膚' },
  hair: { en: 'Hair', id: 'Rambut', th: 'ดูแลเส้นผม', zh: '護髮' },
  fragrance: { en: 'Fragrance', id: 'Parfum', th: 'น้ำหอม', zh: '香水' },
  'bath-body': { en: 'Bath & Body', id: 'Mandi & Tubuh', th: 'อาบน้ำและดูแลผิวกาย', zh: '沐浴及身體護理' },
  'tools-brushes': { en: 'Tools & Brushes', id: 'Alat & Kuas', th: 'อุปกรณ์และแปรง', zh: '美容工具及化妝掃' },
  'mini-size': { en: 'Mini Size', id: 'Ukuran Mini', th: 'ขนาดมินิ', zh: '迷你裝' },
  men: { en: 'Men', id: 'Pria', th: 'ผู้ชาย', zh: '男士' },
  gifts: { en: 'Gifts', id: 'Hadiah', th: 'ของขวัญ', zh: '禮品' },
};

export const FOOTER_LABELS = {
  shop: { en: 'Shop', id: 'Belanja', th: 'ช้อปปิ้ง', zh: '購物' },
  allBrands: { en: 'All brands', id: 'Semua merek', th: 'แบรนด์ทั้งหมด', zh: '所有品牌' },
  bag: { en: 'Shopping bag', id: 'Tas belanja', th: 'ถุงช้อปปิ้ง', zh: '購物袋' },
  services: { en: 'Beauty services', id: 'Layanan kecantikan', th: 'บริการความงาม', zh: '美容服務' },
  help: { en: 'My account', id: 'Akun saya', th: 'บัญชีของฉัน', zh: '我的帳戶' },
  signIn: { en: 'Sign in', id: 'Masuk', th: 'เข้าสู่ระบบ', zh: '登入' },
  about: { en: 'About', id: 'Tentang', th: 'เกี่ยวกับเรา', zh: '關於我們' },
  aboutUs: { en: 'About us', id: 'Tentang kami', th: 'เกี่ยวกับเรา', zh: '關於我們' },
  privacy: { en: 'Privacy policy', id: 'Kebijakan privasi', th: 'นโยบายความเป็นส่วนตัว', zh: '私隱政策' },
  terms: { en: 'Terms & conditions', id: 'Syarat & ketentuan', th: 'ข้อกำหนดและเงื่อนไข', zh: '條款及細則' },
} satisfies Record<string, Record<Language, string>>;
