import { describe, expect, it } from 'vitest';
import { noneMatch } from './conditional-get.ts';

describe('noneMatch (If-None-Match, RFC 9110 §13.1.2)', () => {
  const tag = '"abc_DEF-123"';

  it('asks for the full answer when there is no header or no tag matches', () => {
    expect(noneMatch(undefined, tag)).toBe(true);
    expect(noneMatch(null, tag)).toBe(true);
    expect(noneMatch('', tag)).toBe(true);
    expect(noneMatch('"other"', tag)).toBe(true);
    expect(noneMatch(tag.slice(1, -1), tag)).toBe(true); // unquoted is not the same tag
  });

  it('matches a tag in a list, a repeated header, or *', () => {
    expect(noneMatch(tag, tag)).toBe(false);
    expect(noneMatch(`"other", ${tag}`, tag)).toBe(false);
    expect(noneMatch(`"other",${tag}`, tag)).toBe(false);
    expect(noneMatch(['"other"', tag], tag)).toBe(false);
    expect(noneMatch('*', tag)).toBe(false);
  });

  it('compares weakly: W/ is ignored on either side', () => {
    expect(noneMatch(`W/${tag}`, tag)).toBe(false);
    expect(noneMatch(tag, `W/${tag}`)).toBe(false);
    expect(noneMatch(`W/${tag}`, `W/${tag}`)).toBe(false);
    expect(noneMatch('W/"other"', `W/${tag}`)).toBe(true);
  });
});
