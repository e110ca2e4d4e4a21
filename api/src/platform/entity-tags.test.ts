import { describe, expect, it } from 'vitest';
import { entityTagOf, noneMatch } from './entity-tags.ts';

describe('entity tags', () => {
  const tag = entityTagOf('{"products":[]}');

  it('are the same for the same bytes, as text or Buffer, and quoted', () => {
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(entityTagOf(Buffer.from('{"products":[]}'))).toBe(tag);
    expect(entityTagOf('{"products":[1]}')).not.toBe(tag);
  });

  it('match If-None-Match as RFC 9110 says: a list, a weak tag, or *', () => {
    expect(noneMatch(undefined, tag)).toBe(true);
    expect(noneMatch(tag, tag)).toBe(false);
    expect(noneMatch(`"other", ${tag}`, tag)).toBe(false);
    expect(noneMatch(`W/${tag}`, tag)).toBe(false);
    expect(noneMatch('*', tag)).toBe(false);
    expect(noneMatch('"other"', tag)).toBe(true);
    expect(noneMatch(['"other"', tag], tag)).toBe(false);
    expect(noneMatch(tag.slice(1, -1), tag)).toBe(true); // unquoted is not the same tag
  });
});
