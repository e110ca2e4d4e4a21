// The queries the search bench sends, by kind: what the overlay meets as shoppers type
// (issue 3 "Speed"). Each kind is reported on its own row, so a slow kind cannot hide
// behind fast ones in the overall figures.
export const SEARCH_MIX = [
  { kind: 'english', q: 'lipstick' },
  { kind: 'typo (did you mean)', q: 'mascra' },
  { kind: 'english', q: 'fenty beauty' },
  { kind: 'thai', q: 'ลิปสติก' },
  { kind: 'chinese', q: '口紅' },
  { kind: 'english', q: 'vitamin c serum' },
  { kind: 'no match', q: 'qwxzqj' },
  { kind: 'prefix (typing)', q: 'masc' },
  { kind: 'thai', q: 'ครีมกันแดด' },
  { kind: 'english', q: 'hyaluronic' },
] as const;

export const SEARCH_KINDS = [...new Set(SEARCH_MIX.map((m) => m.kind))];

const TYPED = [
  'lipstick',
  'mascara',
  'foundation',
  'serum',
  'sunscreen',
  'moisturizer',
  'cleanser',
  'concealer',
  'eyeliner',
  'perfume',
  'shampoo',
  'conditioner',
  'primer',
  'highlighter',
  'bronzer',
  'blush',
  'toner',
  'retinol',
  'niacinamide',
  'hyaluronic',
  'vitamin',
  'fenty',
  'dior',
  'clinique',
  'tatcha',
  'charlotte',
  'sephora',
  'olaplex',
  'laneige',
  'drunk',
];
const TYPOS = [
  'mascra',
  'lipstik',
  'fondation',
  'sunscren',
  'moisturiser',
  'serun',
  'perfum',
  'shampo',
  'concelaer',
  'eyelinr',
  'hyaluronc',
  'niacinamid',
  'bronzr',
  'highliter',
  'cleanzer',
  'retinoll',
  'fenty beuty',
  'diorr',
  'clinque',
  'laneig',
];
const THAI = ['ลิปสติก', 'ครีมกันแดด', 'มาสคาร่า', 'เซรั่ม', 'รองพื้น', 'น้ำหอม', 'กันแดด', 'แชมพู', 'โทนเนอร์', 'ลิปสติค', 'มาสคาร่าา', 'ครีม'];
const CHINESE = ['口紅', '睫毛膏', '防曬', '香水', '精華', '粉底', '唇膏', '洗髮水', '面膜', '爽膚水', '口紅唇膏', '睫毛膏膏'];

/**
 * Queries the api has not answered before, each sent once (the answer cache cannot help):
 * every prefix of words as a shopper types them, the whole words, typos, Thai and Chinese
 * terms and their typos, and random letters that match nothing.
 */
export function coldQueries(): { kind: string; q: string }[] {
  const seen = new Set<string>();
  const out: { kind: string; q: string }[] = [];
  const add = (kind: string, q: string) => {
    if (!seen.has(q)) out.push({ kind, q }), seen.add(q);
  };
  for (const word of TYPED) add('english', word);
  for (const word of TYPED) for (let n = 2; n < word.length; n++) add('prefix (typing)', word.slice(0, n));
  for (const q of TYPOS) add('typo (did you mean)', q);
  for (const q of THAI) add('thai', q);
  for (const q of CHINESE) add('chinese', q);
  for (let i = 0; i < 20; i++) add('no match', `zq${i.toString(36)}xv${'jkwq'[i % 4]}`);
  return out;
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  count: number;
}

/** Nearest-rank percentiles of latencies in milliseconds. */
export function percentiles(latencies: readonly number[]): Percentiles {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), count: sorted.length };
}

/**
 * Sends `requests` calls, `concurrency` at a time, after `warmup` calls, and returns the
 * latencies of each call grouped by the tag `call` returns for it.
 */
export async function measureTagged(
  call: (i: number) => Promise<string>,
  requests: number,
  concurrency: number,
  warmup = 50,
): Promise<{ byTag: Map<string, number[]>; all: number[]; perSecond: number }> {
  for (let i = 0; i < warmup; i++) await call(i);
  const byTag = new Map<string, number[]>();
  const all: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const i = next++;
        const t = performance.now();
        const tag = await call(i);
        const ms = performance.now() - t;
        all.push(ms);
        byTag.set(tag, [...(byTag.get(tag) ?? []), ms]);
      }
    }),
  );
  return { byTag, all, perSecond: all.length / ((performance.now() - started) / 1000) };
}
