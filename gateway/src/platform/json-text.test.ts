import { describe, expect, it } from 'vitest';
import { jsonText, LARGE_STRING_BYTES } from './json-text.ts';

const bytesOf = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');
/** A listing-sized answer: 48 products of plain English with one name that has a ’. */
const listing = (name: string) => ({
  products: Array.from({ length: 48 }, (_, i) => ({
    id: `p${i}`,
    name: i === 7 ? name : `Product ${i}`,
    ingredients: 'Aqua, Glycerin, Niacinamide, Sodium Hyaluronate. '.repeat(28),
  })),
});
const pastLatin1 = /[^\u0000-\u00ff]/;

describe('jsonText', () => {
  it('gives JSON.parse the same values, with the characters past Latin-1 escaped, for a listing-sized answer', () => {
    const bytes = bytesOf(listing('Pro Filt’r Instant Retouch — crème 🙂'));
    expect(bytes.length).toBeGreaterThan(LARGE_STRING_BYTES / 2); // big enough to matter at two bytes a character
    const text = jsonText(bytes);
    expect(JSON.parse(text)).toEqual(JSON.parse(bytes.toString('utf8')));
    expect(text).not.toMatch(pastLatin1);
    expect(text).toContain('Pro Filt\\u2019r');
    expect(text).toContain('crème'); // Latin-1 stays as it is
  });

  it('keeps a sequence whole when it straddles a 1 KB block', () => {
    for (let pad = 1018; pad <= 1026; pad++) {
      const bytes = bytesOf({ a: 'x'.repeat(pad) + '’é🙂ไทย', b: 'y'.repeat(70_000) });
      expect(JSON.parse(jsonText(bytes))).toEqual(JSON.parse(bytes.toString('utf8')));
    }
  });

  it('decodes text dense with Thai or Chinese as it is (escaping would make it longer)', () => {
    const bytes = bytesOf({ name: 'เซรั่มบำรุงผิว 精华液 '.repeat(2_000) });
    expect(bytes.length).toBeLessThan(LARGE_STRING_BYTES);
    expect(jsonText(bytes)).toBe(bytes.toString('utf8'));
  });

  it('decodes small, ASCII and very large bodies as they are', () => {
    for (const value of [{ name: 'Filt’r' }, listing('Plain name'), { big: '’'.repeat(50_000) }]) {
      const bytes = bytesOf(value);
      expect(jsonText(bytes)).toBe(bytes.toString('utf8'));
    }
  });

  it('skips a byte order mark, as undici does', () => {
    const body = bytesOf(listing('Filt’r'));
    expect(JSON.parse(jsonText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body])))).toEqual(JSON.parse(body.toString('utf8')));
    expect(jsonText(Buffer.from('\ufeff{"a":1}'))).toBe('{"a":1}');
  });
});
