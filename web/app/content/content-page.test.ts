import { describe, expect, it } from 'vitest';
import { contentSlug } from './content-page';

describe('contentSlug', () => {
  it('lower-cases a slug the api could hold', () => {
    expect(contentSlug('Holiday-Gift-Guide')).toBe('holiday-gift-guide');
    expect(contentSlug('beauty-pass')).toBe('beauty-pass');
  });

  it('refuses what cannot be a slug, so no query is made for it', () => {
    for (const value of [undefined, '', '-x', 'a b', 'a/b', '..', 'x'.repeat(129), 'ของขวัญ']) {
      expect(contentSlug(value), String(value)).toBeUndefined();
    }
  });
});
