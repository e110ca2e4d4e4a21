// The data set stores `ingredients` and `highlights` as Python list literals
// ("['Vegan', \"Readers' Choice\"]"), not JSON (data/SOURCE.md): single or double
// quotes, backslash escapes. This reads exactly that subset.

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' };

/**
 * Parses a Python list of string literals. Returns [] for an empty cell, and the text
 * itself as a one-item list when it is not a list literal (better shown than lost).
 */
export function parsePythonStringList(text: string): string[] {
  const src = text.trim();
  if (src === '') return [];
  if (!src.startsWith('[')) return [src];
  const items: string[] = [];
  let i = 1;
  const skipSpace = () => {
    while (i < src.length && /\s/.test(src[i]!)) i++;
  };
  for (;;) {
    skipSpace();
    const ch = src[i];
    if (ch === ']') return items;
    if (ch !== "'" && ch !== '"') return [src];
    const quote = ch;
    let value = '';
    i++;
    while (i < src.length && src[i] !== quote) {
      if (src[i] === '\\' && i + 1 < src.length) {
        const next = src[i + 1]!;
        value += ESCAPES[next] ?? `\\${next}`;
        i += 2;
      } else value += src[i++];
    }
    if (i >= src.length) return [src];
    i++;
    items.push(value);
    skipSpace();
    if (src[i] === ',') i++;
    else if (src[i] !== ']') return [src];
  }
}
