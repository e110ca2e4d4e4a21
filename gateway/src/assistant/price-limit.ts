// Price constraints as shoppers type them, in the four languages and the sites' ways of
// writing numbers: "under $30", "below ฿1,000", "ต่ำกว่า 500 บาท", "di bawah Rp 200.000",
// "di bawah 200rb", "300元以下", "HK$200 到 400", "between 20 and 40". Amounts are in the
// site's currency (all eight have two decimals: minor = major × 100).
export interface PriceLimit {
  minMinor?: number;
  maxMinor?: number;
}

// Compared after NFKC, as the message is (Thai ำ decomposes; full-width digits become ASCII).
const nfkc = (word: string) => word.normalize('NFKC');
const NUMBER = /(\d{1,3}(?:[.,]\d{3})+(?![\d])|\d+(?:[.,]\d{1,2})?)\s*(k|rb|ribu|jt|juta|พัน|千|萬|万)?/giu;
const MULTIPLIER: Record<string, number> = { k: 1_000, rb: 1_000, ribu: 1_000, พัน: 1_000, 千: 1_000, jt: 1_000_000, juta: 1_000_000, 萬: 10_000, 万: 10_000 };

// "งบ" is "budget": "งบ 1000 บาท", "งบไม่เกิน 1000".
const MAX_BEFORE = [
  'under',
  'below',
  'less than',
  'cheaper than',
  'up to',
  'max',
  'maximum',
  'within',
  'no more than',
  'not more than',
  '<',
  'di bawah',
  'dibawah',
  'kurang dari',
  'maksimal',
  'maks',
  'sampai',
  'ต่ำกว่า',
  'ไม่เกิน',
  'น้อยกว่า',
  'ไม่ถึง',
  'งบ',
  '預算',
  '预算',
  'budget',
  '低於',
  '少於',
  '不超過',
  '不多於',
  '唔超過',
  '低过',
  '低於',
].map(nfkc);
const MAX_AFTER = ['以下', '以內', '以内', 'or less', 'ลงมา'].map(nfkc);
const MIN_BEFORE = [
  'over',
  'above',
  'more than',
  'at least',
  'from',
  'di atas',
  'diatas',
  'lebih dari',
  'minimal',
  'มากกว่า',
  'สูงกว่า',
  'ตั้งแต่',
  '高於',
  '超過',
  '多於',
].map(nfkc);
const MIN_AFTER = ['以上', 'ขึ้นไป', 'or more'].map(nfkc);
const RANGE_JOIN = /^\s*(?:-|–|to|and|dan|sampai|hingga|ถึง|至|到|~)\s*$/iu;

function toMajor(digits: string, suffix: string | undefined): number {
  // "1,000" / "200.000" (thousands) vs "29.90" / "29,90" (decimals).
  const major = /^\d{1,3}(?:[.,]\d{3})+$/.test(digits) ? Number(digits.replace(/[.,]/g, '')) : Number(digits.replace(',', '.'));
  return major * (suffix ? (MULTIPLIER[suffix.toLowerCase()] ?? 1) : 1);
}

const endsWithAny = (text: string, words: readonly string[]) => words.some((w) => text.trimEnd().endsWith(w));
const startsWithAny = (text: string, words: readonly string[]) => words.some((w) => text.trimStart().startsWith(w));
/** Currency words and signs between a marker and its number ("under Rp 200.000", "ต่ำกว่า ฿500"). */
const CURRENCY = /(?:hk\$|s\$|a\$|nz\$|rm|rp\.?|php|₱|฿|\$|บาท|元|港幣|dollars?|ringgit|peso|baht)\s*$/iu;
const stripCurrencyEnd = (text: string) => text.replace(CURRENCY, '').trimEnd();
const CURRENCY_START = /^\s*(?:hk\$|s\$|a\$|nz\$|rm|rp\.?|php|₱|฿|\$|บาท|元|港幣|dollars?|ringgit|pesos?|baht)/iu;
const stripCurrencyStart = (text: string) => text.replace(CURRENCY_START, '').trimStart();

/** Thai digits (๑,๐๐๐) as ASCII ones: NFKC leaves them as they are. */
const asciiDigits = (text: string) => text.replace(/[\u0E50-\u0E59]/gu, (d) => String(d.charCodeAt(0) - 0x0e50));

export function parsePriceLimit(message: string): PriceLimit {
  const text = asciiDigits(message.normalize('NFKC').toLowerCase());
  const numbers = [...text.matchAll(NUMBER)].map((m) => ({ start: m.index, end: m.index + m[0].length, major: toMajor(m[1]!, m[2]) }));
  const limit: PriceLimit = {};
  for (let i = 0; i < numbers.length; i += 1) {
    const n = numbers[i]!;
    const before = stripCurrencyEnd(text.slice(Math.max(0, n.start - 24), n.start));
    const after = stripCurrencyStart(text.slice(n.end, n.end + 12));
    const next = numbers[i + 1];
    const between = next ? stripCurrencyStart(stripCurrencyEnd(text.slice(n.end, next.start))) : undefined;
    if (next && between !== undefined && RANGE_JOIN.test(between) && next.major > n.major) {
      limit.minMinor = Math.round(n.major * 100);
      limit.maxMinor = Math.round(next.major * 100);
      i += 1;
    } else if (endsWithAny(before, MAX_BEFORE) || startsWithAny(after, MAX_AFTER)) {
      limit.maxMinor = Math.round(n.major * 100);
    } else if (endsWithAny(before, MIN_BEFORE) || startsWithAny(after, MIN_AFTER)) {
      limit.minMinor = Math.round(n.major * 100);
    }
  }
  return limit;
}
