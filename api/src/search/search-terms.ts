// What shoppers type in Indonesian, Thai and Chinese for the product words of the data set
// (which is in English). A product whose name or category holds the English word is found
// by these too, e.g. "口紅" or "ลิปสติก" find every lipstick. Hong Kong reads traditional
// characters (catalog/category-labels.ts); simplified forms that differ are listed as well.
import type { Language } from '@beauty/contracts/locale';

type Translations = Record<Exclude<Language, 'en'>, readonly string[]>;

export const SEARCH_TERMS: Record<string, Translations> = {
  lipstick: { id: ['lipstik'], th: ['ลิปสติก'], zh: ['口紅', '唇膏', '口红'] },
  lip: { id: ['bibir'], th: ['ริมฝีปาก', 'ลิป'], zh: ['唇'] },
  gloss: { id: ['lip gloss'], th: ['ลิปกลอส'], zh: ['唇彩'] },
  mascara: { id: ['maskara'], th: ['มาสคาร่า'], zh: ['睫毛膏'] },
  eyeliner: { id: ['eyeliner'], th: ['อายไลเนอร์'], zh: ['眼線', '眼线'] },
  eyeshadow: { id: ['perona mata'], th: ['อายแชโดว์'], zh: ['眼影'] },
  foundation: { id: ['alas bedak'], th: ['รองพื้น'], zh: ['粉底'] },
  concealer: { id: ['konsiler'], th: ['คอนซีลเลอร์'], zh: ['遮瑕'] },
  blush: { id: ['perona pipi'], th: ['บลัชออน'], zh: ['胭脂', '腮紅'] },
  powder: { id: ['bedak'], th: ['แป้ง'], zh: ['粉餅', '蜜粉'] },
  primer: { id: ['primer'], th: ['ไพรเมอร์'], zh: ['妝前乳'] },
  brow: { id: ['alis'], th: ['คิ้ว'], zh: ['眉'] },
  perfume: { id: ['parfum', 'wewangian'], th: ['น้ำหอม'], zh: ['香水'] },
  fragrance: { id: ['wewangian'], th: ['น้ำหอม'], zh: ['香水', '香氛'] },
  serum: { id: ['serum'], th: ['เซรั่ม'], zh: ['精華', '精华'] },
  moisturizer: { id: ['pelembap'], th: ['มอยส์เจอไรเซอร์', 'ครีมบำรุง'], zh: ['保濕', '保湿', '面霜'] },
  cream: { id: ['krim'], th: ['ครีม'], zh: ['霜', '面霜'] },
  cleanser: { id: ['pembersih'], th: ['คลีนเซอร์', 'ล้างหน้า'], zh: ['潔面', '洗面'] },
  // ครีมกันแดด ("sun cream") is Thai's everyday word for sunscreen of any form (lotion,
  // fluid, stick, mist), not only creams: every sunscreen's document holds it.
  sunscreen: { id: ['tabir surya', 'sunscreen'], th: ['กันแดด', 'ครีมกันแดด'], zh: ['防曬', '防晒'] },
  mask: { id: ['masker'], th: ['มาสก์'], zh: ['面膜'] },
  toner: { id: ['toner'], th: ['โทนเนอร์'], zh: ['爽膚水', '化妝水'] },
  oil: { id: ['minyak'], th: ['ออยล์', 'น้ำมัน'], zh: ['油'] },
  shampoo: { id: ['sampo'], th: ['แชมพู'], zh: ['洗髮水', '洗发水'] },
  conditioner: { id: ['kondisioner'], th: ['ครีมนวด'], zh: ['護髮素'] },
  brush: { id: ['kuas'], th: ['แปรง'], zh: ['化妝掃', '刷'] },
  nail: { id: ['kuku'], th: ['เล็บ'], zh: ['指甲'] },
  candle: { id: ['lilin'], th: ['เทียนหอม'], zh: ['香薰蠟燭'] },
  eye: { id: ['mata'], th: ['ตา'], zh: ['眼'] },
  face: { id: ['wajah'], th: ['หน้า', 'ใบหน้า'], zh: ['面部', '臉'] },
  body: { id: ['tubuh', 'badan'], th: ['ผิวกาย'], zh: ['身體'] },
  hair: { id: ['rambut'], th: ['ผม'], zh: ['頭髮', '護髮'] },
  vegan: { id: ['vegan'], th: ['วีแกน'], zh: ['純素'] },
};

/** The translations of the English words in a product's text. */
export function termsFor(englishWords: readonly string[]): string[] {
  const found: string[] = [];
  for (const word of new Set(englishWords)) {
    // "lipsticks" and "creams" count as their singular.
    const entry = SEARCH_TERMS[word] ?? SEARCH_TERMS[word.replace(/e?s$/, '')] ?? SEARCH_TERMS[word.replace(/s$/, '')];
    if (entry) found.push(...entry.id, ...entry.th, ...entry.zh);
  }
  return found;
}
