// Numbers shown to shoppers go through Intl for the page's locale, like prices.
const cache = new Map<string, Intl.NumberFormat>();

function formatter(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let value = cache.get(key);
  if (!value) {
    value = new Intl.NumberFormat(tag, options);
    cache.set(key, value);
  }
  return value;
}

export function formatCount(value: number, tag: string): string {
  return formatter(tag, { maximumFractionDigits: 0 }).format(value);
}

/** A star rating such as 4.2, one decimal at most. */
export function formatRating(value: number, tag: string): string {
  return formatter(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
