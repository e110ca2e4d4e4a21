// Names for generated size variants. The data set lists only the default size ("1.7 oz/
// 50 mL"); its siblings are priced between child_min_price and child_max_price, so their
// sizes are derived from price (a bigger bottle costs more), snapped to the sizes shops
// actually sell, and written the way the data set writes them.

const LADDER = [1.5, 2, 3, 4, 5, 7, 10, 15, 20, 30, 40, 50, 60, 75, 100, 125, 150, 200, 250, 300, 400, 500, 750, 1000];
const ML_PER_OZ = 29.5735;
const G_PER_OZ = 28.3495;
const FALLBACK_NAMES = ['Mini', 'Travel Size', 'Standard Size', 'Large Size', 'Jumbo Size', 'Value Size', 'Refill', 'Deluxe Size', 'Duo', 'Trio', 'Set of 4'];

interface Amount {
  value: number;
  unit: 'mL' | 'g';
}

/** Reads "1.7 oz/ 50 mL", ".34oz/10mL" or "0.14 oz/ 4 g" into an amount in mL or g. */
export function parseAmount(size: string | null): Amount | null {
  if (!size) return null;
  const metric = /(\d*\.?\d+)\s*(ml|g)\b/i.exec(size);
  if (metric) return { value: Number(metric[1]), unit: metric[2]!.toLowerCase() === 'g' ? 'g' : 'mL' };
  const oz = /(\d*\.?\d+)\s*(?:fl\.?\s*)?oz/i.exec(size);
  if (oz) return { value: Number(oz[1]) * ML_PER_OZ, unit: 'mL' };
  return null;
}

const trimNumber = (n: number, digits: number) => String(Number(n.toFixed(digits)));

export function formatAmount(amount: Amount): string {
  const oz = amount.value / (amount.unit === 'mL' ? ML_PER_OZ : G_PER_OZ);
  return `${trimNumber(oz, oz < 1 ? 2 : 1)} oz/ ${trimNumber(amount.value, 1)} ${amount.unit}`;
}

/**
 * Size names for variants at the given USD prices, relative to the default's size and
 * price. Every name differs from the others and from the default's.
 */
export function sizeNames(defaultSize: string | null, defaultPriceCents: number, pricesCents: readonly number[]): string[] {
  const base = parseAmount(defaultSize);
  const used = new Set<string>([defaultSize ?? '']);
  if (!base) {
    // No measurable default: name them by rank of price, smallest first.
    const order = pricesCents.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p || a.i - b.i);
    const names: string[] = new Array(pricesCents.length);
    const pool = FALLBACK_NAMES.filter((n) => !used.has(n));
    order.forEach(({ i }, rank) => {
      names[i] = pool[rank] ?? `Option ${rank + 2}`;
    });
    return names;
  }
  const taken = new Set<number>([base.value]);
  return pricesCents.map((price) => {
    const target = base.value * (price / defaultPriceCents);
    // Nearest ladder step not taken yet (a product never offers the same size twice).
    const candidates = LADDER.filter((v) => !taken.has(v) && Math.abs(v - base.value) > 1e-6).sort(
      (a, b) => Math.abs(Math.log(a / target)) - Math.abs(Math.log(b / target)) || a - b,
    );
    const value = candidates[0] ?? base.value * (taken.size + 1);
    taken.add(value);
    const name = formatAmount({ value, unit: base.unit });
    used.add(name);
    return name;
  });
}
