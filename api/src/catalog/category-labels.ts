// The top-level categories' names in the four interface languages (spec §1: en, id, th,
// zh), for the header (content/layout.ts), the seeded pages and search, which matches a
// query in any of them. zh is served only in Hong Kong (spec §3), so it is written in
// traditional characters as Hong Kong reads them. Category names below the top level come
// from the catalogue in English, as the data set has them.
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
